/**
 * The computer's turn: its move from the engine's full search, notes kept per ply, answers refused
 * as stale after undo or in another game, analyses attached to a position on the current line, the
 * rules' exercise in coordinates, seeded levels replaying the same games, and a restored game's
 * choices noted again.
 */
import { describe, expect, it } from 'vitest';
import { search } from '$lib/engine';
import {
	annotate,
	currentPosition,
	formatMoveList,
	isComputerTurn,
	play,
	parseSeries,
	positionAt,
	playComputer,
	recallChoice,
	resign,
	serializeSeries,
	startSeries,
	result,
	turnRef,
	undoTurn,
	replayMoveList,
	type Game
} from '$lib/game';
import {
	computerMoves,
	fullSearch,
	fullSearchAt,
	level,
	must,
	newTestGame,
	playCells,
	twoPeople
} from './helpers';

describe('playComputer', () => {
	const start = must(play(newTestGame<string>(), 0));

	it('plays the choice and keeps { choice, analysis } for the position it was chosen in', () => {
		const after = must(playComputer(start, turnRef(start), fullSearch(start), 'tree'));
		expect(after.moves).toEqual([0, 4]);
		expect(after.notes).toEqual([
			null,
			{
				choice: {
					cell: 4,
					level: { kind: 'unbeatable' },
					bestMove: 4,
					how: 'best',
					shortfall: null
				},
				analysis: 'tree'
			},
			null
		]);
	});

	it.each([
		{ name: '0: an answer for another game', ref: { gameId: 99, moves: [0] }, code: 'stale' },
		{
			name: '1: an answer for a position no longer on the board',
			ref: { gameId: 1, moves: [] },
			code: 'stale'
		},
		{ name: '2: an answer for an earlier position', ref: { gameId: 1, moves: [1] }, code: 'stale' }
	])('$name is refused with $code', ({ ref, code }) => {
		expect(playComputer(start, ref, fullSearch(start), null)).toEqual({
			ok: false,
			error: { code }
		});
	});

	it('refuses when a person is to move, or after you resigned while it was thinking', () => {
		const yours = newTestGame();
		expect(playComputer(yours, turnRef(yours), fullSearch(yours), null)).toEqual({
			ok: false,
			error: { code: 'not-computer-turn' }
		});
		const resigned = must(resign(start, 'X'));
		expect(isComputerTurn(resigned)).toBe(false);
		expect(playComputer(resigned, turnRef(resigned), fullSearch(start), null).ok).toBe(false);
	});

	it('refuses a full search of another position', () => {
		const other = newTestGame();
		expect(playComputer(start, turnRef(start), fullSearch(other), null)).toEqual({
			ok: false,
			error: { code: 'search-mismatch' }
		});
	});

	it('an answer that arrives after Undo is dropped', () => {
		const ref = turnRef(start);
		const undone = must(undoTurn(start));
		expect(playComputer(undone, ref, fullSearch(start), null)).toEqual({
			ok: false,
			error: { code: 'stale' }
		});
	});
});

describe('annotate (analysis shown in a two-person game)', () => {
	it('attaches to the current or an earlier position on the line, and not after it was undone', () => {
		const game = playCells(twoPeople<string>(), [4, 0]);
		const earlier = { gameId: game.id, moves: [4] };
		const now = must(annotate(game, turnRef(game), 'search of ply 2'));
		const both = must(annotate(now, earlier, 'search of ply 1'));
		expect(both.notes.map((n) => n?.analysis ?? null)).toEqual([
			null,
			'search of ply 1',
			'search of ply 2'
		]);
		const undone = must(undoTurn(game));
		expect(annotate(undone, turnRef(game), 'late')).toEqual({
			ok: false,
			error: { code: 'stale' }
		});
	});
});

