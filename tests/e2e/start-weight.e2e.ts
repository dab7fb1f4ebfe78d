/**
 * The start weight's budget: the documents, scripts and style sheets a first visit of `#/`, and of
 * `#/?position=.........` (whose computer moves at once), requests before the app's board's first
 * cell exists (the first screen written into the page needs none of them), gzipped (level 9, each file on its own), at most START_WEIGHT_BUDGET_KB kB in at most
 * START_FILES_BUDGET files (scripts/bench/start-weight.ts; `npm run bench` prints the figure
 * beside its target, docs/speed.md "First visit"), the first screen's chunk headed by V8's compile hint
 * (scripts/chunk-groups.ts), each of those files named by the served page (scripts/start-preload.ts),
 * so that the browser requests them in one wave. Where the computer moves at once, the tree views
 * that draw its decision load while it searches (src/lib/ui/TreePanel.svelte), though the page asks to
 * save data (tests/e2e/test.ts). Over http only: the single file is one inline page.
 */
import { expect, test } from './test';
import { recordWorkerRequests, releaseAnswers, workerRequests } from './worker-requests';
import { COMPILE_HINT } from '../../scripts/chunk-groups.ts';
import {
	START_FILES_BUDGET,
	START_WEIGHT_BUDGET_KB,
	startWeightOf
} from '../../scripts/bench/start-weight.ts';

for (const link of ['#/', '#/?position=.........'])
	test(`a first visit of ${link} loads at most the start weight budget before the board`, async ({
		page,
		baseURL
	}) => {
		// The search's answer waits until the tree views were asked for (below).
		const deciding = link.includes('position=');
		await recordWorkerRequests(page, { hold: deciding });
		const weight = await startWeightOf(page, `${baseURL}${link}`);
		const heaviest = weight.files
			.slice(0, 6)
			.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} kB`)
			.join(', ');
		// A first visit loads the page, its scripts and its styles: at least the board's code.
		expect(weight.files.some((f) => f.path.endsWith('.js'))).toBe(true);
		// No worker before the board: the search worker's first start waits for a paint, and the
		// play page's workspace (the board) mounts at the first one (src/lib/app/kit/kit.ts).
		expect(
			weight.files.filter((f) => f.path.includes('/workers/')).map((f) => f.path),
			'workers started before the board'
		).toEqual([]);
		expect(
			weight.gzip / 1024,
			`start weight over the budget; heaviest: ${heaviest}`
		).toBeLessThanOrEqual(START_WEIGHT_BUDGET_KB);
		expect(
			weight.files.length,
			`files before the board: ${weight.files.map((f) => f.path).join(', ')}`
		).toBeLessThanOrEqual(START_FILES_BUDGET);
		// The first screen's chunk, the heaviest script, asks V8 to compile it off the main thread.
		const chunk = weight.files.find((f) => f.path.endsWith('.js'))!;
		const text = await (await page.request.get(new URL(chunk.path, baseURL).href)).text();
		expect(text.split('\n')[0], chunk.path).toBe(COMPILE_HINT);
		// One wave: the page names every script and style sheet the board waits for (the root
		// error page's node too, which SvelteKit mounts the first page only after).
		const html = await (await page.request.get(`${baseURL}/`)).text();
		const unnamed = weight.files.filter((f) => f.path !== '/' && !html.includes(f.path));
		expect(unnamed.map((f) => f.path)).toEqual([]);
		expect(weight.files.some((f) => /\/nodes\/1\.[^/]*\.js$/.test(f.path))).toBe(true);
		if (!deciding) return;
		// The search runs (its answer held): the tree views that will draw it load meanwhile.
		const treeViews = () =>
			page.evaluate(
				() =>
					performance
						.getEntriesByType('resource')
						.filter((entry) => /\/tree-views\.[^/]*\.css$/.test(entry.name)).length
			);
		await expect.poll(treeViews, { message: 'the tree views load during the search' }).toBe(1);
		expect(await workerRequests(page)).toEqual([{ kind: 'search', state: 'sent' }]);
		await releaseAnswers(page);
		await expect(page.locator('p.summary')).toContainText('549,946 nodes examined');
		expect(await treeViews()).toBe(1);
	});
