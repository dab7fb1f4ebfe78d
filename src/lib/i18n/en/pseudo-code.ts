/** The pseudo-code's words in English (`pseudoCode` of the catalogue; lines in stepper/pseudocode.ts). */

export const pseudoCodeEn = {
	/** "function minimax(node, depth, α, β):" */
	header: (ab: boolean) => `function minimax(${ab ? 'node, depth, α, β' : 'node, depth'}):`,
	finished: 'if node is a finished game:',
	/** "if the root's side has won: return 10 − depth" (`win`: the game's win score, 10 or 1000). */
	won: (dp: boolean, win: number) =>
		`if the root's side has won: ${dp ? `return ${win} − depth` : `return +${win}`}`,
	/** "if the root's side has lost: return depth − 10" */
	lost: (dp: boolean, win: number) =>
		`if the root's side has lost: ${dp ? `return depth − ${win}` : `return −${win}`}`,
	/** "return 0" and its comment "a draw". */
	draw: 'return 0',
	drawComment: 'a draw',
	/** "if depth is even:" (max) or "else:" (min). */
	side: (max: boolean): string => (max ? 'if depth is even:' : 'else:'),
	/** "the root's side moves: maximize" / "the other side moves: minimize". */
	sideComment: (max: boolean): string =>
		max ? "the root's side moves: maximize" : 'the other side moves: minimize',
	/** "best ← −∞" / "best ← +∞" */
	bestInit: (max: boolean): string => (max ? 'best ← −∞' : 'best ← +∞'),
	/** "for each empty cell m, in move order:" (`gravity`: Connect Four, "each column m not full"). */
	forEach: (gravity: boolean): string =>
		gravity
			? 'for each column m that is not full, in move order:'
			: 'for each empty cell m, in move order:',
	/** "v ← minimax(node + m, depth + 1, α, β)" */
	call: (ab: boolean) => `v ← minimax(node + m, depth + 1${ab ? ', α, β' : ''})`,
	/** "best ← max(best, v);  α ← max(α, best)" */
	update: (max: boolean, ab: boolean) =>
		max
			? `best ← max(best, v)${ab ? ';  α ← max(α, best)' : ''}`
			: `best ← min(best, v)${ab ? ';  β ← min(β, best)' : ''}`,
	cutoff: 'if α ≥ β: break',
	/** "beta cutoff: the remaining moves are pruned" */
	cutoffComment: (max: boolean) =>
		`${max ? 'beta' : 'alpha'} cutoff: the remaining moves are pruned`,
	returnBest: 'return best',
	failSoftComment: 'fail-soft: may lie outside [α, β]',
	/** "value ← minimax(position, 0, −∞, +∞)" */
	rootCall: (ab: boolean): string =>
		ab ? 'value ← minimax(position, 0, −∞, +∞)' : 'value ← minimax(position, 0)',
	choose: 'play the first root move (in move order) whose score equals value',
	/** Depth limit: "if depth = limit:" */
	atLimit: 'if depth = limit:',
	/** "return evaluate(node)" and its comment (the evaluation function, evaluation.ts). */
	evaluate: 'return evaluate(node)',
	evaluateComment:
		'a horizon leaf: each line the opponent has not blocked adds 1, 4, 16 for 1, 2, 3 own marks; minus the same for the opponent',
	/** Transposition table: "if the table holds node and its entry answers [α, β]:" */
	inTable: (ab: boolean): string =>
		ab ? 'if node is in the table and its entry answers [α, β]:' : 'if node is in the table:',
	/** "return the entry's value" and its comment (when an entry answers). */
	lookup: 'return entry.value',
	lookupComment: 'a table hit: exact, lower bound ≥ β or upper bound ≤ α',
	/** "store node → (best, bound) in the table" and its comment (which bound). */
	store: (ab: boolean): string => (ab ? 'table[node] ← (best, bound)' : 'table[node] ← best'),
	storeComment: (ab: boolean): string =>
		ab
			? 'exact; lower bound if best ≥ β; upper bound if best ≤ α'
			: 'exact: plain minimax searches every move',
	/** Iterative deepening: "for limit = 1, 2, 3… while time remains:" and its comment. */
	deepening: 'for limit = 1, 2, 3… while time remains:',
	deepeningComment: 'iterative deepening: the previous best line is tried first'
};
