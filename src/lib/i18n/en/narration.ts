/**
 * The lessons' narrations in English (NarrationCatalogue): one writer per narration code, fed the
 * values the lesson data computed from the recorded search (src/lib/lessons/data/*.ts), so every
 * number said is the search's own. Cells arrive 0-8 and are said 1-9 ("cell 8"), or as coordinates
 * with the number ("c1 (cell 9)") in the win-before-block lesson; scores from the root's side.
 */
import type { Bound } from '$lib/engine';
import type { NarrationCatalogue } from '$lib/lessons';
import type { CutoffValues } from '$lib/lessons/data/alpha-beta';
import type { HalfValues } from '$lib/lessons/data/proof';
import { numbersEn } from './numbers';
import { stepsEn } from './steps';
import { techniqueNarrationEn } from './narration-techniques';
import { solverNarrationEn } from './solver-lesson';
import { mctsNarrationEn } from './mcts-lesson';

const { integer, decimal, score } = numbersEn;
const list = stepsEn.list;
const cell = (c: number) => `cell ${c + 1}`;
const Cell = (c: number) => `Cell ${c + 1}`;
const cells = (cs: readonly number[]) => list(cs.map((c) => String(c + 1)));
/** "a1" style coordinates: columns a-c left to right, rows 1-3 bottom to top (docs/game-rules.md). */
const coord = (c: number) => `${'abc'[c % 3]}${3 - Math.floor(c / 3)} (cell ${c + 1})`;
const path = (p: readonly number[]) =>
	p.length === 0 ? 'the root' : `the position after ${p.map(cell).join(' then ')}`;
const scored = (cs: readonly number[], ss: readonly number[], name = cell) =>
	list(cs.map((c, k) => `${name(c)}: ${score(ss[k])}`));
const withBound = (v: number, b: Bound) => stepsEn.valueWithBound(v, b);
const outcomeText = (o: 'X' | 'O' | 'draw') =>
	o === 'draw' ? 'the game is a draw' : `${o} has won`;
const depths = (ds: readonly number[]) =>
	`depth${ds.length > 1 ? 's' : ''} ${list(ds.map(String))}`;

/** Why a leaf scores what it does: "2 - 10 = -8" with the depth penalty, else the score. */
function leafFormula(depth: number, value: number): string {
	if (value > 0 && value === 10 - depth && value !== 10) return `10 - ${depth} = ${value}`;
	if (value < 0 && value === depth - 10 && value !== -10) return `${depth} - 10 = ${value}`;
	return score(value);
}

function ties(cs: readonly number[], ss: readonly number[], value: number): number[] {
	return cs.filter((_, k) => ss[k] === value);
}

function cutoff(where: string, v: CutoffValues): string {
	const test = v.maximizing
		? `alpha ${score(v.alpha)} >= beta ${score(v.beta)}, a beta cutoff`
		: `beta ${score(v.beta)} <= alpha ${score(v.alpha)}, an alpha cutoff`;
	const kind = v.maximizing ? 'a max node' : 'a min node';
	const pruned =
		v.pruned.length === 0
			? 'No move was left to prune: the test passed after the last one.'
			: `${v.pruned.length === 1 ? 'Move' : 'Moves'} ${cells(v.pruned)} ${v.pruned.length === 1 ? 'is' : 'are'} pruned, never searched.`;
	return (
		`${where}, at ${path(v.path)} (${kind}): ${test}. ` +
		`The node returns ${withBound(v.value, v.bound)}, a bound, not an exact value. ${pruned}`
	);
}

function half(name: string, h: HalfValues): string {
	const wins = h.aiWins.map((w) => `${integer(w.count)} on ply ${w.ply}`);
	return (
		`${name}: ${integer(h.games)} games; the AI wins ${wins.length ? list(wins) : 'none'}, ` +
		`${integer(h.draws)} draws, the human wins ${integer(h.humanWins)}.`
	);
}

