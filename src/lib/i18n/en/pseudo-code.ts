/** The pseudo-code's words in English (`pseudoCode` of the catalogue; lines in stepper/pseudocode.ts). */
import type { PseudoCodeWords } from '../pseudo-code-words';

export const pseudoCodeEn: PseudoCodeWords = {
	header: (ab: boolean) => `function minimax(${ab ? 'node, depth, α, β' : 'node, depth'}):`,
	finished: 'if node is a finished game:',
	won: (dp: boolean, win: number) =>
		`if the root's side has won: ${dp ? `return ${win} − depth` : `return +${win}`}`,
	lost: (dp: boolean, win: number) =>
		`if the root's side has lost: ${dp ? `return depth − ${win}` : `return −${win}`}`,
	draw: 'return 0',
	drawComment: 'a draw',
	side: (max: boolean) => (max ? 'if depth is even:' : 'else:'),
	sideComment: (max: boolean) =>
		max ? "the root's side moves: maximize" : 'the other side moves: minimize',
	bestInit: (max: boolean) => (max ? 'best ← −∞' : 'best ← +∞'),
	forEach: (gravity: boolean) =>
		gravity
			? 'for each column m that is not full, in move order:'
			: 'for each empty cell m, in move order:',
	call: (ab: boolean) => `v ← minimax(node + m, depth + 1${ab ? ', α, β' : ''})`,
	update: (max: boolean, ab: boolean) =>
		max
			? `best ← max(best, v)${ab ? ';  α ← max(α, best)' : ''}`
			: `best ← min(best, v)${ab ? ';  β ← min(β, best)' : ''}`,
	cutoff: 'if α ≥ β: break',
	cutoffComment: (max: boolean) =>
		`${max ? 'beta' : 'alpha'} cutoff: the remaining moves are pruned`,
	returnBest: 'return best',
	failSoftComment: 'fail-soft: may lie outside [α, β]',
	rootCall: (ab: boolean) =>
		ab ? 'value ← minimax(position, 0, −∞, +∞)' : 'value ← minimax(position, 0)',
	choose: 'play the first root move (in move order) whose score equals value',
	atLimit: 'if depth = limit:',
	evaluate: 'return evaluate(node)',
	evaluateComment:
		'a horizon leaf: each line the opponent has not blocked adds 1, 4, 16 for 1, 2, 3 own marks; minus the same for the opponent',
	inTable: (ab: boolean) =>
		ab ? 'if node is in the table and its entry answers [α, β]:' : 'if node is in the table:',
	lookup: 'return entry.value',
	lookupComment: 'a table hit: exact, lower bound ≥ β or upper bound ≤ α',
	store: (ab: boolean) => (ab ? 'table[node] ← (best, bound)' : 'table[node] ← best'),
	storeComment: (ab: boolean) =>
		ab
			? 'exact; lower bound if best ≥ β; upper bound if best ≤ α'
			: 'exact: plain minimax searches every move',
	deepening: 'for limit = 1, 2, 3… while time remains:',
	deepeningComment: 'iterative deepening: the previous best line is tried first'
};
