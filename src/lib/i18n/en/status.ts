/**
 * The English status line (`status` of the catalogue): one sentence per status part (./status.ts),
 * naming players by name and mark and cells with the catalogue's cell writer.
 */
import type { CellWriter, MoveWriter, Renderers } from '../messages';
import type { Player, ShortfallValue, StatusPart } from '$lib/game';

/** A person's name, or their seat's default label. */
export function personName(player: Player & { kind: 'person' }): string {
	return player.name || `Player ${player.seat + 1}`;
}

/** The player as the subject of a sentence: "You", "The computer (O)", "Ada (X)". */
function subject(p: Player): string {
	if (p.kind === 'you') return 'You';
	if (p.kind === 'computer') return `The computer (${p.mark})`;
	return `${personName(p)} (${p.mark})`;
}

/** "you win with X", "the computer wins with O", "Ada wins with X". */
function wins(p: Player): string {
	if (p.kind === 'you') return `you win with ${p.mark}`;
	if (p.kind === 'computer') return `the computer wins with ${p.mark}`;
	return `${personName(p)} wins with ${p.mark}`;
}

function cells(cell: CellWriter, line: readonly number[]): string {
	return line.map(cell).join(', ');
}

function shortfallText(s: ShortfallValue, best: string): string {
	if (s.bound === 'at-least' && s.by <= 0) {
		return `Perhaps not the best: ${best} may be better (the search only bounded this move).`;
	}
	const by =
		s.bound === 'exact' ? `${s.by}` : `${s.bound === 'at-least' ? 'at least' : 'at most'} ${s.by}`;
	return `Not the best by ${by}: ${best} was better.`;
}

/** The English status renderers, cells written with `cell` and moves with `move` ("cell 5"). */
export function makeStatusEn(
	cell: CellWriter,
	move: MoveWriter = (c) => `cell ${cell(c)}`
): Renderers<StatusPart> {
	return {
		searchFailed: (p) => `The search failed: ${p.message}`,
		computerPlayed: (p) => `The computer (${p.mark}) played ${move(p.cell)}.`,
		proved: (p) =>
			p.winner === null
				? 'Proved: a draw with best play.'
				: `Proved: ${p.winner} wins in ${p.moves} ${p.moves === 1 ? 'move' : 'moves'}.`,
		notBest: (p) => shortfallText(p.shortfall, move(p.best)),
		yourTurn: (p) => `Your turn: you play ${p.mark}.`,
		toMove: (p) => `${subject(p.player)} to move.`,
		thinking: (p) => `The computer (${p.mark}) is thinking…`,
		searchCancelled: (p) =>
			`Search cancelled: the computer (${p.mark}) waits. Change a search option to search again.`,
		computerRefused: (p) =>
			`The computer's search (${p.mark}) chose ${p.cell === null ? 'no move' : move(p.cell)}, which cannot be played here, so it has not moved. Change a search option to search again, undo, or start a new game.`,
		result: (p) =>
			p.outcome === 'draw'
				? 'Game over: a draw.'
				: p.outcome === p.human
					? `Game over: you win with ${p.outcome}!`
					: `Game over: the computer wins with ${p.outcome}.`,
		peopleResult: (p) =>
			p.winner === null ? 'Game over: a draw.' : `Game over: ${wins(p.winner)}!`,
		finishedPosition: (p) =>
			p.outcome === 'draw'
				? 'This position is finished: a draw.'
				: `This position is finished: ${p.outcome} has won.`,
		line: (p) => `Winning line: cells ${cells(cell, p.cells)}.`,
		sentTo: (p) =>
			p.board === null
				? `${p.mark} may play in any open board.`
				: `${p.mark} is sent to board ${p.board + 1}.`,
		boardLine: (p) => `Winning line: boards ${p.boards.map((b) => b + 1).join(', ')}.`,
		lines: (p) => `Winning lines: cells ${p.lines.map((l) => cells(cell, l)).join(' and ')}.`,
		resigned: (p) => `${subject(p.player)} resigned: ${wins(p.winner)}.`,
		agreedDraw: () => 'Game over: a draw by agreement.',
		drawOffered: (p) => `${subject(p.player)} offers a draw: ${subject(p.to)}, accept or decline?`,
		drawDeclined: (p) => `${subject(p.player)} declines the draw.`,
		drawConsidering: () => 'The computer considers your draw offer…',
		computerDraw: (p) =>
			p.horizon !== undefined
				? p.accepted
					? `The computer accepts: its search to ${p.horizon} plies rates the position even or against it (value ${p.value}).`
					: `The computer declines: its search to ${p.horizon} plies rates the position in its favour (value ${p.value}).`
				: !p.accepted
					? `The computer declines: it can force a win (value ${p.value}).`
					: p.value === 0
						? `The computer accepts: with best play this is a draw (value ${p.value}).`
						: `The computer accepts: with best play it would lose (value ${p.value}).`,
		timeWarning: (p) =>
			p.player.kind === 'you'
				? `${p.seconds} seconds left for your move.`
				: `${subject(p.player)}: ${p.seconds} seconds left.`,
		timeOut: (p) =>
			p.player.kind === 'you'
				? `Your time ran out: ${wins(p.winner)}.`
				: `${subject(p.player)} ran out of time: ${wins(p.winner)}.`
	};
}
