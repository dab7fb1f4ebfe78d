/**
 * The App with the game modes: what the device keeps (the game, its settings, the score and the
 * preferences survive a reload; bad stored data gets a note and a clean game), `moves=` and the
 * settings in the link, and the link of the game on the page.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { App } from '$lib/app/page/app.svelte';
import { chooseMove, parseLevel, STORAGE_KEY, STORAGE_VERSION, TIC_TAC_TOE } from '$lib/game';
import { PREFS_KEY } from '$lib/app/storage/game-store';
import { SCORE_KEY as PRACTICE_SCORE_KEY } from '$lib/app/storage/practice-store';
import { LANGUAGE_STORAGE_KEY } from '$lib/app/page/locale.svelte';
import { en, statusText } from '$lib/i18n';
import { FakeUrl, ManualSearcher, MemoryStore } from '../fixtures';

/** An App over a fake URL opened at `hash` with `store`, as after the page's first navigation. */
function open(hash: string, store: MemoryStore) {
	const url = new FakeUrl();
	const searcher = new ManualSearcher();
	const app = new App({ searcher, url, navigator: url, store, newSeed: () => 11 });
	url.visit(hash);
	app.navigated('enter');
	return { app, url, searcher };
}

const status = (app: App) => statusText(app.locale.t, app.game.status);
const board = (app: App) => app.game.position.cells.map((c) => c ?? '.').join('');

const FULL =
	"This device's storage is full, so the game and the score are not saved: the browser refuses to write more. What was saved before is kept and the page goes on. To make room, download what you want to keep (Copy link, Download the data set aside), then clear old games (Clear the recent games) or this site's data in the browser's settings.";

