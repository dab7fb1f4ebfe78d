/**
 * The Classroom next to the App (classroom.svelte.ts): which links are the lesson's, `step=` and
 * `embed=` from a link, "Copy link" for the page and for a lesson slide, presenter mode with
 * fullscreen, its keys (F, ?, Esc), the panels starting their computations, and "Play from here".
 */
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { App } from '$lib/app/page/app.svelte';
import { Classroom, PRESENTER_KEY } from '$lib/app/classroom/classroom.svelte';
import { figuresOf } from '$lib/classroom';
import { markOf } from '$lib/game';
import { en, statusText } from '$lib/i18n';
import { inProcessTasks } from '../classroom-fixtures';
import { until } from '../waits';
import { FakeUrl, ManualSearcher } from '../fixtures';

function start(
	clipboard?: (text: string) => Promise<void>,
	session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
) {
	const url = new FakeUrl();
	const searcher = new ManualSearcher();
	const app = new App({ searcher, url, navigator: url });
	const fullscreen: string[] = [];
	const { tasks } = inProcessTasks();
	const classroom = new Classroom(app, {
		tasks,
		navigator: url,
		clipboard,
		documentHref: () => 'file:///usb/build/index.html#/whatever',
		session,
		fullscreen: {
			enter: async () => void fullscreen.push('enter'),
			exit: async () => {
				fullscreen.push('exit');
				throw new Error('not in fullscreen'); // refusals are ignored
			}
		}
	});
	/** A navigation from outside the app (a link followed, Back), as kit.ts routes it. */
	const visit = (hash: string) => {
		url.visit(hash);
		if (!classroom.navigated('link', hash)) app.navigated('link');
	};
	return { app, classroom, url, searcher, fullscreen, visit };
}

const press = (key: string) =>
	({
		key,
		ctrlKey: false,
		altKey: false,
		metaKey: false,
		target: null,
		preventDefault() {}
	}) as unknown as KeyboardEvent;

