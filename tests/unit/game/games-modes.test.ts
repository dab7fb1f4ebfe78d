/**
 * Every mode in every game (over the modes' model): 4x4 and Connect Four series, a game
 * to a win between two people, Undo and Redo, resignation and the score, the computer's levels
 * choosing from a depth-limited search, and storage round trips.
 */
import { describe, expect, it } from 'vitest';
import { search, type GameDef, type Position } from '$lib/engine';
import {
	CONNECT_FOUR,
	DEFAULT_SETTINGS,
	TIC_TAC_TOE_4,
	chooseMove,
	currentPosition,
	openMoves,
	parseLevel,
	parseSeries,
	play,
	resign,
	result,
	serializeSeries,
	startSeries,
	tally,
	undoTurn,
	redoTurn,
	withGame,
	type Series
} from '$lib/game';
import { withLookahead } from '$lib/game/lookahead';

function people(rules: GameDef): Series {
	return startSeries({ ...DEFAULT_SETTINGS, rules, opponent: 'person' });
}

function replay(series: Series, moves: string): Series {
	const start: Position = currentPosition(series.game);
	const opened = openMoves(series, start, moves);
	if (!opened.ok) throw new Error(JSON.stringify(opened.error));
	return opened.value;
}

describe('Connect Four between two people', () => {
	it('X wins with a vertical four in column 1; the score counts it once', () => {
		// X in column 1 (cells 36, 29, 22, 15), O in column 2 (37, 30, 23).
		const series = replay(people(CONNECT_FOUR), '36,37,29,30,22,23,15');
		expect(result(series.game)).toEqual({
			kind: 'line',
			winner: 'X',
			lines: [[14, 21, 28, 35]]
		});
		const counted = withGame(series, series.game);
		if (!counted.ok) throw new Error('stale');
		expect(tally(counted.value.score)).toEqual({ wins: [1, 0], draws: 0 });
	});

	it('refuses a disc above an empty cell, and Undo / Redo take back one ply', () => {
		const series = replay(people(CONNECT_FOUR), '39');
		expect(play(series.game, 3)).toEqual({ ok: false, error: { code: 'not-playable', cell: 3 } });
		const undone = undoTurn(series.game);
		if (!undone.ok) throw new Error('undo refused');
		expect(undone.value.moves).toEqual([]);
		const redone = redoTurn(undone.value);
		expect(redone.ok && redone.value.moves).toEqual([38]);
	});

	it('a resignation in 4x4 is a win for the other side', () => {
		const series = replay(people(TIC_TAC_TOE_4), '6,1');
		const ended = resign(series.game, 'X');
		expect(ended.ok && result(ended.value)).toEqual({ kind: 'resignation', winner: 'O', by: 'X' });
	});

	it.each([CONNECT_FOUR, TIC_TAC_TOE_4])('a $id series survives storage', (rules) => {
		const series = replay(people(rules), rules.gravity ? '39,32' : '6,11');
		const back = parseSeries(serializeSeries(series));
		if (!back.ok) throw new Error(back.error.code);
		expect(back.value.settings.rules).toBe(rules);
		expect(back.value.game.moves).toEqual(series.game.moves);
	});
});

describe('the computer levels in Connect Four and 4x4, from a depth-limited search', () => {
	it.each([
		{ rules: CONNECT_FOUR, game: 'connect4' as const, moves: [35, 36, 37, 38, 39, 40, 41] },
		{ rules: TIC_TAC_TOE_4, game: 'ttt4' as const, moves: Array.from({ length: 16 }, (_, i) => i) }
	])('$game: every level plays a legal move', ({ rules, game, moves }) => {
		const position: Position = { cells: Array(rules.cellCount).fill(null), toMove: 'X' };
		const full = search(position, { game, depthLimit: 2, alphaBeta: true });
		for (const id of ['unbeatable', 'lookahead-2', 'random-100']) {
			const level = parseLevel(id);
			if (!level.ok) throw new Error(id);
			const choice = chooseMove(
				rules,
				level.value,
				position,
				withLookahead(rules, level.value, position, full),
				7,
				0
			);
			if (!choice.ok) throw new Error(choice.error.code);
			expect(moves).toContain(choice.value.cell);
		}
		// Unbeatable plays the search's best move.
		const best = chooseMove(rules, { kind: 'unbeatable' }, position, full, 7, 0);
		expect(best.ok && best.value.cell).toBe(full.bestMove);
	});
});
