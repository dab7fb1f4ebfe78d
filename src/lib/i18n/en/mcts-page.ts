/** Monte Carlo tree search on the page, in English (../mcts-page-messages.ts). */
import type { Outcome } from '$lib/engine';
import type { MoveWriter } from '../messages';
import type { MctsNarration } from '../mcts-page-messages';
import type { MctsPhase } from '$lib/mcts';
import { joinList } from '../format';
import { mctsFigures } from '../mcts-figures';
import { numbersEn } from './numbers';

const { integer, decimal, milliseconds } = numbersEn;

const resultEn = (r: Outcome) => (r === 'draw' ? 'a draw' : `${r} wins`);
const list = (items: string[]) => joinList(items, 'and');
const figures = mctsFigures(numbersEn);

/** The English MCTS strings, moves written by `move` ("cell 5", "column 4"). */
export function makeMctsPageEn(move: MoveWriter) {
	const phase: Record<MctsPhase, string> = {
		selection: 'Selection',
		expansion: 'Expansion',
		playout: 'Playout',
		backpropagation: 'Backpropagation'
	};
	return {
		/** The choice's name: "Algorithm". */
		algorithm: 'Algorithm',
		minimax: 'Minimax / alpha-beta',
		mcts: 'Monte Carlo tree search',
		iterations: 'Iterations',
		seed: 'Seed',
		exploration: 'Exploration constant',
		/** The settings' group name (screen readers). */
		settingsLabel: 'Monte Carlo tree search settings',
		badIterations: (min: number, max: number) =>
			`Iterations: give a whole number from ${integer(min)} to ${integer(max)}. Nothing changed.`,
		badSeed: `Seed: give a whole number from 0 to ${integer(4294967295)}. Nothing changed.`,
		badExploration: (min: number, max: number) =>
			`Exploration constant: give a number from ${min} to ${max}, for example 1.414 (√2). Nothing changed.`,
		/** A number of iterations in the menu: "1,000". */
		iterationsOption: (n: number) => integer(n),
		/** The four phases' names: "Selection"… */
		phase,
		/** The tree view's name. */
		treeLabel: 'Monte Carlo search tree',
		/** The legend's title. */
		legend: 'The four phases',
		legendNotes: 'Edge width: visits. Dotted line: the playout. N visits, W wins.',
		/** A node's visits and wins as drawn in it, one line each: "N 12", "W 7.5" (its title's start, after the move). */
		nodeVisits: figures.visits,
		nodeWins: figures.wins,
		/** A node's text on hover and focus: "cell 5: N 12, W 7.5, W/N 0.63, UCT 1.21". */
		nodeTitle: (
			m: number | null,
			n: number,
			w: number,
			r: number | null,
			uct: number | null,
			p: 'selection' | 'expansion' | 'backpropagation' | 'playout' | null
		) =>
			`${m === null ? 'Root' : move(m)}: ${figures.node(n, w, r, uct)}` +
			(p === null ? '' : ` (${phase[p].toLowerCase()})`),
		/** Under the tree: "120 of 1,234 nodes drawn (the most visited)." */
		capped: (drawn: number, total: number) =>
			drawn < total
				? `${integer(drawn)} of ${integer(total)} nodes drawn (the most visited, and the current path).`
				: `All ${integer(total)} nodes drawn.`,
		/** The playout's label at the end of its dotted line: "3 random moves: X wins". */
		playoutLabel: (moves: number, result: Outcome) =>
			`${integer(moves)} random move${moves === 1 ? '' : 's'}: ${resultEn(result)}`,
		/** The step mode's choice. */
		stepBy: 'Step',
		byPhase: 'by phase',
		byIteration: 'by iteration',
		/** "Iteration 31 of 1,000 · Expansion". */
		stepPosition: (i: number, n: number, p: string) =>
			`Iteration ${integer(i + 1)} of ${integer(n)} · ${p}`,
		/** The step's narration. */
		narration: (s: MctsNarration) => {
			const it = `Iteration ${integer(s.iteration + 1)}. `;
			switch (s.phase) {
				case 'selection': {
					const picks = s.picks.map((p) => figures.pick(move(p.move), p.winRate, p.uct));
					const start =
						picks.length === 0
							? 'Selection: the root still has untried moves, so selection stops at the root'
							: `Selection: UCT picks ${list(picks)}`;
					return (
						it +
						start +
						(s.terminal === null
							? '.'
							: `, a finished game (${resultEn(s.terminal)}): nothing to expand.`)
					);
				}
				case 'expansion':
					return `${it}Expansion: ${move(s.move)}, an untried move drawn at random, becomes a new node (N 0).`;
				case 'playout':
					return `${it}Playout: random moves ${list(s.moves.map(move))} until the game ends: ${resultEn(s.result)}.`;
				case 'backpropagation':
					return (
						`${it}Backpropagation: the result (${resultEn(s.result)}) goes up the ${integer(s.nodes)} nodes of the path: ` +
						'each gets N + 1, and W + 1 when the player who moved into it won, + 0.5 for a draw.'
					);
			}
		},
		/** The pseudo-code's title and lines (the phase of each line in `codePhases`). */
		codeTitle: 'Pseudo-code: the four phases',
		code: [
			'repeat for each iteration:',
			'  node ← root',
			'  while node is fully expanded and the game goes on:',
			'    node ← the child with the highest UCT = W/N + c·√(ln N_parent / N)',
			'  if the game goes on at node:',
			'    node ← a new child for one untried move (drawn at random)',
			'  result ← random moves from node until the game ends',
			'  for each node of the path, from node up to the root:',
			'    N ← N + 1;  W ← W + 1 for a win of the player who moved into it, + 0.5 for a draw',
			'play the most visited child of the root'
		],
		/** The run's summary: "1,000 iterations, seed 0, c = 1.41: 2,345 nodes, 31.2 ms." */
		summary: (iterations: number, seed: number, c: number, nodes: number, ms: number) =>
			`${integer(iterations)} iterations, seed ${seed}, c = ${decimal(c, 2)}: ${integer(nodes)} nodes, ${milliseconds(ms)}.`,
		/** The candidate table. */
		tableCaption:
			'Monte Carlo tree search: each move’s visits and win rate, beside its exact value',
		move: 'Move',
		visits: 'Visits',
		winRate: 'Win rate',
		exact: 'Exact value',
		/** "cell 5 (most visited)". */
		chosen: (m: number) => `Chosen: ${move(m)} (the most visited)`,
		/** "Visits in all: 1,000 (one per iteration)". */
		visitsTotal: (total: number) => `Visits in all: ${integer(total)} (one per iteration)`,
		/** An exact minimax value and its result: "+9 (win)". */
		exactValue: (v: number) =>
			`${v > 0 ? '+' : ''}${integer(v)} (${v > 0 ? 'win' : v < 0 ? 'loss' : 'draw'})`,
		/** Where the exact values come from: 'search', 'solver' or 'none'. */
		exactSource: (source: 'search' | 'solver' | 'none'): string =>
			source === 'search'
				? 'Exact values: a minimax search (alpha-beta) of the whole tree under each move.'
				: source === 'solver'
					? 'Exact values: the Connect Four solver.'
					: 'Exact values: not found within the time allowed (—).',
		/** A win rate: "0.62". */
		rate: figures.rate,
		/** The chart. */
		chartTitle: 'Win rate against iterations',
		chartIterations: 'iterations',
		chartWinRate: 'win rate',
		chartExactNote: 'Dashed: the exact value as a win rate (win 1, draw 0.5, loss 0).',
		/** The run in progress. */
		running: 'Monte Carlo tree search is running…'
	};
}
