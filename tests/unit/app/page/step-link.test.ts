/**
 * `step=` in the main page's link (practice's "Open in the debugger"): read and validated, and the
 * decision of the link's position and options opens its debugger at that step, once.
 */
import { describe, expect, it } from 'vitest';
import { App } from '$lib/app/page/app.svelte';
import { readUrlState } from '$lib/link/url-state';
import { Stepper } from '$lib/app/page/stepper.svelte';
import { en, urlErrorText } from '$lib/i18n';
import { decision, FakeUrl, ManualSearcher } from '../fixtures';

describe('readUrlState: step', () => {
	it('reads a step number, none by default', () => {
		expect(readUrlState('#/?position=XOX/.O./X..&step=74').step).toBe(74);
		expect(readUrlState('#/?position=XOX/.O./X..').step).toBeNull();
	});

	it.each(['-1', '7.5', 'end', '1234567890'])('step=%s is an error, and no step', (value) => {
		const state = readUrlState(`#/?position=XOX/.O./X..&step=${value}`);
		expect(state.step).toBeNull();
		expect(state.errors.map((e) => urlErrorText(en, e))).toEqual([
			`The link's "step=${value}" is not valid: use a step number from 0. Showing the last step.`
		]);
	});
});

describe('Stepper: the step a decision opens at', () => {
	it('opens at the step asked for, clamped to the last', () => {
		expect(new Stepper(decision('XOX/.O./X..'), () => 74).k).toBe(74);
		expect(new Stepper(decision('XOX/.O./X..'), () => 5000).k).toBe(117);
		expect(new Stepper(decision('XOX/.O./X..'), () => null).k).toBe(117);
	});
});

function start(hash: string) {
	const url = new FakeUrl();
	const searcher = new ManualSearcher();
	const app = new App({ searcher, url, navigator: url });
	url.visit(hash);
	app.navigated('enter');
	return { app, url, searcher };
}

describe('App: a link with step=', () => {
	it('opens the decision at that step: cell 6 returning -8 to the root', async () => {
		const { app, searcher } = start('#/?position=XOX%2F.O.%2FX..&step=74');
		await searcher.release();
		const stepper = app.session.stepper!;
		expect([stepper.k, stepper.total]).toEqual([74, 118]);
		expect([stepper.step.kind, stepper.step.childMove, stepper.step.value]).toEqual([
			'update',
			5,
			-8
		]);
	});

	it('only for that decision: an option change keeps the step’s place, not its number', async () => {
		const { app, searcher } = start('#/?position=XOX/.O./X..&step=74');
		await searcher.release();
		expect(app.session.stepper?.k).toBe(74);
		const change = app.setOptions({ alphaBeta: true });
		await searcher.release();
		await change;
		// The root's update after cell 6 (index 5) returned, in the 56 steps of alpha-beta: step 42,
		// after that child's alpha cutoff (step 40) and return (41), step.test.ts.
		const stepper = app.session.stepper!;
		expect([stepper.total, stepper.k, stepper.step.kind, stepper.step.childMove]).toEqual([
			56,
			42,
			'update',
			5
		]);
	});

	it('a new game drops a step still waiting for its decision', async () => {
		// The link's position is the empty board with the computer (X) to move, as in the new game.
		const { app, searcher } = start('#/?position=.........&step=3');
		app.newGame(1);
		await searcher.release();
		expect(app.session.stepper?.k).toBe(app.session.stepper!.total - 1);
	});
});
