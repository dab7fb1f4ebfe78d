/**
 * A naive reference for the stepper, used only by the tests: walks the record recursively, replays
 * the search's loop with its own variables (window, best, best child), recomputes leaf scores,
 * bounds and pruned cells from the board masks, and emits every step into an array, with a snapshot
 * of the call stack at each step when asked. Independent of src/lib/stepper except for the types.
 */
import {
	hasLine,
	type Bound,
	type Outcome,
	type SearchRecord,
	windowValue
} from '$lib/engine/index';
import { pseudoCode, type Frame, type Step, type StepKind } from '$lib/stepper/index';

export interface ReferenceOptions {
	alphaBeta: boolean;
	depthPenalty: boolean;
}

export interface ReferenceRun {
	steps: Step[];
	/** stacks[k]: the call stack at step k (only when asked). */
	stacks: Frame[][];
	/** lastEntered[k]: the largest node entered by step k. */
	lastEntered: number[];
}

function lineOf(opts: ReferenceOptions, code: string): number {
	const line = pseudoCode(opts).lines.find((l) => l.code.startsWith(code));
	if (!line) throw new Error(`No pseudo-code line starts with "${code}"`);
	return line.number;
}

function copyFrame(f: Frame): Frame {
	return {
		node: f.node,
		move: f.move,
		depth: f.depth,
		maximizing: f.maximizing,
		alpha: f.alpha,
		beta: f.beta,
		best: f.best,
		bestChild: f.bestChild,
		bestMove: f.bestMove,
		child: f.child
	};
}

