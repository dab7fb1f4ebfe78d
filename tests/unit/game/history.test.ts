/**
 * Undo and redo: one-step sequences between two people, undoTurn/redoTurn against the computer (its
 * reply and your move), undo after the end reopening the game, redo emptied by a new move, notes kept
 * consistent, and the properties "undo then redo is the identity" on random histories.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	canRedo,
	canUndo,
	currentPosition,
	legalCells,
	isComputerTurn,
	play,
	redo,
	redoTurn,
	resign,
	result,
	seatToMove,
	undo,
	undoTurn,
	playComputer,
	turnRef,
	type Game
} from '$lib/game';
import { computerMoves, fullSearch, must, newTestGame, playCells, twoPeople } from './helpers';

describe('one step at a time (two people)', () => {
	it('undo, undo, redo, then a new move empties the redo list', () => {
		const g0 = playCells(twoPeople(), [4, 0, 8]);
		const g1 = must(undo(g0));
		expect([g1.moves, g1.redo.map((s) => s.kind === 'move' && s.cell)]).toEqual([[4, 0], [8]]);
		const g2 = must(undo(g1));
		expect([g2.moves, g2.redo.map((s) => s.kind === 'move' && s.cell)]).toEqual([[4], [0, 8]]);
		const g3 = must(redo(g2));
		expect([g3.moves, g3.redo.map((s) => s.kind === 'move' && s.cell)]).toEqual([[4, 0], [8]]);
		const g4 = must(play(g3, 2));
		expect([g4.moves, g4.redo]).toEqual([[4, 0, 2], []]);
		expect(canRedo(g4)).toBe(false);
	});

	it('undoTurn and redoTurn take one ply between two people', () => {
		const game = playCells(twoPeople(), [4, 0, 8]);
		const back = must(undoTurn(game));
		expect(back.moves).toEqual([4, 0]);
		expect(must(redoTurn(back)).moves).toEqual([4, 0, 8]);
	});

	it('nothing to undo or redo on a new game', () => {
		const game = twoPeople();
		expect([canUndo(game), canRedo(game)]).toEqual([false, false]);
		expect(undo(game)).toEqual({ ok: false, error: { code: 'nothing-to-undo' } });
		expect(redo(game)).toEqual({ ok: false, error: { code: 'nothing-to-redo' } });
		expect(undoTurn(game)).toEqual({ ok: false, error: { code: 'nothing-to-undo' } });
		expect(redoTurn(game)).toEqual({ ok: false, error: { code: 'nothing-to-redo' } });
	});
});

describe('undo after the end reopens the game', () => {
	it('a line: undo takes the winning move back', () => {
		const won = playCells(twoPeople(), [0, 3, 1, 4, 2]);
		expect(result(won)?.kind).toBe('line');
		const reopened = must(undo(won));
		expect(result(reopened)).toBeNull();
		expect(must(redo(reopened))).toEqual(won);
	});

	it('a resignation: undo takes back the resignation only, redo restores it', () => {
		const game = playCells(twoPeople(), [4, 0]);
		const resigned = must(resign(game, 'X'));
		const reopened = must(undoTurn(resigned));
		expect(reopened.ending).toBeNull();
		expect(reopened.moves).toEqual([4, 0]);
		expect(must(redoTurn(reopened))).toEqual(resigned);
	});
});

describe('against the computer (you hold X and open)', () => {
	const start = newTestGame();
	// You 0 (a corner), the computer answers 4 (the centre), you 8, it answers an edge.
	const twoRounds = computerMoves(must(play(computerMoves(must(play(start, 0))), 8)));

	it('plays the sequence the test relies on', () => {
		expect(twoRounds.moves).toEqual([0, 4, 8, 1]);
	});

	it('undoTurn takes back the computer reply and your move, back to your turn, twice, then stops', () => {
		const once = must(undoTurn(twoRounds));
		expect(once.moves).toEqual([0, 4]);
		expect(seatToMove(once)).toBe(0);
		const twice = must(undoTurn(once));
		expect(twice.moves).toEqual([]);
		expect(undoTurn(twice)).toEqual({ ok: false, error: { code: 'nothing-to-undo' } });
	});

	it('redoTurn replays your move and its reply, with the kept notes', () => {
		const annotated = computerMoves(must(play(start, 0)), 'tree of ply 1');
		const back = must(undoTurn(annotated));
		expect(back.notes).toEqual([null]);
		const again = must(redoTurn(back));
		expect(again).toEqual(annotated);
		expect(again.notes[1]?.analysis).toBe('tree of ply 1');
		expect(again.notes[1]?.choice?.cell).toBe(4);
	});

	it('your winning move is taken back alone: it is your turn again', () => {
		// Both seats' moves played by hand: X 0, O 3, X 1, O 4, then X 2 completes the top row.
		const game = playCells(start, [0, 3, 1, 4]);
		const won = must(play(game, 2));
		expect(result(won)?.kind).toBe('line');
		const back = must(undoTurn(won));
		expect(back.moves).toEqual([0, 3, 1, 4]);
		expect(seatToMove(back)).toBe(0);
	});

	it("the computer's winning move and your move before it are taken back", () => {
		const game = playCells(start, [0, 4, 1, 2, 3]);
		const lost = computerMoves(game);
		expect(result(lost)).toEqual({ kind: 'line', winner: 'O', lines: [[2, 4, 6]] });
		expect(must(undoTurn(lost)).moves).toEqual([0, 4, 1, 2]);
	});

	it('a resignation while the computer was to move: Undo takes back the resignation only', () => {
		const thinking = must(play(start, 0));
		const resigned = must(resign(thinking, 'X'));
		const reopened = must(undoTurn(resigned));
		expect(reopened.moves).toEqual([0]);
		expect(isComputerTurn(reopened)).toBe(true);
		expect(must(redoTurn(reopened))).toEqual(resigned);
	});

	it('while the computer is to move, undoTurn takes back your last move', () => {
		const thinking = must(play(start, 0));
		expect(must(undoTurn(thinking)).moves).toEqual([]);
	});

	it('after only the computer opening move there is nothing of yours to undo', () => {
		const opened = computerMoves(newTestGame({}, 1));
		expect(undoTurn(opened)).toEqual({ ok: false, error: { code: 'nothing-to-undo' } });
		const afterReply = computerMoves(must(play(opened, 4)));
		expect(must(undoTurn(afterReply)).moves).toEqual([opened.moves[0]]);
	});
});

describe('properties on random histories', () => {
	type Op =
		{ kind: 'play'; pick: number } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'resign' };
	const op: fc.Arbitrary<Op> = fc.oneof(
		fc.record({ kind: fc.constant('play' as const), pick: fc.nat(8) }),
		fc.constant({ kind: 'undo' as const }),
		fc.constant({ kind: 'redo' as const }),
		fc.constant({ kind: 'resign' as const })
	);

	function apply(game: Game<string>, o: Op): Game<string> {
		if (o.kind === 'undo') return canUndo(game) ? must(undo(game)) : game;
		if (o.kind === 'redo') return canRedo(game) ? must(redo(game)) : game;
		if (o.kind === 'resign') return result(game) ? game : must(resign(game, 'X'));
		const free = legalCells(game.rules, currentPosition(game).cells);
		if (free.length === 0 || result(game)) return game;
		const cell = free[o.pick % free.length];
		return must(play(game, cell, { choice: null, analysis: `note ${game.moves.length}` }));
	}

	it('undo then redo is the identity, redo then undo too, and notes follow moves', () => {
		fc.assert(
			fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
				let game = twoPeople<string>();
				for (const o of ops) {
					game = apply(game, o);
					expect(game.notes).toHaveLength(game.moves.length + 1);
					if (canUndo(game)) expect(must(redo(must(undo(game))))).toEqual(game);
					if (canRedo(game)) expect(must(undo(must(redo(game))))).toEqual(game);
				}
			})
		);
	});

	it('against the computer, undoTurn then redoTurn is the identity at every turn of yours', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(8), { minLength: 5, maxLength: 5 }), (picks) => {
				let game = newTestGame<string>();
				for (const pick of picks) {
					if (result(game)) break;
					const free = legalCells(game.rules, currentPosition(game).cells);
					game = must(play(game, free[pick % free.length]));
					if (!result(game)) {
						const g = game;
						game = must(playComputer(g, turnRef(g), fullSearch(g, true), `ply ${g.moves.length}`));
					}
					expect(must(redoTurn(must(undoTurn(game))))).toEqual(game);
				}
			}),
			{ numRuns: 30 }
		);
	});
});
