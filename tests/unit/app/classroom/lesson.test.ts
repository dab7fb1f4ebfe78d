/**
 * The lesson player (lesson.svelte.ts) over the classroom host in-process: a link opens its slide
 * at the slide's step (or the link's `step=`), the next slide pushes its link, its keys sit above
 * the step keys while open and go away on exit, and bad links are typed problems.
 */
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { LessonPlayer } from '$lib/app/classroom/lesson.svelte';
import { Shortcuts } from '$lib/app/page/shortcuts.svelte';
import { stepShortcuts } from '$lib/app/page/step-keys';
import { inProcessTasks } from '../classroom-fixtures';
import { allAnswered, until } from '../waits';
import { FakeUrl } from '../fixtures';
import { en, urlErrorText } from '$lib/i18n';
import type { LinkError } from '$lib/link/params';

function start() {
	const url = new FakeUrl();
	const shortcuts = new Shortcuts();
	shortcuts.register(stepShortcuts(() => null));
	const { tasks, port } = inProcessTasks();
	const player = new LessonPlayer({ tasks, navigator: url, shortcuts });
	return { player, url, shortcuts, port };
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

describe('LessonPlayer', () => {
	it('opens the slide a link names, at the slide’s step, with its narration', async () => {
		const { player } = start();
		player.load('#/lesson/alpha-beta/4');
		flushSync();
		expect(player.loading).toBe(true);
		await until(() => !player.loading);
		expect([player.index, player.count]).toEqual([3, 7]);
		expect(player.problems).toEqual([]);
		expect(player.slide?.narration.code).toBe('alpha-beta.first-cutoff');
		// The first cutoff is step 12 of 56 (0-based), and the stepper shows it.
		expect(player.slide?.step).toBe(12);
		expect(player.stepper.k).toBe(12);
		expect(player.stepper.total).toBe(56);
		expect(player.stepper.step.kind).toBe('cutoff');
	});

	it('moves between slides with the clicker’s keys, pushing each slide’s link', async () => {
		const { player, url, shortcuts } = start();
		player.load('#/lesson/depth-penalty/1');
		await until(() => !player.loading);
		expect(shortcuts.handle(press('PageDown'))).toBe(true);
		expect(url.writes.at(-1)).toEqual({ how: 'push', hash: '#/lesson/depth-penalty/2' });
		await until(() => !player.loading);
		expect(player.slide?.narration.values).toMatchObject({ scores: [10, -10, 10, -10], best: 3 });
		shortcuts.handle(press('ArrowRight'));
		shortcuts.handle(press('ArrowRight'));
		await until(() => !player.loading && player.index === 3);
		expect(player.slide?.narration.values).toMatchObject({ scores: [7, -8, 9, -8], best: 7 });
		shortcuts.handle(press('PageUp'));
		expect(player.index).toBe(2);
		// At the last slide, next does nothing.
		player.goTo(4);
		await until(() => !player.loading);
		const writes = url.writes.length;
		player.next();
		expect(url.writes.length).toBe(writes);
		expect(player.atLast).toBe(true);
	});

	it('exits with Esc to the page it came from and gives the keys back', async () => {
		const { player, url, shortcuts } = start();
		player.returnHash = '#/?position=XOX%2F.O.%2FX..';
		player.load('#/lesson/game-tree/2');
		await until(() => !player.loading);
		expect(shortcuts.all.map((s) => s.id).slice(0, 5)).toEqual([
			'next-slide',
			'next-slide',
			'previous-slide',
			'previous-slide',
			'exit-lesson'
		]);
		shortcuts.handle(press('Escape'));
		expect(url.writes.at(-1)).toEqual({ how: 'push', hash: '#/?position=XOX%2F.O.%2FX..' });
		expect(player.lesson).toBeNull();
		expect(player.active).toBe(false);
		expect(shortcuts.all.map((s) => s.id)).not.toContain('next-slide');
		expect(shortcuts.handle(press('PageDown'))).toBe(false);
	});

	it('opens at the link’s step=, and says when the search has no such step', async () => {
		const { player } = start();
		player.load('#/lesson/minimax/2?step=7');
		await until(() => !player.loading);
		expect(player.stepper.k).toBe(7);
		player.load('#/lesson/minimax/2?step=470');
		await until(() => !player.loading);
		expect(player.stepper.k).toBe(player.slide?.step);
		expect(player.problems).toEqual([
			{
				kind: 'share',
				error: { kind: 'step-range', step: 470, total: expect.any(Number), fallback: 'slide' }
			}
		]);
	});

	it('fault: a lesson’s step=abc said "showing the last step" but showed the slide’s step', async () => {
		const { player } = start();
		player.load('#/lesson/minimax/2?step=abc');
		await until(() => !player.loading);
		expect(player.problems).toEqual([
			{ kind: 'share', error: { kind: 'step', value: 'abc', fallback: 'slide' } }
		]);
		// What the message says happens: the slide's own step is shown, also after another step= link.
		expect(player.slide?.step).toBeLessThan(player.stepper.total - 1);
		expect(player.stepper.k).toBe(player.slide?.step);
		player.load('#/lesson/minimax/2?step=470');
		await until(() => !player.loading);
		expect(player.stepper.k).toBe(player.slide?.step);
		player.load('#/lesson/minimax/2?step=abc');
		await until(() => !player.loading);
		expect(player.stepper.k).toBe(player.slide?.step);
		expect(urlErrorText(en, (player.problems[0] as { error: LinkError }).error)).toBe(
			'The link\'s "step=abc" is not valid: use a step number from 0. Showing the slide\'s step.'
		);
	});

	it('reports a bad link as a typed problem and shows no lesson', () => {
		const { player } = start();
		player.load('#/lesson/depth-penalty/6');
		expect(player.lesson).toBeNull();
		expect(player.problems).toHaveLength(1);
		const [problem] = player.problems;
		expect(problem.kind === 'link' && [problem.error.code, problem.error.slideCount]).toEqual([
			'slide-out-of-range',
			5
		]);
		player.load('#/lesson/nope');
		const [again] = player.problems;
		expect(again.kind === 'link' && again.error.code).toBe('unknown-lesson');
	});

	it('loads the figures a slide’s panels show: the proof, the comparison', async () => {
		const { player } = start();
		player.load('#/lesson/proof/2');
		await until(() => !player.loading, 30_000);
		expect(player.proof?.games).toBe(1424);
		expect(player.comparison).toBeNull();
		player.load('#/lesson/move-ordering/5');
		await until(() => !player.loading, 30_000);
		expect(player.comparison?.position).toBe('.../.../...');
		expect(player.proof).toBeNull();
	});

	it('drops a slide that arrives after another was asked for', async () => {
		const { player, port } = start();
		player.load('#/lesson/whole-tree/1');
		player.load('#/lesson/game-tree/1');
		await until(() => !player.loading);
		expect(player.lesson?.id).toBe('game-tree');
		expect(player.slide?.narration.code).toBe('game-tree.root');
		// Every answer the worker owes has arrived: the dropped slide's can no longer land later.
		await until(() => allAnswered(port));
		expect(player.slide?.narration.code).toBe('game-tree.root');
		// The dropped slide was aborted before the worker started: only the kept one was asked.
		const asked = port.sent.filter((m) => 'kind' in (m as object));
		expect(asked.map((m) => (m as { payload: { lessonId: string } }).payload.lessonId)).toEqual([
			'game-tree'
		]);
	});
});
