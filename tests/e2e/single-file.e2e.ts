import { expect, test } from './test';
import { join } from 'node:path';
import { search, parsePosition } from '../../src/lib/engine/index';

/** The single file the build writes beside the served site (scripts/single-file.ts). */
const SINGLE_FILE_URL = `file://${join(process.cwd(), 'build', 'minimax-lab.html')}`;

test('the single file opens from disk and plays a move with no request', async ({ page }) => {
	const requests: string[] = [];
	page.on('request', (request) => requests.push(request.url()));
	await page.goto(`${SINGLE_FILE_URL}#/`);
	await expect(page.getByRole('status').first()).toHaveText('Your turn: you play X.');
	await page.getByRole('button', { name: 'Cell 5: empty' }).click();
	// The computer's answer comes from the inlined search worker: the engine's move for the centre.
	const reply = search(parsePosition('....X.... o')).bestMove as number;
	await expect(page.getByRole('button', { name: `Cell ${reply + 1}: O` })).toBeVisible();
	await expect(page.getByRole('status').first()).toContainText('Your turn: you play X.');
	// The page itself is the only file read; workers start from blobs or data made in the page.
	expect(requests.filter((url) => !/^(blob|data):/.test(url))).toEqual([
		`${SINGLE_FILE_URL}#/`.replace(/#.*$/, '')
	]);
});
