/**
 * The tree's text format: a number is a leaf (`3`, `-1`, `2.5`), `[a, b, c]` a decision node,
 * `?[a, b]` a chance node with equal probabilities and `?[0.25: a, 0.75: b]` one with explicit
 * probabilities (all or none; each from 0 to 1, summing to 1). Commas separate children; spaces,
 * tabs and line breaks are free. Example: Russell and Norvig's Figure 5.2,
 * `[[3,12,8],[2,4,6],[14,5,2]]`. A recursive-descent parser that stops at the first problem,
 * checking the limits (tree.ts TREE_LIMITS) as it goes, so a huge or deeply nested text is refused
 * early without deep recursion.
 */
import { TreeError, type TextPlace, type TreeProblem } from './problems';
import {
	checkProbabilities,
	flattenTree,
	TREE_LIMITS,
	type RootPlayer,
	type Tree,
	type TreeSyntax
} from './tree';

/** Parser options. */
export interface ParseOptions {
	/** The root's player; levels alternate below it. Default 'max'. */
	readonly root?: RootPlayer;
}

const NUMBER = /[+\-\u2212]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const WORD = /[+-]?[\p{L}_][\p{L}\p{N}_.]*/uy;
const LETTER = /[A-Za-z_]/;
/** A token as messages quote it: a run of characters up to a space or punctuation of the format. */
const TOKEN = /[^\s,[\]:?]+/y;

/** 1-based line and column of `offset` in `text` (a tab counts as one column). */
export function placeOf(text: string, offset: number): TextPlace {
	let line = 1;
	let start = 0;
	for (let i = 0; i < offset && i < text.length; i++) {
		if (text[i] === '\n') {
			line++;
			start = i + 1;
		}
	}
	return { line, column: offset - start + 1 };
}

/** Distributes Omit over a union, so each problem keeps its own fields. */
type WithoutPlace<T> = T extends unknown ? Omit<T, 'line' | 'column'> : never;

class Parser {
	private pos = 0;
	private nodes = 0;

	constructor(private readonly text: string) {}

	fail(problem: WithoutPlace<TreeProblem>, at = this.pos): never {
		throw new TreeError({ ...problem, ...placeOf(this.text, at) } as TreeProblem);
	}

	skip(): void {
		const t = this.text;
		let p = this.pos;
		for (;;) {
			const c = t.charCodeAt(p);
			if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0xfeff) p++;
			else break;
		}
		this.pos = p;
	}

	/** The token at the cursor, for messages: a number, a word or one character ('' at the end). */
	found(): string {
		const t = this.text;
		if (this.pos >= t.length) return '';
		TOKEN.lastIndex = this.pos;
		const m = TOKEN.exec(t);
		if (m) return m[0].slice(0, 40);
		return String.fromCodePoint(t.codePointAt(this.pos)!);
	}

	number(): { value: number; text: string } | null {
		NUMBER.lastIndex = this.pos;
		const m = NUMBER.exec(this.text);
		if (!m) return null;
		// A number glued to letters ("3a", "1e") is a word, not a number.
		const next = this.text.charCodeAt(NUMBER.lastIndex);
		if (
			next > 0x7f
				? /[\p{L}]/u.test(this.text[NUMBER.lastIndex])
				: LETTER.test(this.text[NUMBER.lastIndex] ?? '')
		) {
			return null;
		}
		this.pos = NUMBER.lastIndex;
		return { value: Number(m[0].replace('\u2212', '-')) + 0, text: m[0] };
	}

	node(depth: number): TreeSyntax {
		this.skip();
		const at = this.pos;
		if (depth > TREE_LIMITS.maxDepth) this.fail({ kind: 'too-deep', max: TREE_LIMITS.maxDepth });
		if (++this.nodes > TREE_LIMITS.maxNodes) {
			this.fail({ kind: 'too-many-nodes', max: TREE_LIMITS.maxNodes });
		}
		const t = this.text;
		const chance = t[this.pos] === '?';
		if (chance) {
			this.pos++;
			this.skip();
			if (t[this.pos] !== '[') this.fail({ kind: 'expected-node', found: this.found() });
		}
		if (t[this.pos] === '[') {
			this.pos++;
			return this.list(depth, chance, at);
		}
		const n = this.number();
		if (n) {
			if (Math.abs(n.value) > TREE_LIMITS.maxAbsValue) {
				this.fail({ kind: 'value-range', value: n.text, max: TREE_LIMITS.maxAbsValue }, at);
			}
			return { value: n.value, chance: false, children: [], probabilities: null, at };
		}
		WORD.lastIndex = this.pos;
		const w = WORD.exec(t);
		if (w || /^[+-]?\d/.test(t.slice(this.pos, this.pos + 2))) {
			this.fail({ kind: 'non-numeric-leaf', word: this.found() });
		}
		this.fail({ kind: 'expected-node', found: this.found() });
	}

	list(depth: number, chance: boolean, at: number): TreeSyntax {
		const t = this.text;
		this.skip();
		if (t[this.pos] === ']') this.fail({ kind: 'empty-list' }, at);
		const children: TreeSyntax[] = [];
		const probabilities: (number | null)[] = [];
		for (;;) {
			this.skip();
			if (children.length === TREE_LIMITS.maxChildren) {
				this.fail({ kind: 'too-many-children', max: TREE_LIMITS.maxChildren }, at);
			}
			const entry = this.pos;
			// A probability: a number followed by ':'.
			let p: number | null = null;
			const n = this.number();
			if (n) {
				this.skip();
				if (t[this.pos] === ':') {
					if (!chance) this.fail({ kind: 'probability-outside-chance' }, entry);
					if (!(n.value >= 0 && n.value <= 1)) {
						this.fail({ kind: 'probability-range', value: n.text }, entry);
					}
					this.pos++;
					p = n.value;
				} else this.pos = entry;
			}
			if (probabilities.length > 0 && (p === null) !== (probabilities[0] === null)) {
				this.fail({ kind: 'probability-mixed' }, entry);
			}
			probabilities.push(p);
			children.push(this.node(depth + 1));
			this.skip();
			if (t[this.pos] === ',') {
				this.pos++;
				continue;
			}
			if (t[this.pos] === ']') {
				this.pos++;
				break;
			}
			this.fail({ kind: 'expected-comma', found: this.found() });
		}
		const explicit = probabilities[0] !== null ? (probabilities as number[]) : null;
		if (explicit) checkProbabilities(explicit, placeOf(t, at));
		return { value: null, chance, children, probabilities: explicit, at };
	}

	tree(): TreeSyntax {
		this.skip();
		if (this.pos >= this.text.length) this.fail({ kind: 'empty-text' });
		const root = this.node(0);
		this.skip();
		if (this.pos < this.text.length) this.fail({ kind: 'trailing-text', found: this.found() });
		return root;
	}
}

/**
 * Parses a tree's text.
 * @throws TreeError naming the problem and its line and column (problems.ts): 'empty-text',
 * 'expected-node', 'non-numeric-leaf', 'expected-comma', 'trailing-text', 'empty-list',
 * 'value-range', 'too-deep', 'too-many-nodes', 'too-many-children', 'probability-range',
 * 'probability-sum' (at the chance node), 'probability-mixed', 'probability-outside-chance'.
 */
export function parseTree(text: string, options: ParseOptions = {}): Tree {
	return flattenTree(new Parser(text).tree(), options.root ?? 'max');
}