describe('what the device keeps', () => {
	it('the game in progress, its settings and the score survive a reload', () => {
		const store = new MemoryStore();
		const first = open('#/', store).app;
		first.setSettings({ opponent: 'person', names: ['Ada', 'Bo'] });
		for (const cell of [0, 3, 1, 4, 2]) first.game.play(cell);
		expect(first.game.score.wins).toEqual([1, 0]);
		first.playAgain(); // Bo opens with X
		first.game.play(4);
		const { app, url } = open('#/', store);
		expect(board(app)).toBe('....X....');
		expect(status(app)).toBe('Ada (O) to move.');
		expect(app.game.score).toEqual({ wins: [1, 0], draws: 0 });
		expect(app.storageNotes).toEqual([]);
		// The restored settings are written into the link.
		expect(url.url.hash).toBe('#/?opponent=person&player1=Ada&player2=Bo');
	});

	it('fault: a link opened in a second tab erased the first tab’s game and score; they are kept in the recent games and resume', () => {
		const store = new MemoryStore();
		const first = open('#/', store).app;
		first.setSettings({ opponent: 'person', names: ['Ada', 'Bo'] });
		for (const cell of [0, 3, 1, 4, 2]) first.game.play(cell);
		first.playAgain(); // Bo opens with X
		first.game.play(4);
		// A second tab opens a link to another game: its save keeps the first tab's work.
		const second = open('#/?game=connect4', store).app;
		expect(second.game.settings.rules.id).toBe('connect4');
		second.game.play(38);
		expect(second.recentGames).toHaveLength(1);
		expect(en.game.recentGame({ name: 'x', people: ['Ada', 'Bo'], moves: 1, counted: 1 })).toBe(
			'x, Ada against Bo: 1 move played, 1 game in its score'
		);
		// The first tab hears of it; a plain visit opens the game last played (the second tab's).
		first.storageChanged();
		expect(first.recentGames).toHaveLength(1);
		const third = open('#/', store).app;
		expect(third.game.settings.rules.id).toBe('connect4');
		// Resuming brings back the game, its settings and its score, and keeps the one it replaces.
		expect(third.resumeRecent(0)).toBe(true);
		expect(board(third)).toBe('....X....');
		expect(third.game.score).toEqual({ wins: [1, 0], draws: 0 });
		expect(third.game.settings.names).toEqual(['Ada', 'Bo']);
		third.game.play(0);
		expect(third.recentGames.map((s) => s.settings.rules.id)).toEqual(['connect4']);
		// Another tab resumed it meanwhile: nothing changes.
		expect(first.resumeRecent(3)).toBe(false);
	});

	it('a demo position opened from the Positions menu does not count in the score ("Computer 1")', async () => {
		const store = new MemoryStore();
		const { app, searcher } = open('#/', store);
		app.openPosition('XOX/.O./X..');
		await searcher.release(); // the computer (O) wins at once on cell 8
		expect(board(app)).toBe('XOX.O.XO.');
		expect(app.game.result).toMatchObject({ kind: 'line', winner: 'O' });
		expect(app.game.score).toEqual({ wins: [0, 0], draws: 0 });
		expect(open('#/', store).app.game.score).toEqual({ wins: [0, 0], draws: 0 });
	});

	it('bad stored data: one visible note, a clean new game, the data kept under another key', () => {
		const store = new MemoryStore();
		const bad = '{"format":"minimax-lab/series","version":1,"game":{}}';
		store.setItem(STORAGE_KEY, bad);
		const { app } = open('#/', store);
		expect(app.storageNotes.map((n) => en.game.storageNote(n))).toEqual([
			'The save of the game, its settings and the score on this device was set aside as it was (the save holds an impossible value). Not kept: the game in progress, the settings, the series’ seed, and the score; a new game starts, and the rest is kept.'
		]);
		expect(app.storageNotes[0]).toMatchObject({ key: `${STORAGE_KEY}.set-aside`, text: bad });
		expect([board(app), status(app)]).toEqual(['.........', 'Your turn: you play X.']);
		app.newGame(0);
		expect(app.storageNotes).toEqual([]);
		// The clean game was saved; the bad data is kept aside; a reload says nothing.
		expect(store.getItem(`${STORAGE_KEY}.set-aside`)).toBe(bad);
		expect(open('#/', store).app.storageNotes).toEqual([]);
	});

	it('a repeated move in the saved game sets aside the game only: the score survives the reload', () => {
		const store = new MemoryStore();
		const first = open('#/', store).app;
		first.setSettings({ opponent: 'person', names: ['Ada', 'Bo'] });
		for (const cell of [0, 3, 1, 4, 2]) first.game.play(cell); // Ada wins
		first.playAgain();
		first.game.play(4);
		const data = JSON.parse(store.getItem(STORAGE_KEY)!);
		data.game.moves = [4, 4];
		store.setItem(STORAGE_KEY, JSON.stringify(data));
		const { app } = open('#/', store);
		expect(app.storageNotes.map((n) => en.game.storageNote(n))).toEqual([
			'The save of the game, its settings and the score on this device was set aside as it was (the save holds an impossible value). Not kept: the game in progress; a new game starts, and the rest is kept.'
		]);
		expect(app.game.score).toEqual({ wins: [1, 0], draws: 0 });
		expect(app.game.settings.names).toEqual(['Ada', 'Bo']);
		expect(board(app)).toBe('.........');
		// Said once: the next reload restores the new game and says nothing.
		const again = open('#/', store).app;
		expect(again.storageNotes).toEqual([]);
		expect(again.game.score).toEqual({ wins: [1, 0], draws: 0 });
	});

	it('a saved game whose rules name Connect Four on a 3x3 board is set aside: menu and board agree, the computer moves', () => {
		const store = new MemoryStore();
		const first = open('#/', store).app;
		first.newGame(1); // the computer opens
		const data = JSON.parse(store.getItem(STORAGE_KEY)!);
		data.settings.rules = 'connect4';
		store.setItem(STORAGE_KEY, JSON.stringify(data));
		const { app, searcher } = open('#/', store);
		expect(app.storageNotes.map((n) => n.kind === 'set-aside' && n.fields)).toEqual([
			[{ field: 'game', count: 1 }]
		]);
		expect(app.game.settings.rules.id).toBe('connect4');
		expect(app.game.game.rules.id).toBe('connect4');
		expect(app.game.position.cells).toHaveLength(42);
		expect(status(app)).toBe('Your turn: you play X.');
		app.newGame(1);
		expect(searcher.queue).toHaveLength(1); // the computer searches its opening move
	});

	it('bad preferences: the note names the preferences, the game is restored, and a reload says nothing', () => {
		const store = new MemoryStore();
		const first = open('#/', store).app;
		first.game.play(4);
		first.setPrefs({ moveNumbers: true });
		const prefs = JSON.parse(store.getItem(PREFS_KEY)!);
		store.setItem(PREFS_KEY, JSON.stringify({ ...prefs, analysis: 'yes' }));
		const { app } = open('#/', store);
		expect(app.storageNotes.map((n) => en.game.storageNote(n))).toEqual([
			'The save of the preferences (cell names, move numbers, symbols, analysis) on this device was set aside as it was (the save holds an impossible value). Not kept: Analysis; their defaults are used, and the rest is kept.'
		]);
		expect(app.game.game.moves).toEqual([4]);
		expect(app.prefs.moveNumbers).toBe(true);
		expect(open('#/', store).app.storageNotes).toEqual([]);
	});

	it('a newer version’s save is set aside as it was, and what this version reads of it kept', () => {
		const store = new MemoryStore();
		open('#/', store).app.game.play(4);
		const data = JSON.parse(store.getItem(STORAGE_KEY)!);
		data.version = STORAGE_VERSION + 1;
		const newer = JSON.stringify(data);
		store.setItem(STORAGE_KEY, newer);
		const { app } = open('#/', store);
		expect(app.storageNotes).toMatchObject([
			{ kind: 'set-aside', part: 'series', problem: 'unknown-version', fields: [], kept: true }
		]);
		expect(app.game.game.moves).toEqual([4]);
		expect(store.getItem(`${STORAGE_KEY}.set-aside`)).toBe(newer);
	});

	it('fault: after a new game a full storage was silent; it is said until a save succeeds, the game going on in memory', () => {
		const store = new MemoryStore();
		const { app } = open('#/', store);
		app.setSettings({ opponent: 'person' });
		store.full = true;
		for (const cell of [0, 3, 1, 4, 2]) app.game.play(cell);
		const said = [FULL];
		expect(app.storageNotes.map((n) => en.game.storageNote(n))).toEqual(said);
		expect(app.game.score).toEqual({ wins: [1, 0], draws: 0 });
		app.playAgain(); // the saves of the new game fail too: still said, once
		app.game.play(4);
		app.game.play(0);
		expect(app.storageNotes.map((n) => en.game.storageNote(n))).toEqual(said);
		expect(app.game.game.moves).toEqual([4, 0]);
		store.full = false; // room was made: the next save succeeds, and the note goes
		app.game.play(1);
		expect(app.storageNotes).toEqual([]);
		expect(open('#/', store).app.game.game.moves).toEqual([4, 0, 1]);
	});

	it('bad data on a full storage: left as it is, both said, and not written over', () => {
		const store = new MemoryStore();
		store.setItem(STORAGE_KEY, '{oops');
		store.full = true;
		const { app } = open('#/', store);
		expect(app.storageNotes.map((n) => en.game.storageNote(n))).toEqual([
			'The game and score saved on this device cannot be used here (the save cannot be read): they are left as they are, and this page keeps its own in memory only.',
			FULL
		]);
		store.full = false;
		app.game.play(4);
		expect(store.getItem(STORAGE_KEY)).toBe('{oops');
	});

	it('two tabs: a move in an older tab does not overwrite the other tab’s score', () => {
		const items = new Map<string, string>();
		const seeded = open('#/?opponent=person', new MemoryStore(items)).app;
		seeded.game.play(4);
		const a = open('#/', new MemoryStore(items)).app;
		const b = open('#/', new MemoryStore(items)).app;
		// Tab A finishes game 1 (X wins) and wins game 2 too.
		for (const cell of [0, 3, 1, 5, 2]) a.game.play(cell);
		a.playAgain();
		for (const cell of [0, 3, 1, 4, 2]) a.game.play(cell);
		expect(a.game.score.wins).toEqual([1, 1]);
		// Tab B, opened before, plays a move: A's games stay on the device.
		b.game.play(0);
		const reloaded = open('#/', new MemoryStore(items)).app;
		expect(reloaded.game.score.wins).toEqual([1, 1]);
		// The storage event brings them to tab B's score.
		b.storageChanged();
		expect(b.game.score.wins).toEqual([1, 1]);
	});

	it('preferences: cell names in every string, kept on the device and written into the link', () => {
		const store = new MemoryStore();
		const { app, url } = open('#/', store);
		app.setPrefs({ cellNaming: 'coordinates', moveNumbers: true });
		expect(app.locale.t.cellLabel(4, 'X')).toBe('Cell b2: X');
		expect(app.locale.t.game.timelineEntry(6, 7, { kind: 'computer', mark: 'O' })).toBe(
			'Ply 6: computer played cell b1'
		);
		expect(url.url.hash).toBe('#/?cells=coordinates&movenumbers=1');
		const again = open('#/', store).app;
		expect(again.prefs).toMatchObject({ cellNaming: 'coordinates', moveNumbers: true });
		expect(again.locale.t.cellLabel(6, null)).toBe('Cell a1: empty');
	});

	it('a stored language that is not a language code is set aside with a note; the rest is restored', () => {
		const store = new MemoryStore();
		open('#/', store).app.game.play(4);
		store.setItem(LANGUAGE_STORAGE_KEY, 'f\u200Br');
		const { app } = open('#/', store);
		expect(app.storageNotes.map((n) => en.game.storageNote(n))).toEqual([
			'The save of the language chosen on this device was set aside as it was (the save holds an impossible value). The language of the link or of the browser is used.'
		]);
		expect(app.storageNotes[0]).toMatchObject({ key: `${LANGUAGE_STORAGE_KEY}.set-aside` });
		expect(store.getItem(`${LANGUAGE_STORAGE_KEY}.set-aside`)).toBe('f\u200Br');
		expect(store.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
		expect(app.game.game.moves).toEqual([4]);
		expect(open('#/', store).app.storageNotes).toEqual([]);
	});

	it('one full-storage note names what neither store saved: the game (local) and the practice score (session)', () => {
		const store = new MemoryStore();
		const session = new MemoryStore();
		const url = new FakeUrl();
		const app = new App({
			searcher: new ManualSearcher(),
			url,
			navigator: url,
			store,
			sessionStore: session
		});
		url.visit('#/');
		app.navigated('enter');
		store.full = true;
		session.full = true;
		app.game.play(4);
		app.practiceScores!.save({ attempted: 1, correct: 1, counted: ['k'] });
		expect(app.storageNotes).toEqual([{ kind: 'full', parts: ['game', 'practice'] }]);
		session.full = false;
		app.practiceScores!.save({ attempted: 1, correct: 1, counted: ['k'] });
		expect(app.storageNotes).toEqual([{ kind: 'full', parts: ['game'] }]);
		expect(JSON.parse(session.getItem(PRACTICE_SCORE_KEY)!).attempted).toBe(1);
	});
});

describe('moves= and the settings in the link', () => {
	it('replays the moves; the computer takes the side to move; a reload continues the game', async () => {
		const store = new MemoryStore();
		const { app, searcher } = open('#/?moves=5,1,9', store);
		expect(board(app)).toBe('O...X...X');
		expect(status(app)).toBe('The computer (O) is thinking…');
		await searcher.release();
		expect(app.game.game.moves).toHaveLength(4);
		const reloaded = open('#/?moves=5,1,9', store);
		expect(reloaded.app.game.game.moves).toEqual(app.game.game.moves);
		// Searches are not stored: the computer's last decision is searched again, its choice noted.
		expect(status(reloaded.app)).toBe('Your turn: you play X.');
		await reloaded.searcher.release();
		expect(status(reloaded.app)).toBe(status(app));
		expect(reloaded.app.game.tree.ply).toBe(3);
	});

	it('mark= keeps your mark: after 5,1 you hold X and play', () => {
		const { app, searcher } = open('#/?moves=5,1&mark=x', new MemoryStore());
		expect(status(app)).toBe('Your turn: you play X.');
		expect(searcher.queue).toHaveLength(0);
	});

	it('a bad list gets a message and a new game', () => {
		const { app } = open('#/?moves=5,5', new MemoryStore());
		expect(app.errors.map((e) => e.kind)).toEqual(['moves']);
		expect(board(app)).toBe('.........');
	});

	it('the link’s settings come over the stored ones; a new opponent has a new score', () => {
		const store = new MemoryStore();
		const first = open('#/?opponent=person', store).app;
		for (const cell of [0, 3, 1, 4, 2]) first.game.play(cell);
		expect(first.game.score.wins).toEqual([1, 0]);
		const { app } = open('#/?opponent=computer&time=30&level=lookahead-2', store);
		expect(app.game.settings).toMatchObject({ opponent: 'computer', timePerMove: 30 });
		expect(app.game.game.seats[1]).toEqual({
			kind: 'computer',
			level: { kind: 'lookahead', plies: 2 }
		});
		expect(app.game.score.wins).toEqual([0, 0]);
	});

	it('a seed in the link replays a random level’s choice', async () => {
		const { app, searcher } = open('#/?level=random-100&seed=5&moves=5', new MemoryStore());
		await searcher.release();
		const level = parseLevel('random-100');
		if (!level.ok) throw new Error('level');
		const position = parsePosition('....X.... o');
		const choice = chooseMove(TIC_TAC_TOE, level.value, position, search(position), 5, 1);
		if (!choice.ok) throw new Error('choice');
		expect(app.game.game.moves).toEqual([4, choice.value.cell]);
	});

	it('the link of the game on the page reopens it', async () => {
		const store = new MemoryStore();
		const { app, searcher } = open('#/?cells=coordinates', store);
		app.game.play(4);
		await searcher.release();
		// You hold X, to move: the link says so (by default the computer would take the side to move).
		expect(app.gameLink).toBe('#/?moves=b2%2Ca3&mark=x&cells=coordinates');
		const { app: again } = open(app.gameLink, new MemoryStore());
		expect(again.game.game.moves).toEqual(app.game.game.moves);
		expect(status(again)).toBe('Your turn: you play X.');
	});
});
