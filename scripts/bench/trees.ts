/**
 * The abstract trees' costs (src/lib/trees): parsing the text, each search with its record, and the
 * stepper's index over the record, on the biggest tree the parser accepts (100,000 nodes: node k's
 * children are 16k + 1 .. 16k + 16, leaves k mod 21) and on a random tree of depth 6 and
 * branching 6 (55,987 nodes). The page parses and searches on the main thread: these say how long.
 */
import { buildStepIndex } from '../../src/lib/stepper/index.ts';
import { parseTree, randomTree, searchTree, treeToText } from '../../src/lib/trees/index.ts';
import { summary, time } from './stats.ts';

/** The text of the n-node tree whose node k has the children 16k + 1 .. 16k + 16 below n. */
function limitText(n: number): string {
	const write = (k: number): string => {
		const kids: string[] = [];
		for (let c = 16 * k + 1; c <= 16 * k + 16 && c < n; c++) kids.push(write(c));
		return kids.length ? `[${kids.join(', ')}]` : String(k % 21);
	};
	return write(0);
}

/** Medians (ms) of parsing, searching and indexing the biggest trees. */
export function benchTrees(): Record<string, unknown> {
	const text = limitText(100_000);
	const big = parseTree(text);
	const random = randomTree({ depth: 6, branching: 6, min: 0, max: 99, seed: 1 });
	const randomText = treeToText(random);
	const searches = (tree: typeof big) =>
		Object.fromEntries(
			(['minimax', 'alpha-beta', 'negamax'] as const).map((algorithm) => {
				const s = searchTree(tree, { algorithm });
				return [
					algorithm,
					{ nodes: s.nodeCount, ...summary(time(() => searchTree(tree, { algorithm }), 7)) }
				];
			})
		);
	const ab = searchTree(big, { algorithm: 'alpha-beta' });
	return {
		limitTree: {
			nodes: big.count,
			textChars: text.length,
			parse: summary(time(() => parseTree(text), 7)),
			search: searches(big),
			stepIndex: summary(time(() => buildStepIndex(ab.record, ab.stepOptions), 7))
		},
		random6x6: {
			nodes: random.count,
			parse: summary(time(() => parseTree(randomText), 7)),
			search: searches(random)
		}
	};
}