export const narrationEn: NarrationCatalogue = {
	...techniqueNarrationEn,
	...solverNarrationEn,
	...mctsNarrationEn,
	'game-tree.root': (v) =>
		`This is the root of the search tree: the position to decide. ${v.toMove} is to move with ${v.empty} empty cells, so the root has ${v.moves} moves. The whole tree has ${integer(v.nodes)} nodes.`,
	'game-tree.moves': (v) =>
		`Each move is an edge from the root to a child: ${v.toMove} can play cells ${cells(v.cells)}, one child node each.`,
	'game-tree.leaf': (v) =>
		`A leaf is a finished game. After ${v.path.map(cell).join(' then ')}, ${outcomeText(v.outcome)}: this leaf is at depth ${v.depth}, ${v.depth} plies below the root.`,
	'game-tree.leaves': (v) =>
		`The tree has ${v.leaves} leaves: X wins ${v.xWins}, O wins ${v.oWins} and ${v.draws} are draws. The games end at ${depths(v.depths)}.`,
	'game-tree.levels': (v) =>
		`${v.maximizer}, the side to move at the root, is the maximizer (▲): it takes the highest score, at ${depths(v.maximizerDepths)}. ${v.minimizer} is the minimizer (▼): it takes the lowest, at ${depths(v.minimizerDepths)}.`,
	'game-tree.size': (v) =>
		`In all: ${integer(v.nodes)} nodes, ${v.leaves} leaves and ${v.inner} inner nodes, down to depth ${v.maxDepth}. Plain minimax examines every one of them.`,
	'minimax.start': (v) =>
		`The search starts at the root. ${v.maximizer} is to move: the maximizer. It tries its ${v.moves} moves one after the other, going all the way down each one before the next.`,
	'minimax.first-leaf': (v) =>
		`The first finished game: after ${v.path.map(cell).join(' then ')}, ${outcomeText(v.outcome)}, at depth ${v.depth}. Its score: ${leafFormula(v.depth, v.score)}.`,
	'minimax.min-returns': (v) =>
		`After ${cell(v.cell)}, ${v.minimizer} is to move: the minimizer takes the smallest of its children's values, ${list(v.scores.map(score))}. So this node returns ${score(v.value)} to the root.`,
	'minimax.update': (v) =>
		`${Cell(v.cell)} returned ${score(v.value)}. The root's best so far was ${score(v.bestBefore)}; ` +
		(v.improved
			? `${score(v.value)} is higher, so the best so far becomes ${score(v.best)}.`
			: `${score(v.value)} is not higher, so it stays ${score(v.best)}.`),
	'minimax.choose': (v) =>
		`Every move is scored: ${scored(v.cells, v.scores)}. The maximizer plays ${cell(v.best)}, the highest score, and the root's minimax value is ${score(v.value)}.`,
	'depth-penalty.position': (v) =>
		`${v.toMove} to move; the free cells are ${cells(v.free)}. ` +
		(v.wins.length
			? `${v.toMove} can win at once on ${list(v.wins.map(cell))}.`
			: `${v.toMove} has no immediate win.`) +
		(v.wins.includes(v.chosen)
			? ` The AI plays ${cell(v.chosen)}.`
			: ` Yet ${v.depthPenalty ? 'with' : 'without'} the depth penalty the AI plays ${cell(v.chosen)}, as the table shows: why?`),
	'depth-penalty.without': (v) => {
		const tied = ties(v.cells, v.scores, v.value);
		return (
			`Without the depth penalty every win scores 10 and every loss -10: ${scored(v.cells, v.scores)}. ` +
			(tied.length > 1
				? `${Cell(tied[0])}${tied.length > 2 ? ', ' : ' and '}${list(tied.slice(1).map(cell))} tie at ${score(v.value)}, and the tie-break keeps the first one tried: the AI plays ${cell(v.best)}.`
				: `The AI plays ${cell(v.best)}.`)
		);
	},
	'depth-penalty.later': (v) =>
		v.best === v.quick
			? `${Cell(v.best)} wins at depth ${v.bestDepth}, the quickest win.`
			: `${Cell(v.best)} does win, but only at depth ${v.bestDepth}; ${cell(v.quick)} wins at depth ${v.quickDepth}. Without the depth penalty minimax cannot tell them apart.`,
	'depth-penalty.with': (v) =>
		`With the depth penalty a win at depth d scores 10 - d and a loss d - 10: ${scored(v.cells, v.scores)}. The AI plays ${cell(v.best)}, value ${score(v.value)}: the quickest win.`,
	'depth-penalty.rule': (v) =>
		`Each score comes from the game the move leads to: ${list(v.cells.map((c, k) => `${cell(c)}: ${score(v.scores[k])} (depth ${v.depths[k]})`))}. A sooner win scores more; a later loss costs less.`,
	'win-before-block.position': (v) =>
		`${v.toMove} to move. ` +
		(v.wins.length
			? `${v.toMove} wins at once on ${list(v.wins.map(coord))}`
			: `${v.toMove} has no immediate win`) +
		(v.threats.length
			? `; the other side threatens to win on ${list(v.threats.map(coord))}.`
			: '; the other side has no threat.'),
	'win-before-block.choice': (v) =>
		`The scores: ${scored(v.cells, v.scores, coord)}. The AI plays ${coord(v.best)}, value ${score(v.value)}: it wins at once.`,
	'win-before-block.block': (v) =>
		`Blocking on ${coord(v.cell)} only scores ${score(v.score)}: ${v.score === 0 ? 'a draw' : 'not the best'}.`,
	'win-before-block.others': (v) =>
		`${list(v.cells.map(coord))} neither win nor block: each scores ${score(v.score)}, because the reply on ${coord(v.reply)} wins.`,
	'win-before-block.no-penalty': (v) =>
		`Without the depth penalty: ${scored(v.cells, v.scores, coord)}. The AI plays ${coord(v.best)}, value ${score(v.value)}: winning comes before blocking either way.`,
	'alpha-beta.plain': (v) =>
		`Plain minimax examines ${integer(v.nodes)} nodes to choose ${cell(v.best)} (value ${score(v.value)}).`,
	'alpha-beta.pruned': (v) =>
		`Alpha-beta examines ${integer(v.nodes)} nodes instead of ${integer(v.plainNodes)}: ${integer(v.skipped)} are skipped, ` +
		(v.best === v.plainBest
			? `and the choice is the same, ${cell(v.best)} (value ${score(v.value)}).`
			: `and it chooses ${cell(v.best)} instead of ${cell(v.plainBest)} (value ${score(v.value)}).`),
	'alpha-beta.window': (v) =>
		`${Cell(v.cell)} returned ${score(v.value)}, so the root's window becomes [${score(v.alpha)}, ${score(v.beta)}]: alpha = ${score(v.alpha)}, the score the maximizer is already sure of. A move that cannot beat it does not matter.`,
	'alpha-beta.first-cutoff': (v) => cutoff('The first cutoff', v),
	'alpha-beta.first-prune': (v) => cutoff('The first cutoff that prunes a move', v),
	'alpha-beta.root-cutoff': (v) => cutoff('A cutoff right below the root', v),
	'alpha-beta.bounds': (v) =>
		`At the root: ${list(v.cells.map((c, k) => `${cell(c)}: ${withBound(v.scores[k], v.bounds[k])}`))}. A bound is only a limit, never a tie with the best move: the AI plays ${cell(v.best)}.`,
	'move-ordering.plain': (v) =>
		`Plain minimax from the empty board, without the depth penalty: ${integer(v.nodes)} nodes to choose ${cell(v.best)}, value ${score(v.value)} (a draw with best play).`,
	'move-ordering.alpha-beta': (v) =>
		`Alpha-beta in index order: ${integer(v.nodes)} nodes, ${decimal(v.fewer, 1)} times fewer than ${integer(v.plainNodes)}, for the same value ${score(v.value)}. It plays ${cell(v.best)}.`,
	'move-ordering.center-first': (v) =>
		`Alpha-beta trying the centre first, then the corners, then the edges: ${integer(v.nodes)} nodes instead of ${integer(v.indexNodes)} in index order, ${decimal(v.fewer, 1)} times fewer than plain minimax's ${integer(v.plainNodes)}. It plays ${cell(v.best)} (value ${score(v.value)}).`,
	'move-ordering.first-move': (v) =>
		`The first move tried, ${cell(v.cell)}, takes ${integer(v.firstNodes)} nodes and already proves the value ${score(v.value)}. The ${v.others} other moves together need only ${integer(v.otherNodes)}: a good move first makes the cutoffs come early.`,
	'move-ordering.compare': (v) =>
		`Node counts without the depth penalty: minimax ${integer(v.withoutPenalty.minimax)}, alpha-beta ${integer(v.withoutPenalty['alpha-beta'])}, centre first ${integer(v.withoutPenalty['center-first'])}. With it: ${integer(v.withPenalty.minimax)}, ${integer(v.withPenalty['alpha-beta'])} and ${integer(v.withPenalty['center-first'])}.`,
	'move-ordering.openings': (v) =>
		`After one opening mark, plain minimax needs ${integer(v.minimaxByKind.corner)} nodes after a corner, ${integer(v.minimaxByKind.edge)} after an edge and ${integer(v.minimaxByKind.centre)} after the centre. Alpha-beta needs ${Math.round(v.fewer['alpha-beta'].min)} to ${Math.round(v.fewer['alpha-beta'].max)} times fewer, and centre first ${integer(v.centerFirstNodes.min)} to ${integer(v.centerFirstNodes.max)} nodes.`,
	'proof.method': (v) =>
		`The proof: the human (X) tries every legal move at every turn; the AI (O) answers with its one best move. With the human first that makes ${integer(v.humanFirst)} different games, with the AI first ${integer(v.aiFirst)}: ${integer(v.total)} in all.`,
	'proof.with-penalty': (v) =>
		`With the depth penalty. ${half('Human first', v.humanFirst)} ${half('AI first', v.aiFirst)}`,
	'proof.without-penalty': (v) =>
		`Without the depth penalty. ${half('Human first', v.humanFirst)} ${half('AI first', v.aiFirst)}`,
	'proof.never': (v) =>
		v.humanEverWins
			? `Over all ${integer(v.games)} games the human wins ${integer(v.humanWins)}: the AI can be beaten.`
			: `Over all ${integer(v.games)} games the human wins ${integer(v.humanWins)}: the AI never loses.`,
	'proof.answer': (v) =>
		`When the human opens on ${cell(v.opening)}, the AI answers ${cell(v.answer)} (value ${score(v.value)}). The proof plays ${integer(v.games)} games after that opening.`,
	'whole-tree.nodes': (v) =>
		`The whole tree of plain minimax from the empty board: ${integer(v.nodes)} nodes, the root and ${integer(v.belowRoot)} positions below it.`,
	'whole-tree.games': (v) =>
		`Its leaves are the ${integer(v.games)} possible games: X wins ${integer(v.xWins)}, O wins ${integer(v.oWins)} and ${integer(v.draws)} are draws.`,
	'whole-tree.positions': (v) =>
		`Yet there are only ${integer(v.positions)} different positions: on average each one appears ${decimal(v.perPosition, 1)} times among the ${integer(v.nodes)} nodes.`,
	'whole-tree.transpositions': (v) =>
		`The highlighted position appears in ${integer(v.count)} nodes, all at depth ${v.depth}: each is reached by another move order, a transposition.`,
	'whole-tree.subtree': (v) =>
		`One of them, reached by cells ${cells(v.path)}: its subtree has ${integer(v.nodes)} nodes` +
		(v.nodes === v.searchNodes
			? `, exactly the ${integer(v.searchNodes)} of its own search in the depth-penalty lesson.`
			: `; its own search examines ${integer(v.searchNodes)}.`)
};