describe('Classroom', () => {
	it('takes lesson links and leaves the others to the App', async () => {
		const { app, classroom, visit, searcher } = start();
		visit('#/?position=XOX/.O./X..');
		expect(classroom.lesson.active).toBe(false);
		expect(searcher.queue).toHaveLength(1);
		visit('#/lesson/depth-penalty/3');
		expect(classroom.lesson.active).toBe(true);
		expect(searcher.queue).toHaveLength(1); // the App did not load the lesson link
		await until(() => !classroom.lesson.loading);
		expect(classroom.lesson.slide?.narration.code).toBe('depth-penalty.later');
		// Exit goes back to the page's link, and the App's game is the one left there.
		classroom.lesson.exit();
		expect(app.game.position.cells.filter(Boolean)).toHaveLength(5);
		// The lesson's own navigations (goto) are not loaded again.
		expect(classroom.navigated('goto', '#/lesson/depth-penalty/3')).toBe(true);
		// A lesson slide embedded in a slide deck.
		visit('#/lesson/minimax/1?embed=1');
		expect(classroom.embed).toBe(true);
	});

	it('reads embed= from a page link; the App opens the decision at the link step=', async () => {
		const { app, classroom, visit, searcher } = start();
		visit('#/?position=XOX/.O./X..&alphabeta=1&step=5&embed=1');
		expect(classroom.embed).toBe(true);
		await searcher.release();
		expect(app.session.stepper?.k).toBe(5);
		// Applied once: stepping on is not undone.
		app.session.stepper?.forward();
		expect(app.session.stepper?.k).toBe(6);
		expect(app.errors).toEqual([]);
	});

	it('says when step= or embed= are bad; a step the search lacks keeps the last step', async () => {
		const { app, classroom, visit, searcher } = start();
		visit('#/?position=XOX/.O./X..&step=56&embed=yes');
		expect(classroom.embed).toBe(false);
		await searcher.release();
		// Plain minimax has 118 steps: step 56 is one of them.
		expect(app.session.stepper?.k).toBe(56);
		// Every error of the page's link is the App's, embed= included (one alert shows them).
		expect(app.errors).toEqual([{ kind: 'embed', value: 'yes' }]);
		visit('#/?position=XOX/.O./X..&alphabeta=1&step=56');
		await searcher.release();
		expect(app.session.stepper?.k).toBe(55);
		expect(app.errors).toEqual([{ kind: 'step-range', step: 56, total: 56, fallback: 'last' }]);
	});

	it('copies a link to what is on screen: the decision and its step, or the lesson slide', async () => {
		const copied: string[] = [];
		const { app, classroom, visit, searcher } = start(async (text) => void copied.push(text));
		visit('#/?position=XOX/.O./X..&depth=0');
		await searcher.release();
		app.session.stepper?.seek(40);
		expect(classroom.shareHash()).toBe('#/?position=XOX%2F.O.%2FX..&depth=0&step=40');
		expect(await classroom.copyLink()).toEqual({
			link: 'file:///usb/build/index.html#/?position=XOX%2F.O.%2FX..&depth=0&step=40',
			copied: true
		});
		expect(copied).toHaveLength(1);
		visit('#/lesson/minimax/2');
		await until(() => !classroom.lesson.loading);
		classroom.lesson.stepper.forward();
		expect(classroom.shareHash()).toBe('#/lesson/minimax/2?step=4');
	});

	it('still shows the link when the clipboard refuses', async () => {
		const { classroom } = start(() => Promise.reject(new Error('denied')));
		expect(await classroom.copyLink('#/?depth=0')).toEqual({
			link: 'file:///usb/build/index.html#/?depth=0',
			copied: false
		});
		expect(classroom.copied?.copied).toBe(false);
	});

	it('presenter mode: F and the button, fullscreen asked for, Esc leaves; ? opens the keys', async () => {
		const { app, classroom, fullscreen } = start();
		app.shortcuts.handle(press('F'));
		expect(classroom.presenter).toBe(true);
		app.shortcuts.handle(press('?'));
		expect(classroom.helpOpen).toBe(true);
		classroom.closeHelp();
		app.shortcuts.handle(press('Escape'));
		expect(classroom.presenter).toBe(false);
		expect(fullscreen).toEqual(['enter', 'exit']);
		// Esc only leaves presenter mode while it is on.
		expect(app.shortcuts.handle(press('Escape'))).toBe(false);
	});

	it('on a lesson in presenter mode, Esc leaves presenter mode first, then the lesson', async () => {
		const { app, classroom, visit } = start();
		visit('#/lesson/minimax/2');
		await until(() => !classroom.lesson.loading);
		app.shortcuts.handle(press('F'));
		expect(classroom.presenter).toBe(true);
		app.shortcuts.handle(press('Escape'));
		expect([classroom.presenter, classroom.lesson.active]).toEqual([false, true]);
		app.shortcuts.handle(press('Escape'));
		expect(classroom.lesson.active).toBe(false);
	});

	it('presenter mode is kept by the tab: a reload (a new page on the same session storage) keeps it; off forgets it', () => {
		const stored = new Map<string, string>();
		const session = {
			getItem: (key: string) => stored.get(key) ?? null,
			setItem: (key: string, value: string) => void stored.set(key, value),
			removeItem: (key: string) => void stored.delete(key)
		};
		const first = start(undefined, session);
		expect(first.classroom.presenter).toBe(false);
		first.classroom.togglePresenter();
		expect([...stored]).toEqual([[PRESENTER_KEY, '1']]);
		const reloaded = start(undefined, session);
		expect(reloaded.classroom.presenter).toBe(true);
		reloaded.classroom.togglePresenter();
		expect(stored.size).toBe(0);
		expect(start(undefined, session).classroom.presenter).toBe(false);
		// A storage that refuses reads and writes: presenter mode still toggles, for the page.
		const refusing = {
			getItem: () => {
				throw new Error('denied');
			},
			setItem: () => {
				throw new Error('denied');
			},
			removeItem: () => {
				throw new Error('denied');
			}
		};
		const page = start(undefined, refusing);
		expect(page.classroom.presenter).toBe(false);
		page.classroom.togglePresenter();
		expect(page.classroom.presenter).toBe(true);
	});

	it('opening compare settings compares the board on screen; opening the proof proves', async () => {
		const { classroom } = start();
		classroom.togglePanel('compare');
		flushSync();
		expect(classroom.comparison.running).toBe(true);
		expect(classroom.comparedPosition).toBe('.../.../...');
		await until(() => classroom.comparison.result !== null, 30_000);
		expect(figuresOf(classroom.comparison.result!, 'center-first', false).nodes).toBe(7_275);
		classroom.togglePanel('proof');
		await until(() => classroom.proof.result !== null, 30_000);
		expect(classroom.proof.result?.games).toBe(1424);
		classroom.togglePanel('compare');
		expect(classroom.panels).toEqual(['proof']);
	});

	it('compare settings compares the decision the tree shows, not the board after the computer’s opening move', async () => {
		const { app, classroom, visit, searcher } = start();
		visit('#/?position=.........');
		await searcher.release(); // the computer (X) opens
		expect(app.game.position.cells.filter((c) => c !== null)).toHaveLength(1);
		expect(app.game.shown?.position.cells.every((c) => c === null)).toBe(true);
		classroom.togglePanel('compare');
		flushSync();
		expect(classroom.comparedPosition).toBe('.../.../...');
		classroom.closePanel('compare');
	});

	it('the editor starts from the board; Play from here gives you the side to move', async () => {
		const { app, classroom, visit, searcher } = start();
		visit('#/?position=XOX/.O./X..');
		await searcher.release();
		classroom.togglePanel('editor');
		expect(classroom.editor.notation).toBe('XOX/.O./XO.');
		classroom.playFrom('XO./.../...');
		expect(markOf(app.game.game, 0)).toBe('X');
		expect(statusText(en, app.game.status)).toBe('Your turn: you play X.');
		expect(searcher.queue).toHaveLength(0);
		// "Let the computer move" with the run's options: a proof game's decision.
		classroom.openDecision('XO./.../...', {
			alphaBeta: false,
			depthPenalty: false,
			order: 'index'
		});
		expect(app.game.options.depthPenalty).toBe(false);
		expect(searcher.queue[0].position.toMove).toBe('X');
	});
});
