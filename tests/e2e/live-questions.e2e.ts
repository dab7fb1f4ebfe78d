/**
 * The live class's questions in the browser: a teacher's page and three phone-sized students,
 * against a server the test starts itself (server/app-server.ts, on a port and database of its
 * own) so that it can stop and start it in the middle. Each question kind is asked, answered on
 * the phones, counted and charted on the teacher's page, and revealed; a typed value that is not
 * a number is refused in words; the server restarts between questions and loses no answer; the
 * CSV is downloaded and read.
 */
import type { Browser, Page } from '@playwright/test';
import { askToSaveData, expect, test } from './test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer, type AppServer } from '../../server/app-server';
import { axeViolations } from './helpers';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US' } as const;
const PORT = Number(process.env.E2E_PORT ?? 4391) + 50;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const strip = (page: Page) => page.getByRole('region', { name: 'Live class' });
const asking = (page: Page) => page.getByRole('region', { name: 'Ask the class' });
const card = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}` });

async function phone(browser: Browser, name: string, code: string): Promise<Page> {
	const page = await (await browser.newContext(PHONE)).newPage();
	await askToSaveData(page);
	await page.goto(`${ORIGIN}/#/join/${code}`);
	await page.getByLabel('Your name').fill(name);
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await expect(strip(page)).toContainText(name);
	return page;
}

