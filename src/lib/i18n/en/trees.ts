/**
 * English strings of abstract game trees (trees-messages.ts): problems, step explanations, cutoffs,
 * practice feedback, pseudo-code words and the CLI's `--tree` lines.
 */
import type {
	CutoffExplanation,
	TreeExplanation,
	TreeMistake,
	TreeNodeKind,
	TreeOrder,
	TreeProblem
} from '$lib/trees';
import type { TreeCliProblem, TreePseudoKey } from '../trees-messages';
import { render } from '../render';
import type { Renderers } from '../renderers';
import { quote } from './errors';
import { capitalized, joinList, scoreWords } from '../format';
import { numbersEn } from './numbers';

/** A tree value exactly: the shortest decimal that reads back to it (format.ts), +-∞. */
function number(v: number): string {
	return numbersEn.exact(v);
}

/** A count (nodes, leaves, a limit): a whole number with its groups, 100,000. */
const count = (n: number) => numbersEn.integer(n);

/** A probability, two decimals at most: 0.5, 0.33 (a third). */
const probability = (p: number) => numbersEn.decimal(p, 2).replace(/\.?0+$/, '');

const { valueWithBound, windowText: window } = scoreWords(number);
const list = (items: readonly string[]) => joinList(items, 'and');
const player = (p: 'max' | 'min' | 'chance') => (p === 'chance' ? 'chance' : p.toUpperCase());
/** The place in the text, or nothing for a tree that was not typed (line 0). */
const at = (p: { line: number; column: number }) =>
	p.line > 0 ? `Line ${p.line}, column ${p.column}: ` : '';
const found = (f: string) => (f === '' ? 'but the text ends' : `found "${f}"`);

const algorithmName = (a: string): string =>
	a === 'minimax'
		? 'Minimax'
		: a === 'alpha-beta'
			? 'Alpha-beta'
			: a === 'negamax'
				? 'Negamax'
				: 'Expectimax';

/** "beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated." */
function cutoff(c: CutoffExplanation): string {
	const test =
		c.type === 'beta'
			? `alpha ${number(c.alpha)} >= beta ${number(c.beta)}`
			: `beta ${number(c.beta)} <= alpha ${number(c.alpha)}`;
	const leaves = c.prunedLeaves.map(number);
	let what: string;
	if (leaves.length === 0) what = 'no child is left to prune.';
	else {
		const evaluated = `${leaves.length === 1 ? 'leaf' : 'leaves'} ${list(leaves)} ${leaves.length === 1 ? 'is' : 'are'} never evaluated.`;
		what =
			c.prunedNodes.length === 0
				? evaluated
				: `${list([...c.prunedNodes])} ${c.prunedNodes.length === 1 ? 'is' : 'are'} never searched, so ${evaluated}`;
	}
	return `${test} at ${c.node}: ${what}`;
}

const problems: Renderers<TreeProblem> = capitalized({
	'empty-text': () => 'The tree is empty: type a number or a list such as [[3, 12, 8], [2, 4, 6]].',
	'expected-node': (p) => `${at(p)}expected a number or '[', ${found(p.found)}.`,
	'non-numeric-leaf': (p) => `${at(p)}a leaf is a number, and "${p.word}" is not one.`,
	'expected-comma': (p) => `${at(p)}expected ',' or ']', ${found(p.found)}.`,
	'trailing-text': (p) => `${at(p)}the tree is complete, yet "${p.found}" follows it.`,
	'empty-list': (p) => `${at(p)}an empty list: a node needs at least one child.`,
	'value-range': (p) =>
		`${at(p)}the leaf value ${p.value} is out of range: use numbers from ${number(-p.max)} to ${number(p.max)}.`,
	'too-deep': (p) => `${at(p)}the tree is deeper than ${p.max} levels below the root.`,
	'too-many-nodes': (p) => `${at(p)}the tree has more than ${count(p.max)} nodes.`,
	'too-many-children': (p) => `${at(p)}a node has more than ${p.max} children.`,
	'probability-range': (p) => `${at(p)}the probability ${p.value} is not between 0 and 1.`,
	'probability-sum': (p) =>
		`${at(p)}the probabilities of this chance node sum to ${numbersEn.decimal(p.sum, 4).replace(/\.?0+$/, '')}, not 1.`,
	'probability-mixed': (p) =>
		`${at(p)}give a probability to every child of this chance node, or to none (equal probabilities).`,
	'probability-outside-chance': (p) =>
		`${at(p)}a probability belongs in a chance node, written ?[0.25: a, 0.75: b].`,
	'chance-node': (p) =>
		`${algorithmName(p.algorithm)} does not handle chance nodes, and node ${p.node} is one: choose Expectimax.`,
	'edit-root': () => 'The root cannot be deleted.',
	'not-a-leaf': (p) => `${p.node} is not a leaf: only a leaf has a value to type.`,
	'no-such-node': (p) => `The tree has no node number ${p.id}.`,
	'random-settings': (p) =>
		p.field === 'depth'
			? `The depth of a random tree is a whole number from 1 to ${p.max}.`
			: p.field === 'branching'
				? `The branching factor of a random tree is a whole number from 1 to ${p.max}.`
				: p.field === 'values'
					? `The leaf values are whole numbers from ${number(-p.max)} to ${number(p.max)}, the smallest first.`
					: p.field === 'seed'
						? `The seed is a whole number from 0 to ${count(p.max)}.`
						: `That random tree would have more than ${count(p.max)} nodes.`
});

