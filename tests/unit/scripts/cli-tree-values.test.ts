/**
 * The tree analysis keeps every number's value (scripts/tree-cli.ts with the trees' messages):
 * values are written in the shortest form that reads back to the same number, with a decimal comma
 * in French; and every kind of node may be the root (MAX, MIN, chance, a lone leaf), each valued
 * and named as such, never a chance root taken for a leaf.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli-run';

/** The text after "Label: " on the line starting with `label`. */
function field(stdout: string, label: string): string {
	const line = stdout.split('\n').find((l) => l.startsWith(label));
	if (line === undefined) throw new Error(`no line ${label} in\n${stdout}`);
	return line.slice(label.length);
}

/** A number as English (1,234.5) or French (1 234,5) writes it, read back. */
const readEn = (text: string) => Number(text.replace(/,/g, ''));
const readFr = (text: string) => Number(text.replace(/\u202f/g, '').replace(',', '.'));

describe('values keep their value', () => {
	it('fault: leaves 0.001 and 0.002 printed "Value: 0"', async () => {
		const en = await runCli('analyze', ['--tree', '[0.001, 0.002]']);
		expect(en.stdout.split('\n').slice(2, 6)).toEqual([
			'Value: 0.002',
			'Best move: to 0.002 (0.002)',
			'Nodes examined: 3 of 3',
			'Leaves evaluated: 0.001, 0.002'
		]);
		const fr = await runCli('analyze', ['--tree', '[0.001, 0.002]', '--lang', 'fr']);
		expect(field(fr.stdout, 'Valeur')).toBe('\u202f: 0,002');
		expect(
			JSON.parse((await runCli('analyze', ['--tree', '[0.001,0.002]', '--json'])).stdout).value
		).toBe(0.002);
	});

	it('an expectimax average keeps all its digits; a cutoff its exact bounds', async () => {
		const run = await runCli('analyze', ['--tree', '?[1, 2, 3.5]']);
		expect(field(run.stdout, 'Value: ')).toBe('2.1666666666666665');
		const cut = await runCli('analyze', [
			'--tree',
			'[[0.00001, 1e-7], [0.25, -12345.5]]',
			'--alpha-beta'
		]);
		expect(cut.stdout).toContain('beta -12,345.5 <= alpha 0.0000001 at C');
		const fr = await runCli('analyze', [
			'--tree',
			'[[0.00001, 1e-7], [0.25, -12345.5]]',
			'--alpha-beta',
			'--lang',
			'fr'
		]);
		expect(fr.stdout).toContain('bêta -12\u202f345,5 <= alpha 0,0000001 en C');
	});

	type Nested = number | Nested[];
	const leaf = fc.double({ min: -30_000, max: 30_000, noNaN: true }).map((v) => v + 0);
	const nested: fc.Arbitrary<Nested> = fc.letrec<{ node: Nested }>((tie) => ({
		node: fc.oneof(
			{ depthSize: 'small', withCrossShrink: true },
			leaf,
			fc.array(tie('node'), { minLength: 1, maxLength: 3 })
		)
	})).node;
	const text = (n: Nested): string =>
		Array.isArray(n) ? `[${n.map(text).join(', ')}]` : String(n);

	it('the text reads back to the JSON value and leaves, in English and French (random trees)', async () => {
		await fc.assert(
			fc.asyncProperty(
				nested,
				fc.constantFrom('--minimax', '--alpha-beta', '--negamax'),
				async (tree, algorithm) => {
					const argv = ['--tree', text(tree), algorithm];
					const json = JSON.parse((await runCli('analyze', [...argv, '--json'])).stdout);
					const en = (await runCli('analyze', argv)).stdout;
					const fr = (await runCli('analyze', [...argv, '--lang', 'fr'])).stdout;
					expect(readEn(field(en, 'Value: '))).toBe(json.value);
					expect(readFr(field(fr, 'Valeur\u202f: '))).toBe(json.value);
					const leaves = field(en, 'Leaves evaluated: ');
					expect(leaves === 'none' ? [] : leaves.split(', ').map(readEn)).toEqual(
						json.evaluatedLeaves
					);
				}
			),
			{ numRuns: 60 }
		);
	});
});

describe('every node kind can be the root', () => {
	it.each([
		{ name: 'MAX', argv: ['[1, 2]'], kind: 'max', value: 2, line: 'Best move: to 2 (2)' },
		{
			name: 'MIN',
			argv: ['[1, 2]', '--root', 'min'],
			kind: 'min',
			value: 1,
			line: 'Best move: to 1 (1)'
		},
		{
			name: 'chance',
			argv: ['?[1, 2]'],
			kind: 'chance',
			value: 1.5,
			line: 'The root is a chance node: its value is the weighted average of its children, 1.5.'
		},
		{
			name: 'chance with probabilities over MIN nodes',
			argv: ['?[0.25: [4, 8], 0.75: [2, 6]]', '--root', 'min'],
			kind: 'chance',
			value: 2.5,
			line: 'The root is a chance node: its value is the weighted average of its children, 2.5.'
		},
		{
			name: 'a lone leaf',
			argv: ['-7.5'],
			kind: 'leaf',
			value: -7.5,
			line: 'The root is a leaf of value -7.5.'
		}
	])('$name root: valued, and named as what it is', async ({ argv, kind, value, line }) => {
		const [tree, ...rest] = argv;
		const run = await runCli('analyze', ['--tree', tree, ...rest]);
		expect(run.status).toBe(0);
		expect(field(run.stdout, 'Value: ')).toBe(String(value));
		expect(run.stdout.split('\n')[3]).toBe(line);
		const json = JSON.parse((await runCli('analyze', ['--tree', tree, ...rest, '--json'])).stdout);
		expect({ rootKind: json.rootKind, value: json.value }).toEqual({ rootKind: kind, value });
	});

	it('a chance root in French', async () => {
		const run = await runCli('analyze', ['--tree', '?[1, 2]', '--lang', 'fr']);
		expect(run.stdout.split('\n')[3]).toBe(
			'La racine est un nœud de hasard\u202f: sa valeur est la moyenne pondérée de ses enfants, 1,5.'
		);
	});
});
