/**
 * The words of the search's pseudo-code (src/lib/stepper/pseudocode.ts builds its lines, indents
 * and anchors; a language gives the text of each line). Arguments say which variant a line is for:
 * `alphaBeta` (the window α, β is passed), `depthPenalty` (wins and losses scored by depth), `max`
 * (the maximizer's half of the function, else the minimizer's).
 */
export interface PseudoCodeWords {
	/** "function minimax(node, depth, α, β):" */
	header(alphaBeta: boolean): string;
	/** "if node is a finished game:" */
	finished: string;
	/** "if the root's side has won: return 10 − depth" (`win`: the game's win score, 10 or 1000). */
	won(depthPenalty: boolean, win: number): string;
	/** "if the root's side has lost: return depth − 10" */
	lost(depthPenalty: boolean, win: number): string;
	/** "return 0" and its comment "a draw". */
	draw: string;
	drawComment: string;
	/** "if depth is even:" (max) or "else:" (min). */
	side(max: boolean): string;
	/** "the root's side moves: maximize" / "the other side moves: minimize". */
	sideComment(max: boolean): string;
	/** "best ← −∞" / "best ← +∞" */
	bestInit(max: boolean): string;
	/** "for each empty cell m, in move order:" (`gravity`: Connect Four, "each column m not full"). */
	forEach(gravity: boolean): string;
	/** "v ← minimax(node + m, depth + 1, α, β)" */
	call(alphaBeta: boolean): string;
	/** "best ← max(best, v);  α ← max(α, best)" */
	update(max: boolean, alphaBeta: boolean): string;
	/** "if α ≥ β: break" */
	cutoff: string;
	/** "beta cutoff: the remaining moves are pruned" */
	cutoffComment(max: boolean): string;
	/** "return best" */
	returnBest: string;
	/** "fail-soft: may lie outside [α, β]" */
	failSoftComment: string;
	/** "value ← minimax(position, 0, −∞, +∞)" */
	rootCall(alphaBeta: boolean): string;
	/** "play the first root move (in move order) whose score equals value" */
	choose: string;
	/** Depth limit: "if depth = limit:" */
	atLimit: string;
	/** "return evaluate(node)" and its comment (the evaluation function, evaluation.ts). */
	evaluate: string;
	evaluateComment: string;
	/** Transposition table: "if the table holds node and its entry answers [α, β]:" */
	inTable(alphaBeta: boolean): string;
	/** "return the entry's value" and its comment (when an entry answers). */
	lookup: string;
	lookupComment: string;
	/** "store node → (best, bound) in the table" and its comment (which bound). */
	store(alphaBeta: boolean): string;
	storeComment(alphaBeta: boolean): string;
	/** Iterative deepening: "for limit = 1, 2, 3… while time remains:" and its comment. */
	deepening: string;
	deepeningComment: string;
}