describe('recallChoice (a restored game has no notes)', () => {
	/** A game played against `levelId`, saved and read back: its notes are gone. */
	function restored(levelId: string, seed: number) {
		let game = newTestGame<string>({ level: level(levelId) }, 0, seed);
		for (const cell of [0, 8]) {
			const free =
				currentPosition(game).cells[cell] === null
					? cell
					: currentPosition(game).cells.indexOf(null);
			game = computerMoves(must(play(game, free)), 'kept');
		}
		const series = startSeries<string>();
		const back = must(parseSeries<string>(serializeSeries({ ...series, game })));
		return { played: game, back: back.game };
	}

	it.each([
		{ name: '0: unbeatable', id: 'unbeatable' },
		{ name: '1: lookahead-2', id: 'lookahead-2' },
		{ name: '2: random-50, the same seed draws the same', id: 'random-50' }
	])('$name: the computer’s choice is noted again, equal to the one made', ({ id }) => {
		const { played, back } = restored(id, 31);
		expect(back.notes.every((n) => n === null)).toBe(true);
		for (const ply of [1, 3]) {
			const ref = { gameId: back.id, moves: back.moves.slice(0, ply) };
			const again = must(recallChoice(back, ref, fullSearchAt(back, ply), 'again'));
			expect(again.notes[ply]).toEqual({ choice: played.notes[ply]!.choice, analysis: 'again' });
		}
	});

	it('a person’s position, or a choice that differs from the move played, keeps the analysis alone', () => {
		const { back } = restored('unbeatable', 31);
		const mine = must(
			recallChoice(back, { gameId: back.id, moves: [] }, search(positionAt(back, 0)), 'a')
		);
		expect(mine.notes[0]).toEqual({ choice: null, analysis: 'a' });
		// Another level now: lookahead-1 would not have played the unbeatable reply (the centre).
		const other = {
			...back,
			seats: [back.seats[0], { kind: 'computer', level: level('lookahead-1') }] as const
		};
		const ref = { gameId: back.id, moves: back.moves.slice(0, 1) };
		const full = fullSearchAt(other as typeof back, 1);
		expect(full.lookahead).toHaveLength(8);
		const lookahead = must(recallChoice(other as typeof back, ref, full, 'b'));
		expect(lookahead.notes[1]).toEqual({ choice: null, analysis: 'b' });
	});
});

describe("the rules' exercise in coordinates", () => {
	it('X on a1 and b1, O on a2 and b2, X to move: the unbeatable computer plays c1 (index 8)', () => {
		const game = must(replayMoveList(newTestGame({}, 1), 'a1,a2,b1,b2'));
		expect(currentPosition(game).cells).toEqual([null, null, null, 'O', 'O', null, 'X', 'X', null]);
		const after = must(playComputer(game, turnRef(game), search(currentPosition(game)), null));
		expect(after.moves[4]).toBe(8);
		expect(formatMoveList(after, 'coordinates')).toBe('a1,a2,b1,b2,c1');
		expect(result(after)).toEqual({ kind: 'line', winner: 'X', lines: [[6, 7, 8]] });
	});
});

describe('seeded levels replay the same games', () => {
	/** The computer (seat 1, O) against a person who always plays the lowest free cell. */
	function playOut(levelId: string, seed: number): Game<unknown> {
		let game = newTestGame({ level: level(levelId) }, 0, seed);
		while (!result(game)) {
			if (isComputerTurn(game)) {
				game = must(playComputer(game, turnRef(game), fullSearch(game), null));
			} else {
				game = must(play(game, currentPosition(game).cells.indexOf(null)));
			}
		}
		return game;
	}

	it('random-30: the same seed gives the same game, and seeds give different games', () => {
		const games = new Set<string>();
		for (let seed = 0; seed < 20; seed++) {
			const a = playOut('random-30', seed);
			const b = playOut('random-30', seed);
			expect(b.moves).toEqual(a.moves);
			expect(b.notes).toEqual(a.notes);
			games.add(a.moves.join());
		}
		expect(games.size).toBeGreaterThan(3);
	});

	it("random-30: every random move's shortfall matches the full search", () => {
		for (let seed = 0; seed < 20; seed++) {
			const game = playOut('random-30', seed);
			game.notes.forEach((note, ply) => {
				if (!note?.choice) return;
				const position = currentPosition({ ...game, moves: game.moves.slice(0, ply) });
				const scores = search(position).moves;
				const best = Math.max(...scores.map((m) => m.score));
				const chosen = scores.find((m) => m.cell === note.choice?.cell)?.score ?? NaN;
				const by = best - chosen;
				expect(note.choice.shortfall).toEqual(by === 0 ? null : { by, bound: 'exact' });
			});
		}
	});

	it('lookahead-2 is deterministic and weaker: it loses the game the unbeatable level wins', () => {
		const weak = playOut('lookahead-2', 1);
		expect(playOut('lookahead-2', 2).moves).toEqual(weak.moves);
		expect(weak.moves).toEqual([0, 1, 2, 3, 4, 5, 6]);
		expect(result(weak)).toEqual({ kind: 'line', winner: 'X', lines: [[2, 4, 6]] });
		expect(weak.notes[1]?.choice).toMatchObject({
			cell: 1,
			bestMove: 4,
			shortfall: { by: 4, bound: 'exact' }
		});
		const strong = playOut('unbeatable', 1);
		expect(strong.moves).toEqual([0, 4, 1, 2, 3, 6]);
		expect(result(strong)).toEqual({ kind: 'line', winner: 'O', lines: [[2, 4, 6]] });
	});
});