export const treesEn = {
	/**
	 * A tree value exactly, the shortest decimal that reads back to it: 3, -1, 0.001,
	 * 2.6666666666666665 (French 0,001), -∞ / +∞.
	 */
	number,
	/** "<= 2", ">= 6", "3". */
	valueWithBound,
	/** "MAX", "MIN", "chance". */
	player,
	algorithmName,
	problems,
	/** "beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated." */
	cutoff,
	steps: {
		enter(p) {
			const win = p.algorithm === 'alpha-beta' || p.algorithm === 'negamax';
			const w = win && !p.leaf ? `, searched with the window ${window(p.alpha, p.beta)}` : '';
			if (p.leaf) return `Enter the leaf ${p.node} at depth ${p.depth}.`;
			if (p.root) return `Enter the root ${p.node} (${player(p.player)})${w}.`;
			return `Enter ${p.node} (${player(p.player)}) at depth ${p.depth}${w}.`;
		},
		leaf: (p) =>
			p.negamaxValue === null
				? `The leaf's value is ${number(p.value)}.`
				: `The leaf's value is ${number(p.value)}; negamax returns color × ${number(p.value)} = ${number(p.negamaxValue)}.`,
		update(p) {
			if (p.chance) {
				return `${p.child} returned ${number(p.childValue)}, with probability ${probability(p.chance.probability)}: the weighted sum at ${p.node} is now ${number(p.chance.sum)}.`;
			}
			const came = p.negamax
				? `${p.child} returned ${number(p.negamax.returned)}; ${p.node} reads -(${number(p.negamax.returned)}) = ${number(p.negamax.negated)}`
				: `${p.child} returned ${valueWithBound(p.childValue, p.childBound)} to ${p.node}`;
			const best = p.improved
				? `: a new best, ${number(p.best)}.`
				: `: not better than the best so far, ${number(p.best)}.`;
			const moved =
				p.windowChange === 'alpha'
					? ` Alpha rises to ${number(p.alpha)}.`
					: p.windowChange === 'beta'
						? ` Beta falls to ${number(p.beta)}.`
						: '';
			const cut = p.cutoff ? ' Now alpha >= beta: cutoff.' : '';
			return came + best + moved + cut;
		},
		cutoff: (p) => cutoff(p).replace(/^./, (c) => c.toUpperCase()),
		return(p) {
			const v =
				p.negamaxValue !== null
					? `${number(p.negamaxValue)} (negamax, from its player's view)`
					: p.bound === 'exact'
						? number(p.value)
						: `${valueWithBound(p.value, p.bound)} (only ${p.bound === 'lower' ? 'a lower' : 'an upper'} bound)`;
			const who = p.leaf ? 'The leaf' : p.node;
			return p.parent === null ? `${who} returns ${v}.` : `${who} returns ${v} to ${p.parent}.`;
		},
		choose: (p) =>
			p.root === 'chance'
				? `The root is a chance node: its value is the weighted average, ${number(p.value)}.`
				: p.child === null
					? `The root is a leaf: its value is ${number(p.value)}.`
					: `The root's value is ${number(p.value)}: the best move leads to ${p.child}.`
	} satisfies Renderers<TreeExplanation>,
	mistakes: {
		'not-pruned': (p) =>
			`The leaf ${number(p.leaf)} under ${p.parent} is evaluated: no cutoff prunes it.`,
		'missed-pruned': (p) =>
			`The leaf ${number(p.leaf)} under ${p.parent} is pruned: ${
				p.type === 'beta'
					? `alpha ${number(p.alpha)} >= beta ${number(p.beta)}`
					: `beta ${number(p.beta)} <= alpha ${number(p.alpha)}`
			} at ${p.cutoffAt}.`,
		'wrong-value': (p) =>
			`${p.node}: ${p.given === '' ? 'no value given' : `you wrote ${p.given}`}; ${
				p.bound === 'exact'
					? `its value is ${number(p.expected)}.`
					: `the search only knows ${valueWithBound(p.expected, p.bound)} (${p.bound === 'lower' ? 'a lower' : 'an upper'} bound).`
			}`,
		'wrong-bound': (p) =>
			p.bound === 'exact'
				? `${p.node}: ${number(p.expected)} is exact, not a bound.`
				: `${p.node}: ${number(p.expected)} is only ${p.bound === 'lower' ? 'a lower' : 'an upper'} bound: write ${valueWithBound(p.expected, p.bound)}.`,
		'pruned-node': (p) => `${p.node} is never examined (pruned): leave it empty.`,
		'wrong-window': (p) =>
			`${p.node}: when it returns, ${p.end} is ${number(p.expected)}${p.given === '' ? '' : `, not ${p.given}`}.`,
		'not-best-first': (p) =>
			`At ${p.node} (${player(p.player)}) you search ${p.first} (${number(p.firstValue)}) first; ${p.best} (${number(p.bestValue)}) is better for ${player(p.player)}.`,
		'more-nodes': (p) =>
			`Your order examines ${count(p.nodes)} nodes; the best order examines ${count(p.best)}.`
	} satisfies Renderers<TreeMistake>,
	pseudo: {
		mmHeader: 'function minimax(node)',
		abHeader: 'function alphabeta(node, α, β)',
		nmHeader: 'function negamax(node, α, β, color)',
		emHeader: 'function expectimax(node)',
		leaf: 'if node is a leaf: return value(node)',
		nmLeaf: 'if node is a leaf: return color × value(node)',
		ifChance: 'if node is a chance node:',
		ifMax: 'if node is a MAX node:',
		ifMin: 'else (a MIN node):',
		maxInit: 'best ← −∞',
		minInit: 'best ← +∞',
		sumInit: 'sum ← 0',
		forEach: 'for each child c of node, in order:',
		forEachChance: 'for each child c of node, with its probability p:',
		mmMax: 'best ← max(best, minimax(c))',
		mmMin: 'best ← min(best, minimax(c))',
		emMax: 'best ← max(best, expectimax(c))',
		emMin: 'best ← min(best, expectimax(c))',
		abMax: 'best ← max(best, alphabeta(c, α, β))',
		abMin: 'best ← min(best, alphabeta(c, α, β))',
		abAlpha: 'α ← max(α, best)',
		abBeta: 'β ← min(β, best)',
		maxCut: 'if α ≥ β: break',
		minCut: 'if β ≤ α: break',
		nmUpdate: 'best ← max(best, −negamax(c, −β, −α, −color))',
		sumUpdate: 'sum ← sum + p × expectimax(c)',
		returnBest: 'return best',
		returnSum: 'return sum',
		rootMm: 'value ← minimax(root)',
		rootAb: 'value ← alphabeta(root, −∞, +∞)',
		rootNm: 'value ← color(root) × negamax(root, −∞, +∞, color(root))',
		rootEm: 'value ← expectimax(root)',
		choose: 'play the first child of the root whose value is value',
		colorComment: 'color: +1 at MAX nodes, −1 at MIN nodes',
		betaCutComment: 'beta cutoff: the remaining children are pruned',
		alphaCutComment: 'alpha cutoff: the remaining children are pruned',
		nmCutComment: 'cutoff: the remaining children are pruned',
		failSoftComment: 'outside [α, β] it is only a bound',
		chanceComment: 'the weighted average of the children'
	} satisfies Record<TreePseudoKey, string>,
	cli: {
		/** `--tree --help`. */
		help: [
			"Usage: npm run --silent analyze -- --tree '[[3,12,8],[2,4,6],[14,5,2]]' [options]",
			'Searches a tree typed as nested lists: a number is a leaf, [a, b] a node, ?[a, b] or',
			'?[0.25: a, 0.75: b] a chance node; the root MAX unless --root min, levels alternating.',
			'  --tree TEXT, --tree-file PATH, --tree -  the tree typed, read from a file, or read from',
			'                            standard input (at most 100,000 nodes and 4,000,000 bytes)',
			'  --minimax (or --no-alpha-beta), --alpha-beta, --negamax, --expectimax',
			'                            the algorithm (default: minimax, expectimax with chance nodes)',
			'  --order as-given|best-first|worst-first  move order (default: as-given)',
			'  --root max|min            the root player (default: max)',
			'  --json                    one JSON object on stdout (the same in every language)',
			'  --lang en|fr              language of the text output (default: en)',
			'  -h, --help                this help'
		].join('\n'),
		usage: {
			'unknown-option': (p) => `Unknown option '${p.option}' for a tree (see --tree --help).`,
			'game-option': (p) => `${p.option} is for games, not for a tree given with --tree.`,
			'missing-value': (p) => `Option ${p.option} needs a value.`,
			'two-algorithms': (p) => `Choose one algorithm: ${p.first} and ${p.second} were both given.`,
			'unknown-order': (p) =>
				`Unknown move order "${p.value}" for a tree: use ${p.orders.join(', ')}.`,
			'unknown-root': (p) => `Unknown root player "${p.value}": use max or min.`,
			'unknown-language': (p) => `Unknown language "${p.value}": use ${p.languages.join(' or ')}.`,
			'unexpected-argument': (p) =>
				`Unexpected argument "${p.value}": the tree is the value of --tree.`,
			'repeated-option': (p) => `Option ${p.option} is given twice with different values.`,
			'two-trees': (p) => `Give one tree: ${p.first} and ${p.second} were both given.`,
			'stdin-terminal': () =>
				'--tree - reads the tree from standard input, which is a terminal here: pipe a tree in (cat tree.txt | ...), redirect it (< tree.txt), or use --tree-file PATH.',
			'tree-too-large': (p) =>
				`The tree's text is larger than ${numbersEn.integer(p.max)} bytes, the limit (a tree has at most ${numbersEn.integer(p.nodes)} nodes).`,
			'tree-file': (p) =>
				`Cannot read the tree file ${quote(p.path)}: ${
					p.reason === 'not-found'
						? 'there is no such file'
						: p.reason === 'directory'
							? 'it is a folder'
							: p.reason === 'denied'
								? 'permission denied'
								: p.reason === 'terminal'
									? 'it is a terminal; use --tree - with a pipe or a redirection'
									: `the system says ${p.code}`
				}.`
		} satisfies Renderers<TreeCliProblem>,
		/** "Algorithm: Alpha-beta, move order as given". */
		settings: (a: 'minimax' | 'alpha-beta' | 'expectimax' | 'negamax', o: TreeOrder) =>
			`Algorithm: ${algorithmName(a)}, move order ${o === 'as-given' ? 'as given' : o === 'best-first' ? 'best first' : 'worst first'}`,
		/** "Tree: 13 nodes, 9 leaves, 2 levels, root MAX". */
		tree: (nodes: number, leaves: number, height: number, root: 'max' | 'min') =>
			`Tree: ${count(nodes)} ${nodes === 1 ? 'node' : 'nodes'}, ${count(leaves)} ${leaves === 1 ? 'leaf' : 'leaves'}, ${height} ${height === 1 ? 'level' : 'levels'} below the root, root ${root.toUpperCase()}`,
		value: (v: number) => `Value: ${number(v)}`,
		nodes: (examined: number, total: number) =>
			`Nodes examined: ${count(examined)} of ${count(total)}`,
		evaluated: (values: readonly number[]) =>
			`Leaves evaluated: ${values.length ? values.map(number).join(', ') : 'none'}`,
		pruned: (values: readonly number[]) =>
			`Leaves pruned: ${values.length ? values.map(number).join(', ') : 'none'}`,
		cutoffsTitle: (n: number) => (n === 0 ? 'Cutoffs: none' : `Cutoffs (${n}):`),
		/**
		 * The root's verdict: the best move of a MAX or MIN root ("Best move: to B (3)"), the weighted
		 * average of a chance root, the value of a lone leaf. `child`: the best child's name, null at a
		 * chance root or a leaf.
		 */
		best: (root: TreeNodeKind, child: string | null, v: number) =>
			root === 'chance'
				? `The root is a chance node: its value is the weighted average of its children, ${number(v)}.`
				: root === 'leaf' || child === null
					? `The root is a leaf of value ${number(v)}.`
					: `Best move: to ${child} (${number(v)})`
	}
};

/** A problem in English (TreeError's message). */
export function treeProblemEn(problem: TreeProblem): string {
	return render(problems, problem);
}
