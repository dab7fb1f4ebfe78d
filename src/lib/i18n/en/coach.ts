/**
 * English strings of the game's Coach and "Show threats" (`practice.coach` of the catalogue): a
 * mistake is explained by a concrete line of play, never by a rule of thumb.
 */
import type { Mark } from '$lib/engine';
import type { CoachReport } from '$lib/practice';
import { numberCell } from '../cells';
import type { CellWriter } from '../messages';

/** "the computer 5, you 9, the computer 3": the line after the move, the computer first. */
function line(cell: CellWriter, cells: readonly number[]): string {
	return cells.map((c, i) => `${i % 2 === 0 ? 'the computer' : 'you'} ${cell(c)}`).join(', ');
}

function valueWords(v: number): string {
	if (v > 0) return 'you win with best play';
	if (v < 0) return 'the computer wins with best play';
	return 'a draw with best play';
}

function head(cell: CellWriter, r: CoachReport): string {
	const move = `cell ${cell(r.move)}`;
	switch (r.change) {
		case 'draw-to-loss':
			return `${move} throws the draw away: the computer now wins.`;
		case 'win-to-draw':
			return `${move} throws your win away: best play now ends in a draw.`;
		case 'win-to-loss':
			return `${move} throws your win away: the computer now wins.`;
		case 'slower-win':
			return `${move} still wins, but later (value ${r.after} instead of ${r.before}).`;
		case 'faster-loss':
			return `${move} loses sooner (value ${r.after} instead of ${r.before}).`;
		default:
			return `${move} keeps the best value: ${valueWords(r.after)}.`;
	}
}

/** The Coach's strings, cells written with `cell` ("5" or "b2"). */
export function makeCoachEn(cell: CellWriter) {
	return {
		coach: 'Coach',
		coachHelp: 'After each of your moves, say whether it changed the minimax value against you.',
		showThreats: 'Show threats',
		/** Added to a cell's name when "Show threats" marks it: ", X wins here". */
		threatNote: (sides: readonly Mark[]) =>
			sides.length === 0
				? ''
				: `, ${sides.join(' and ')} ${sides.length === 1 ? 'wins' : 'win'} here`,
		/** Added to a cell's name on the Coach's line of three: ", on the computer's winning line". */
		lineNote: ', on the computer’s winning line',
		/** The Coach's verdict on the human's last move, with its concrete line. */
		report(r: CoachReport) {
			const parts = [`Coach: ${head(cell, r)}`];
			if (!r.mistake) return parts[0];
			if (r.line.length > 0) {
				parts.push(
					`Best play goes ${line(cell, r.line)}` +
						(r.winningLine
							? `, and the computer completes the line ${r.winningLine.map(cell).join('-')} (highlighted).`
							: '.')
				);
			}
			if (r.missedBlock !== null) {
				parts.push(
					`The computer wins at once on cell ${cell(r.missedBlock)}, which you left open.`
				);
			}
			if (r.missedWin !== null)
				parts.push(`You could have won at once on cell ${cell(r.missedWin)}.`);
			parts.push(`Minimax would have played cell ${cell(r.bestMove)}.`);
			return parts.join(' ');
		}
	};
}

/** The Coach's strings with cells numbered 1-9. */
export const coachEn = makeCoachEn(numberCell);