test('questions: each kind asked, answered, counted, charted and revealed; a restart; the CSV', async ({
	page,
	browser
}) => {
	test.skip(test.info().project.name !== 'http', 'needs the live class server');
	const dir = mkdtempSync(join(tmpdir(), 'minimax-lab-questions-'));
	const options = {
		host: '127.0.0.1',
		port: PORT,
		dbPath: join(dir, 'live.db'),
		buildDir: 'build'
	};
	let server: AppServer = await startAppServer(options);
	try {
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.goto(`${ORIGIN}/#/lesson/alpha-beta/4`);
		await expect(page.getByTestId('step-position')).toHaveText('Step 13 of 56');
		await page.getByRole('button', { name: 'Start a live class' }).click();
		const code = (await strip(page).locator('[data-join-code]').textContent()) ?? '';
		const [ana, ben, cy] = [
			await phone(browser, 'Ana', code),
			await phone(browser, 'Ben', code),
			await phone(browser, 'Cy', code)
		];
		await expect(strip(page).getByText('3 students')).toBeVisible();
		/** The server's right answer to its current question (the engine's, unit-tested apart). */
		const right = () => server.store.currentQuestion(code)!.right.answer;

		// 1. The highlighted node's value: a word is refused on the phone, not sent.
		await asking(page).getByRole('button', { name: 'Value of the highlighted node' }).click();
		await expect(page.getByText('Answers: 0 of 3')).toBeVisible();
		for (const p of [ana, ben, cy]) await expect(card(p, 1)).toBeVisible();
		const value = right() as number;
		expect(await axeViolations(ana, ['.question-card'])).toEqual([]);
		await card(ana, 1).getByLabel('Your answer').fill('seven');
		await card(ana, 1).getByRole('button', { name: 'Send' }).click();
		await expect(card(ana, 1).getByRole('alert')).toHaveText(
			'That is not a whole number: type one, for example 7 or -8.'
		);
		await expect(page.getByText('Answers: 0 of 3')).toBeVisible();
		const answers = [
			[ana, value],
			[ben, value + 1],
			[cy, value]
		] as const;
		for (const [p, a] of answers) {
			await card(p, 1).getByLabel('Your answer').fill(String(a));
			await card(p, 1).getByRole('button', { name: 'Send' }).click();
			await expect(card(p, 1).getByRole('status')).toContainText('Sent:');
		}
		await expect(page.getByText('Answers: 3 of 3')).toBeVisible();
		const chart = asking(page).getByRole('img', { name: /^Answers/ });
		const [low, high] = [value, value + 1].map((v) => String(v).replace('-', '\u2212'));
		await expect(chart).toHaveAttribute('aria-label', `Answers: ${low}, 2; ${high}, 1`);
		await asking(page).getByRole('button', { name: 'Reveal the answer' }).click();
		for (const [p, verdict] of [
			[ana, 'Correct'],
			[ben, 'Not correct'],
			[cy, 'Correct']
		] as const) {
			await expect(card(p, 1).locator('[data-verdict] strong')).toHaveText(verdict);
			await expect(card(p, 1)).toContainText(`The answer: ${low}.`);
			await expect(card(p, 1)).toContainText('A full search below the node');
		}
		await asking(page).getByRole('button', { name: 'Close the question' }).click();
		for (const p of [ana, ben, cy]) await expect(card(p, 1)).toHaveCount(0);

		// 2. The server stops and starts again: the pages reconnect, nothing is lost.
		await server.close();
		await expect(strip(page).getByRole('status')).toHaveText('Reconnecting…');
		server = await startAppServer(options);
		await expect(strip(page).getByRole('status')).toHaveCount(0);
		await expect(strip(page).getByText('3 students')).toBeVisible();

		// 3. The computer's move, pressed on the root's board.
		await asking(page).getByRole('button', { name: "The computer's move" }).click();
		const move = right() as number;
		const cellName = (cell: number) => new RegExp(`^Cell ${cell + 1}: empty$`);
		const empty = server.store.currentQuestion(code)!.moves;
		const wrong = empty.find((c) => c !== move)!;
		for (const [p, cell] of [
			[ana, move],
			[ben, move],
			[cy, wrong]
		] as const) {
			await card(p, 2)
				.getByRole('button', { name: cellName(cell) })
				.click();
			await expect(card(p, 2).getByRole('status')).toHaveText(
				`Sent: cell ${cell + 1}. Wait for the teacher to reveal the answer.`
			);
		}
		await expect(page.getByText('Answers: 3 of 3')).toBeVisible();
		const cells = [move, wrong].sort((a, b) => a - b);
		const counts = cells.map((c) => (c === move ? 2 : 1));
		await expect(asking(page).getByRole('img', { name: /^Answers/ })).toHaveAttribute(
			'aria-label',
			`Answers: cell ${cells[0] + 1}, ${counts[0]}; cell ${cells[1] + 1}, ${counts[1]}`
		);
		await asking(page).getByRole('button', { name: 'Reveal the answer' }).click();
		await expect(card(cy, 2).locator('[data-verdict] strong')).toHaveText('Not correct');
		await expect(card(ana, 2).locator('[data-verdict] strong')).toHaveText('Correct');
		await expect(card(ana, 2)).toContainText(`the computer plays cell ${move + 1}`);

		// 4. Pruned or not (a new question closes the revealed one).
		await asking(page).getByRole('button', { name: 'Close the question' }).click();
		await asking(page).getByRole('button', { name: 'Pruned or not' }).click();
		const pruned = right() as boolean;
		for (const [p, yes] of [
			[ana, pruned],
			[ben, !pruned]
		] as const) {
			await card(p, 3)
				.getByRole('button', { name: yes ? 'Yes' : 'No', exact: true })
				.click();
			await expect(card(p, 3).getByRole('status')).toContainText('Sent:');
		}
		await expect(page.getByText('Answers: 2 of 3')).toBeVisible();
		await expect(asking(page).getByRole('img', { name: /^Answers/ })).toHaveAttribute(
			'aria-label',
			'Answers: Yes, 1; No, 1'
		);
		await asking(page).getByRole('button', { name: 'Reveal the answer' }).click();
		await expect(card(cy, 3).locator('[data-verdict]')).toContainText('You did not answer.');
		await expect(card(ben, 3).locator('[data-verdict] strong')).toHaveText('Not correct');
		await expect(card(ana, 3)).toContainText('Alpha-beta');
		// A phone can no longer answer after the reveal: its Yes and No are gone (Hide stays).
		await expect(card(cy, 3).getByRole('button')).toHaveText(['Hide']);

		// 5. The CSV: every answer, before and after the restart.
		const download = page.waitForEvent('download');
		await asking(page).getByRole('button', { name: 'Download answers (CSV)' }).click();
		const file = await (await download).path();
		const text = readFileSync(file, 'utf8');
		expect(
			text.startsWith('\uFEFFQuestion,Slide and step,Student,Answer,Correct,Seconds to answer\r\n')
		).toBe(true);
		const rows = text.slice(1).trimEnd().split('\r\n').slice(1);
		const place = '"alpha-beta 4, step 13"';
		const yn = (b: boolean) => (b ? 'Yes' : 'No');
		const expected = [
			['1. Value of the highlighted node', 'Ana', value, true],
			['1. Value of the highlighted node', 'Ben', value + 1, false],
			['1. Value of the highlighted node', 'Cy', value, true],
			["2. The computer's move", 'Ana', `cell ${move + 1}`, true],
			["2. The computer's move", 'Ben', `cell ${move + 1}`, true],
			["2. The computer's move", 'Cy', `cell ${wrong + 1}`, false],
			['3. Pruned or not', 'Ana', yn(pruned), true],
			['3. Pruned or not', 'Ben', yn(!pruned), false]
		] as const;
		expect(rows).toHaveLength(expected.length);
		rows.forEach((row, i) => {
			const [question, student, answer, correct] = expected[i];
			const start = `${question},${place},${student},${answer},${yn(correct)},`;
			expect(row.startsWith(start), `${row} starts with ${start}`).toBe(true);
			expect(row.slice(start.length)).toMatch(/^\d+\.\d$/);
		});
	} finally {
		await server.close();
		rmSync(dir, { recursive: true, force: true });
	}
});
