/**
 * The README's screenshots, taken in headless Chromium from a running build:
 * `npm start` (the build served on port 4173 by server/main.ts) in one shell, then
 * `npx tsx scripts/screenshots.ts [base URL] [out dir]` (defaults http://localhost:4173/ and docs/).
 * Writes screenshot.png (1280x800, XOX/.O./X.. with alpha-beta, stepped to the first cutoff),
 * screenshot-presenter.png (1024x768, a lesson slide in presenter mode) and screenshot-phone.png
 * (390x844, the Tree tab). With `--all`, also the French and 1024x768 variants for a visual check.
 * With `--live` (the base URL served by `npm start`, which holds the live class server), only
 * screenshot-live.png: a teacher's lesson slide at 1280x800 with the join strip, beside a student's
 * phone (390x844) that joined by the code and follows the slide and step; and
 * screenshot-live-questions.png: the teacher's slide with a question asked (the count of answers
 * and their chart) beside a phone with the question's card.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/chromium';

interface Shot {
	name: string;
	width: number;
	height: number;
	hash: string;
	locale?: string;
	then?: (page: Page) => Promise<void>;
}

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const base = args[0] ?? 'http://localhost:4173/';
const out = args[1] ?? 'docs';
const all = process.argv.includes('--all');
const live = process.argv.includes('--live');

/** Steps the search to the first alpha cutoff of XOX/.O./X.. (step 13 of 56). */
const toCutoff = async (page: Page) => {
	await page.getByRole('slider', { name: /^(Step|Étape)$/ }).fill('12');
	await page.getByRole('button', { name: /^(Fit|Ajuster)$/ }).click();
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
};
const presenter = async (page: Page) => {
	await page.keyboard.press('f');
	await page.locator('.app.presenter').waitFor();
};
const treeTab = async (page: Page) => {
	await page.getByRole('tab', { name: /^(Tree|Arbre)$/ }).click();
};

const shots: Shot[] = [
	{
		name: 'screenshot',
		width: 1280,
		height: 800,
		hash: '#/?position=XOX/.O./X..&alphabeta=1',
		then: toCutoff
	},
	{
		name: 'screenshot-presenter',
		width: 1024,
		height: 768,
		hash: '#/lesson/alpha-beta/4',
		then: presenter
	},
	{
		name: 'screenshot-phone',
		width: 390,
		height: 844,
		hash: '#/?position=XOX/.O./X..&alphabeta=1',
		then: treeTab
	}
];
const extra: Shot[] = [
	{ name: 'check-1280-start', width: 1280, height: 800, hash: '#/' },
	{
		name: 'check-1024',
		width: 1024,
		height: 768,
		hash: '#/?position=XOX/.O./X..&alphabeta=1',
		then: toCutoff
	},
	{
		name: 'check-1280-fr',
		width: 1280,
		height: 800,
		hash: '#/?position=XOX/.O./X..&alphabeta=1&lang=fr',
		then: toCutoff
	},
	{
		name: 'check-1024-fr',
		width: 1024,
		height: 768,
		hash: '#/?position=XOX/.O./X..&alphabeta=1&lang=fr',
		then: toCutoff
	},
	{
		name: 'check-presenter-fr',
		width: 1024,
		height: 768,
		hash: '#/lesson/depth-penalty/4?lang=fr',
		then: presenter
	},
	{
		name: 'check-presenter-page',
		width: 1024,
		height: 768,
		hash: '#/?position=XOX/.O./X..',
		then: presenter
	},
	{ name: 'check-phone-board', width: 390, height: 844, hash: '#/?position=XOX/.O./X..&lang=fr' },
	{
		name: 'check-phone-steps',
		width: 390,
		height: 844,
		hash: '#/?position=XOX/.O./X..&alphabeta=1',
		then: async (page) => {
			await page.getByRole('tab', { name: 'Steps' }).click();
		}
	}
];

/**
 * The live class: the teacher starts a class on a lesson slide, a phone joins by the code, and
 * both screens are drawn side by side on one page (the teacher's scaled to the phone's height).
 */
