/**
 * The notes about the data kept on the device, in English (docs/storage.md): a save set aside and
 * what of it was not kept, a save left as it is, a full storage and what it did not save.
 */
import type { SavedPart, StorageNote } from '$lib/game';
import type { SetAsideField } from '$lib/game';

const list = (items: readonly string[]) =>
	new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

/** What the full-storage note says is not saved. */
const PARTS: Record<SavedPart, string> = {
	game: 'the game and the score',
	prefs: 'the preferences',
	language: 'the language chosen',
	practice: 'the practice score'
};

/** A field set aside, in words: "the computer's level", "3 games of the score". */
export function fieldEn({ field, count }: SetAsideField): string {
	const many = (one: string, more: string) => (count === 1 ? `1 ${one}` : `${count} ${more}`);
	switch (field) {
		case 'score-games':
			return many('game of the score', 'games of the score');
		case 'recent-games':
			return many('recent game', 'recent games');
		case 'practice-questions':
			return many('question of the practice score', 'questions of the practice score');
		default:
			return {
				settings: 'the settings',
				rules: 'the game chosen',
				opponent: 'the opponent',
				names: 'the players’ names',
				level: 'the computer’s level',
				alternate: 'Alternate who starts',
				xAlwaysStarts: 'X always starts',
				timePerMove: 'the time per move',
				seed: 'the series’ seed',
				lastId: 'the number of the last game',
				score: 'the score',
				game: 'the game in progress',
				redo: 'the moves to redo',
				cellNaming: 'the cell names',
				moveNumbers: 'move numbers',
				symbols: 'your symbols',
				analysis: 'Analysis',
				language: 'the language chosen',
				'practice-correct': 'the number of right answers',
				'practice-attempted': 'the number of questions answered'
			}[field];
	}
}

/** The note in English. */
export function storageNoteEn(note: StorageNote): string {
	if (note.kind === 'full') {
		const one =
			note.parts.length === 1 && (note.parts[0] === 'language' || note.parts[0] === 'practice');
		const verb = one ? 'is' : 'are';
		return `This device's storage is full, so ${list(note.parts.map((p) => PARTS[p]))} ${verb} not saved: the browser refuses to write more. What was saved before is kept and the page goes on. To make room, download what you want to keep (Copy link, Download the data set aside), then clear old games (Clear the recent games) or this site's data in the browser's settings.`;
	}
	const reason = {
		unreadable: 'the save cannot be read',
		'old-version': 'the save comes from an older version of Minimax Lab',
		'unknown-version': 'the save comes from a newer version of Minimax Lab',
		tampered: 'the save holds an impossible value'
	}[note.problem];
	const where = note.part === 'practice' ? 'in this tab' : 'on this device';
	if (note.kind === 'kept') {
		const what = {
			prefs: 'The preferences saved on this device cannot',
			series: 'The game and score saved on this device cannot',
			recent: 'The recent games saved on this device cannot',
			language: 'The language saved on this device cannot',
			practice: 'The practice score saved in this tab cannot'
		}[note.part];
		const left = note.part === 'language' || note.part === 'practice' ? 'it is' : 'they are';
		return `${what} be used here (${reason}): ${left} left as ${left}, and this page keeps its own in memory only.`;
	}
	const what = {
		series: 'The save of the game, its settings and the score',
		prefs: 'The save of the preferences (cell names, move numbers, symbols, analysis)',
		recent: 'The save of the recent games',
		language: 'The save of the language chosen',
		practice: 'The save of the practice score'
	}[note.part];
	const head = `${what} ${where} was set aside as it was (${reason}).`;
	if (!note.kept) {
		const none = {
			series: 'A new game starts with the default settings.',
			prefs: 'The defaults are used.',
			recent: 'No recent game is kept.',
			language: 'The language of the link or of the browser is used.',
			practice: 'The practice score starts again at 0 out of 0.'
		}[note.part];
		return `${head} ${none}`;
	}
	if (note.fields.length === 0) return `${head} Everything in it that this version reads is kept.`;
	const then = note.fields.some((f) => f.field === 'game')
		? 'a new game starts'
		: note.part === 'recent'
			? 'the other recent games are kept'
			: note.part === 'practice'
				? 'the score counts the questions kept'
				: 'their defaults are used';
	return `${head} Not kept: ${list(note.fields.map(fieldEn))}; ${then}, and the rest is kept.`;
}
