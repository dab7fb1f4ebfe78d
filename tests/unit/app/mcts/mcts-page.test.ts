/**
 * MCTS on the page without DOM: the worker's `mcts` handler (the run and the exact values), the
 * MCTS step-through over the page's step transport (by phase and by iteration), its narration,
 * the computer playing the run's most visited move, and the form's checks.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search, type Position } from '$lib/engine';
import { Game, type Searcher } from '$lib/app/game/game.svelte';
import { MctsStepper } from '$lib/app/mcts/mcts-stepper.svelte';
import { mctsNarration } from '$lib/app/mcts/mcts-narration';
import { readMctsSetting } from '$lib/link/mcts-settings';
import { searchHost } from '$lib/app/workers/search-host';
import type { MctsDecision } from '$lib/mcts';
import type { MctsRequest } from '$lib/mcts';
import { en, fr } from '$lib/i18n';
import { iterationPhases, mctsSteps } from '$lib/mcts';
import { settle } from '../fixtures';

const context = { transfer: () => {}, progress: () => {}, checkpoint: () => {} } as never;

/** The worker's answer to an MCTS request, in-process. */
function runMcts(text: string, iterations: number, seed: number): MctsDecision {
	const request: MctsRequest = {
		position: parsePosition(text),
		game: 'ttt3',
		iterations,
		seed,
		exploration: Math.SQRT2,
		depthPenalty: true
	};
	const answer = searchHost().handlers.mcts(request, context) as Exclude<
		ReturnType<ReturnType<typeof searchHost>['handlers']['mcts']>,
		Promise<unknown>
	>;
	return { ...answer, request };
}

describe('the worker’s mcts request', () => {
	it('runs the iterations asked for and gives each move its exact value (XOX/.O./X.., O to move)', () => {
		const d = runMcts('XOX/.O./X..', 500, 1);
		expect(d.result.iterations).toBe(500);
		expect(d.result.moves.reduce((s, m) => s + m.visits, 0)).toBe(500);
		// The depth penalty's exact values of the four moves (cells 4, 6, 8, 9): 7, -8, 9, -8.
		expect(d.exact).toEqual({
			source: 'search',
			moves: [
				{ move: 3, value: 7 },
				{ move: 5, value: -8 },
				{ move: 7, value: 9 },
				{ move: 8, value: -8 }
			],
			complete: true,
			budgetMs: 3000
		});
		// The immediate win is the most visited.
		expect(d.result.bestMove).toBe(7);
	});
});

describe('MctsStepper', () => {
	const d = runMcts('.........', 200, 3);
	const steps = mctsSteps(d.result.record, 'phase');

	it('opens at the last step and walks by phase, over and out by iteration', () => {
		const s = new MctsStepper(() => d);
		expect(s.total).toBe(steps.total);
		expect(s.k).toBe(steps.total - 1);
		expect(s.step).toMatchObject({ iteration: 199, phase: 'backpropagation' });
		s.start();
		expect(s.step).toMatchObject({ iteration: 0, phase: 'selection', treeAfter: 0 });
		const seen = [s.step?.phase];
		for (let i = 0; i < 3; i++) {
			s.forward();
			seen.push(s.step?.phase);
		}
		expect(seen).toEqual(['selection', 'expansion', 'playout', 'backpropagation']);
		expect(s.tree?.visits[0]).toBe(1);
		s.over();
		expect(s.step).toMatchObject({ iteration: 1, phase: 'selection' });
		s.out();
		expect(s.step).toMatchObject({ iteration: 1, phase: 'backpropagation' });
		s.back();
		expect(s.step?.iteration).toBe(1);
		expect(() => s.seek(steps.total)).toThrow(RangeError);
	});

	it('keeps the iteration on screen through a change of mode', () => {
		const s = new MctsStepper(() => d);
		s.seek(steps.firstStepOf(40) + 1);
		s.setMode('iteration');
		expect(s.total).toBe(200);
		expect(s.k).toBe(40);
		expect(s.step).toMatchObject({ iteration: 40, phase: 'backpropagation', treeAfter: 41 });
		s.setMode('phase');
		expect(s.k).toBe(steps.firstStepOf(40));
	});

	it('narrates each phase with the record’s numbers, in English and French', () => {
		const record = d.result.record;
		const i = 60;
		const it0 = iterationPhases(record, i);
		const first = steps.firstStepOf(i);
		const sel = mctsNarration(record, steps.stepAt(first), 'phase');
		expect(sel.phase).toBe('selection');
		if (sel.phase !== 'selection') return;
		expect(sel.picks).toHaveLength(it0.selection.length - 1);
		const text = en.mctsPage.narration(sel);
		expect(text).toMatch(
			/^Iteration 61\. Selection: UCT picks cell \d \(W\/N \d\.\d\d, UCT \d\.\d\d\)/
		);
		expect(fr.mctsPage.narration(sel)).toMatch(
			/^Itération 61\. Sélection\u202f: UCT choisit case \d \(W\/N \d,\d\d, UCT \d,\d\d\)/
		);
		const back = mctsNarration(record, steps.stepAt(steps.firstStepOf(i + 1) - 1), 'phase');
		expect(back).toMatchObject({
			phase: 'backpropagation',
			nodes: it0.updates.length,
			result: it0.result
		});
	});
});

describe('the computer plays the MCTS decision', () => {
	it('plays the most visited move, not the minimax one, when the decision carries a run', async () => {
		const run = runMcts('.........', 100, 3);
		const forced = { ...run, result: { ...run.result, bestMove: 8 } };
		const searcher: Searcher = {
			search: async (position: Position, options) => ({
				ok: true,
				value: { position, result: search(position, options), ms: 0, mcts: forced }
			})
		};
		const g = new Game(searcher);
		g.openPosition(parsePosition('.........'), g.options, 'O');
		await settle();
		await settle();
		// Minimax in index order plays cell 1 (index 0); the run says cell 9.
		expect(g.game.moves).toEqual([8]);
	});
});

describe('readMctsSetting', () => {
	it.each([
		['iterations', '1,000', 1000],
		['iterations', '10 000', 10000],
		['seed', '4294967295', 4294967295],
		['exploration', '0,5', 0.5],
		['exploration', '1.414', 1.414]
	] as const)('case %#: %s %s reads %d', (field, text, value) => {
		expect(readMctsSetting(field, text)).toEqual({ ok: true, value });
	});
	it.each([
		['iterations', '0'],
		['iterations', '100001'],
		['iterations', 'lots'],
		['seed', '4294967296'],
		['seed', '-1'],
		['exploration', '101'],
		['exploration', '-0.5']
	] as const)('case %#: %s %s is refused', (field, text) => {
		expect(readMctsSetting(field, text).ok).toBe(false);
	});
});
