/**
 * analyze with --game ultimate (scripts/analyze.ts, scripts/ultimate-cli.ts), run as a user runs
 * it: the JSON against the engine, the position as nine small grids with the board to play in,
 * the moves named by board and cell, and position errors in English and French.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { ULTIMATE_EMPTY_ROWS } from '../fixtures/ultimate-positions';
import { runScript } from './run-script';

const SENT =
	'........./........./........./...O...../....X..../........./........./........./......... 1';

const run = (args: string[]) => runScript('analyze', args);

describe('analyze --game ultimate', () => {
	it('--json with --depth-limit 3 gives the engine search of the same options', async () => {
		const out = JSON.parse(
			(
				await run([
					SENT,
					'--game',
					'ultimate',
					'--depth-limit',
					'3',
					'--no-iterative-deepening',
					'--json'
				])
			).stdout
		);
		const r = search(parsePosition(SENT, 'ultimate'), { game: 'ultimate', depthLimit: 3 });
		expect(out.game).toBe('ultimate');
		expect(out.position).toBe(SENT);
		expect(out.toMove).toBe('X');
		expect(out.bestMove).toBe(r.bestMove);
		expect(out.value).toBe(r.value);
		expect(out.moves).toEqual(r.moves);
		expect(out.nodes).toBe(r.nodes);
		expect(out.depthLimit).toBe(3);
	});

	it('prints nine small grids, the board to play in and the moves by board and cell', async () => {
		const { stdout } = await run([
			SENT,
			'--game',
			'ultimate',
			'--depth-limit',
			'2',
			'--no-iterative-deepening'
		]);
		const lines = stdout.split('\n');
		expect(lines.slice(1, 13)).toEqual([
			'  . . . | . . . | . . .',
			'  . . . | . . . | . . .',
			'  . . . | . . . | . . .',
			'  ------+-------+------',
			'  . . . | O . . | . . .',
			'  . . . | . X . | . . .',
			'  . . . | . . . | . . .',
			'  ------+-------+------',
			'  . . . | . . . | . . .',
			'  . . . | . . . | . . .',
			'  . . . | . . . | . . .',
			'To play in: board 1.'
		]);
		// Index order in board 1: its cells 1-9 are grid cells 1, 2, 3, 10, 11, 12, 19, 20, 21.
		expect(stdout).toContain(' 1 (board 1, cell 1)');
		expect(stdout).toContain('21 (board 1, cell 9)');
	});

	it('a position error in English and in French, status 2', async () => {
		const en = await run([`${ULTIMATE_EMPTY_ROWS} 5`, '--game', 'ultimate']);
		expect(en.status).toBe(2);
		expect(en.stderr).toContain('No last move by O sends the opponent to board 5');
		const fr = await run([ULTIMATE_EMPTY_ROWS, '--game', 'ultimate', '--lang', 'fr']);
		expect(fr.status).toBe(2);
		expect(fr.stderr).toContain('La grille où jouer manque');
	});
});