async function liveShot(): Promise<void> {
	const teacher = await browser.newPage({
		viewport: { width: 1280, height: 800 },
		locale: 'en-US'
	});
	await teacher.goto(new URL('#/lesson/alpha-beta/4', base).href);
	await teacher.getByTestId('step-position').waitFor();
	await teacher.getByRole('button', { name: 'Start a live class' }).click();
	const code = (await teacher.locator('[data-join-code]').textContent()) ?? '';
	const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
	await phone.goto(new URL('#/join', base).href);
	await phone.getByLabel('Join code').fill(code);
	await phone.getByLabel('Your name').fill('Ana');
	await phone.getByRole('button', { name: 'Join', exact: true }).click();
	await phone.getByTestId('step-position').waitFor();
	await teacher.getByText('1 student').waitFor();
	await teacher.waitForTimeout(1000);
	await sideBySide(teacher, phone, 'screenshot-live.png');
	await teacher.getByRole('button', { name: 'End the class' }).click();
	await teacher.getByRole('button', { name: "Delete the class's data" }).click();
	await teacher.getByText("The class's data is deleted").waitFor();
}

/** Two screens side by side on one page: the teacher's (1280x800) and a phone's (390x844). */
async function sideBySide(teacher: Page, phone: Page, name: string): Promise<void> {
	const png = async (page: Page) => (await page.screenshot()).toString('base64');
	const [left, right] = [await png(teacher), await png(phone)];
	const sheet = await browser.newPage({ viewport: { width: 1744, height: 868 } });
	await sheet.setContent(
		`<body style="margin:0;display:flex;gap:24px;align-items:center;background:#d8dde3;padding:0 16px">` +
			`<img style="width:1280px;border:1px solid #888" src="data:image/png;base64,${left}">` +
			`<img style="width:390px;border:1px solid #888" src="data:image/png;base64,${right}"></body>`
	);
	await sheet.screenshot({ path: `${out}/${name}` });
	await sheet.close();
	console.log(`${out}/${name}`);
}

/**
 * A question: the teacher asks "Value of the highlighted node" on alpha-beta slide 4, step 13;
 * three phones join, two answer (7 and 9), and the third's card waits for its answer.
 */
async function questionsShot(): Promise<void> {
	const teacher = await browser.newPage({
		viewport: { width: 1280, height: 800 },
		locale: 'en-US'
	});
	await teacher.goto(new URL('#/lesson/alpha-beta/4', base).href);
	await teacher.getByTestId('step-position').waitFor();
	await teacher.getByRole('button', { name: 'Start a live class' }).click();
	const code = (await teacher.locator('[data-join-code]').textContent()) ?? '';
	const phones: Page[] = [];
	for (const name of ['Ana', 'Ben', 'Cy']) {
		const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
		await phone.goto(new URL(`#/join/${code}`, base).href);
		await phone.getByLabel('Your name').fill(name);
		await phone.getByRole('button', { name: 'Join', exact: true }).click();
		await phone.getByTestId('step-position').waitFor();
		phones.push(phone);
	}
	await teacher.getByRole('button', { name: 'Hide the QR code' }).click();
	await teacher.getByRole('button', { name: 'Value of the highlighted node' }).click();
	for (const [phone, answer] of [
		[phones[1], '7'],
		[phones[2], '9']
	] as const) {
		await phone.getByLabel('Your answer').fill(answer);
		await phone.getByRole('button', { name: 'Send' }).click();
		await phone.getByText('Sent:').waitFor();
	}
	await teacher.getByText('Answers: 2 of 3').waitFor();
	await phones[0].getByLabel('Your answer').fill('7');
	await teacher.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	await teacher.waitForTimeout(500);
	await sideBySide(teacher, phones[0], 'screenshot-live-questions.png');
	await teacher.getByRole('button', { name: 'End the class' }).click();
	await teacher.getByRole('button', { name: "Delete the class's data" }).click();
	await teacher.getByText("The class's data is deleted").waitFor();
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
if (live) {
	await liveShot();
	await questionsShot();
	await browser.close();
	process.exit(0);
}
for (const shot of all ? [...shots, ...extra] : shots) {
	const page = await browser.newPage({
		viewport: { width: shot.width, height: shot.height },
		locale: shot.locale ?? 'en-US'
	});
	await page.goto(new URL(shot.hash, base).href);
	await page.locator('main').first().waitFor();
	await page.waitForTimeout(1500);
	if (shot.then) await shot.then(page);
	await page.waitForTimeout(1000);
	const path = `${out}/${shot.name}.png`;
	await page.screenshot({ path });
	console.log(path);
	await page.close();
}
await browser.close();