export function referenceSteps(
	record: SearchRecord,
	opts: ReferenceOptions,
	withStacks = false
): ReferenceRun {
	const steps: Step[] = [];
	const stacks: Frame[][] = [];
	const lastEnteredList: number[] = [];
	const stack: Frame[] = [];
	let lastEntered = -1;
	const lines = {
		enter: lineOf(opts, 'function minimax'),
		win: lineOf(opts, "if the root's side has won"),
		loss: lineOf(opts, "if the root's side has lost"),
		draw: lineOf(opts, 'return 0'),
		maxUpdate: lineOf(opts, 'best ← max'),
		minUpdate: lineOf(opts, 'best ← min'),
		maxReturn: -1,
		minReturn: -1,
		maxCutoff: -1,
		minCutoff: -1,
		choose: lineOf(opts, 'play the first')
	};
	const all = pseudoCode(opts).lines;
	const returns = all.filter((l) => l.code === 'return best').map((l) => l.number);
	lines.maxReturn = returns[0];
	lines.minReturn = returns[1];
	const cutoffs = all.filter((l) => l.code.startsWith('if α ≥ β')).map((l) => l.number);
	lines.maxCutoff = cutoffs[0] ?? -1;
	lines.minCutoff = cutoffs[1] ?? -1;

	const moveOf = (i: number | null): number | null =>
		i === null || record.move[i] < 0 ? null : record.move[i];

	function emit(step: Omit<Step, 'k'>): void {
		steps.push({ k: steps.length, ...step } as Step);
		lastEnteredList.push(lastEntered);
		if (withStacks) stacks.push(stack.map(copyFrame));
	}

	function visit(i: number, lo: number, hi: number): [number, Bound] {
		if (windowValue(record.alpha[i]) !== lo || windowValue(record.beta[i]) !== hi) {
			throw new Error(`Node ${i}: recorded window differs from the replayed one`);
		}
		lastEntered = i;
		const entryLo = lo;
		const entryHi = hi;
		const depth = record.depth[i];
		const maximizing = depth % 2 === 0;
		const x = record.xMask[i];
		const o = record.oMask[i];
		const outcome: Outcome | null = hasLine(x)
			? 'X'
			: hasLine(o)
				? 'O'
				: (x | o) === 0x1ff
					? 'draw'
					: null;
		const leaf = outcome !== null;
		const evaluation =
			outcome === null
				? null
				: outcome === 'draw'
					? 'draw'
					: outcome === record.rootMover
						? 'win'
						: 'loss';
		const frame: { -readonly [K in keyof Frame]: Frame[K] } = {
			node: i,
			move: moveOf(i),
			depth,
			maximizing,
			alpha: lo,
			beta: hi,
			best: leaf ? null : maximizing ? -Infinity : Infinity,
			bestChild: null,
			bestMove: null,
			child: null
		};
		stack.push(frame);
		// Written out field by field: object spread of a closure object was pathologically slow here.
		const plain = (kind: StepKind, line: number): Omit<Step, 'k'> => ({
			kind,
			node: i,
			parent: record.parent[i],
			depth,
			move: moveOf(i),
			maximizing,
			leaf,
			child: null,
			childMove: null,
			value: null,
			bound: null,
			outcome,
			evaluation,
			alphaBefore: lo,
			betaBefore: hi,
			alpha: lo,
			beta: hi,
			bestBefore: frame.best,
			best: frame.best,
			bestChild: frame.bestChild,
			bestMove: frame.bestMove,
			improved: false,
			windowChange: null,
			pruned: [],
			pseudoLine: line
		});
		emit(plain('enter', lines.enter));
		const last: StepKind = i === 0 ? 'choose' : 'return';
		if (leaf) {
			const score = opts.depthPenalty ? 10 - depth : 10;
			const v = evaluation === 'win' ? score : evaluation === 'loss' ? -score : 0;
			const line = lines[evaluation as 'win' | 'loss' | 'draw'];
			emit({ ...plain('evaluate', line), value: v, bound: 'exact' });
			emit({
				...plain(last, last === 'choose' ? lines.choose : line),
				value: v,
				bound: 'exact'
			});
			stack.pop();
			return [v, 'exact']; // a finished game's score is exact whatever the window
		}
		let best = maximizing ? -Infinity : Infinity;
		let bestChild: number | null = null;
		const searched: number[] = [];
		let cut = false;
		for (let c = i + 1; c < record.end[i]; c = record.end[c]) {
			if (cut) throw new Error(`Node ${i}: a child after the cutoff`);
			const alphaBefore = lo;
			const betaBefore = hi;
			const bestBefore = best;
			frame.child = c;
			const [v, childBound] = visit(c, lo, hi);
			frame.child = null;
			searched.push(record.move[c]);
			let improved = false;
			if (maximizing ? v > best : v < best) {
				best = v;
				bestChild = c;
				improved = true;
			}
			if (opts.alphaBeta) {
				if (maximizing) lo = Math.max(lo, best);
				else hi = Math.min(hi, best);
			}
			frame.alpha = lo;
			frame.beta = hi;
			frame.best = best;
			frame.bestChild = bestChild;
			frame.bestMove = moveOf(bestChild);
			emit({
				...plain('update', maximizing ? lines.maxUpdate : lines.minUpdate),
				child: c,
				childMove: moveOf(c),
				value: v,
				bound: childBound,
				alphaBefore,
				betaBefore,
				bestBefore,
				improved,
				windowChange: lo !== alphaBefore ? 'alpha' : hi !== betaBefore ? 'beta' : null
			});
			if (opts.alphaBeta && lo >= hi) cut = true;
		}
		const ownBound: Bound = !opts.alphaBeta
			? 'exact'
			: best <= entryLo
				? 'upper'
				: best >= entryHi
					? 'lower'
					: 'exact';
		if (cut) {
			const pruned: number[] = [];
			for (let cell = 0; cell < 9; cell++) {
				if (((x | o) & (1 << cell)) === 0 && !searched.includes(cell)) pruned.push(cell);
			}
			emit({
				...plain('cutoff', maximizing ? lines.maxCutoff : lines.minCutoff),
				value: best,
				bound: ownBound,
				pruned
			});
		}
		emit({
			...plain(
				last,
				last === 'choose' ? lines.choose : maximizing ? lines.maxReturn : lines.minReturn
			),
			child: last === 'choose' ? bestChild : null,
			childMove: last === 'choose' ? moveOf(bestChild) : null,
			value: best,
			bound: ownBound
		});
		if (record.value[i] !== best) throw new Error(`Node ${i}: value ${best} != recorded`);
		stack.pop();
		return [best, ownBound];
	}

	visit(0, -Infinity, Infinity);
	return { steps, stacks, lastEntered: lastEnteredList };
}
