/**
 * The page in French, over http and from file://: `#/?lang=fr`, a whole game played by
 * the cells' French names and read from the French status line, the French candidate table and node
 * count of XOX/.O./X.., switching language in the middle of a step (the step, the game and the view
 * stay; no reload, no request), the browser's language as default, the choice remembered, a bad
 * lang= reported, the error page and axe in French; the game modes in French (computer starts with X,
 * two people by coordinates, the score, the Coach only against the computer).
 */
import type { Page } from '@playwright/test';
import { askToSaveData, expect, test } from './test';
import {
	emptyPosition,
	parsePosition,
	play,
	search,
	winner,
	type Position
} from '../../src/lib/engine/index';
import { explanationText, fr } from '../../src/lib/i18n/index';
import { buildStepIndex, explainStep, stepAt } from '../../src/lib/stepper/index';
import { axeViolations } from './helpers';
import { openTreeNodes } from './picture';

/** U+202F, the narrow no-break space French puts before : ; ? ! */
const N = '\u202f';

/** Opens the app at `hash` and waits for the status line. */
async function open(page: Page, hash: string): Promise<void> {
	await page.goto(hash);
	await expect(page.locator('p.status')).not.toHaveText('');
}

/** The board read from the cells' French names ("Case 5 : X"), '.' for "vide". */
async function boardFr(page: Page): Promise<string> {
	const names = await page
		.getByRole('group', { name: 'Grille' })
		.getByRole('button')
		.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
	return names.map((n) => (n.endsWith(': X') ? 'X' : n.endsWith(': O') ? 'O' : '.')).join('');
}

/** The game the page plays when the human takes the lowest empty cell (the engine decides O). */
function expectedGame(): { board: string; outcome: string } {
	let p: Position = emptyPosition();
	while (winner(p) === null) {
		const cell = p.toMove === 'X' ? p.cells.indexOf(null) : (search(p).bestMove as number);
		p = play(p, cell);
	}
	return { board: p.cells.map((c) => c ?? '.').join(''), outcome: winner(p) as string };
}

test('#/?lang=fr: a full game played by the cells’ French names, read from the French status', async ({
	page
}) => {
	await open(page, '#/?lang=fr');
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await expect(page.getByLabel('Langue')).toHaveValue('fr');
	const status = page.getByRole('status').first();
	await expect(status).toHaveText(`À vous${N}: vous jouez X.`);
	const expected = expectedGame();
	for (;;) {
		await expect(status).toHaveText(/À vous|Partie terminée/);
		if ((await status.textContent())?.includes('Partie terminée')) break;
		const cell = (await boardFr(page)).indexOf('.');
		await page.getByRole('button', { name: `Case ${cell + 1}${N}: vide` }).click();
		await expect(page.getByRole('button', { name: `Case ${cell + 1}${N}: X` })).toBeVisible();
	}
	expect(await boardFr(page)).toBe(expected.board);
	await expect(status).toContainText(
		expected.outcome === 'O'
			? `Partie terminée${N}: l’ordinateur gagne avec O.`
			: `Partie terminée${N}: partie nulle.`
	);
	await expect(
		page.getByRole('button', { name: `Nouvelle partie${N}: vous commencez` })
	).toBeVisible();
});

// One page: the position's link, then the same with alpha-beta (a new hash, read as a new link),
// each a step. The axe step is the stepping view's check (its English twin had the same elements
// and roles).
test('XOX/.O./X.. in French: the candidate table, then axe while a decision is stepped through', async ({
	page
}) => {
	await test.step('XOX/.O./X.. in French: the candidate table and the node count', async () => {
		await open(page, '#/?position=XOX/.O./X..&lang=fr');
		const table = page.getByRole('table', { name: 'Coups candidats' });
		await expect(table.getByRole('columnheader')).toHaveText(['Case', 'Valeur', 'Choisi']);
		await expect(table.locator('tbody tr')).toHaveText([
			/^4\s*7$/,
			/^6\s*-8$/,
			/^8\s*9\s*choisi$/,
			/^9\s*-8$/
		]);
		const nodes = search(parsePosition('XOX/.O./X..'), {}).nodes;
		await expect(page.getByTestId('tree-summary')).toHaveText(
			new RegExp(
				`^${nodes} nœuds examinés en \\d+,\\d\u00a0ms${N}; meilleur coup case 8, valeur minimax 9\\.$`
			)
		);
		await expect(page.getByText(`Reproduire en ligne de commande${N}:`)).toContainText(
			"npm run --silent analyze -- --lang fr 'XOX/.O./X..'"
		);
		await expect(page.locator('[data-tree-picture] [data-root]')).toHaveAccessibleName(
			'Racine, profondeur 0, maximiseur, valeur 9'
		);
	});
	await test.step('the French page has no axe violations (every WCAG tag) while a decision is stepped through', async () => {
		await open(page, '#/?position=XOX/.O./X..&alphabeta=1&lang=fr');
		await page.getByRole('button', { name: 'Aller au début' }).click();
		for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Étape suivante' }).click();
		expect(await axeViolations(page)).toEqual([]);
	});
});

test.describe('with the idle preloads', () => {
	// The page preloads the other language at idle: this test does not ask to save data.
	test.use({ saveData: false });

	test(
		'switching language in the middle of a step keeps the step, the game and the view',
		{ tag: '@file' },
		async ({ page }) => {
			const result = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
			const index = buildStepIndex(result.record, result.options);
			const k = 12;
			await open(page, '#/?position=XOX/.O./X..&alphabeta=1');
			await expect(page.locator('html')).toHaveAttribute('lang', 'en');
			await page.getByRole('button', { name: 'Go to start' }).click();
			for (let i = 0; i < k; i++) await page.getByRole('button', { name: 'Step forward' }).click();
			await expect(page.getByTestId('step-position')).toHaveText(`Step ${k + 1} of ${index.total}`);
			const board = await page
				.getByRole('group', { name: 'Board' })
				.getByRole('button')
				.evaluateAll((b) => b.map((x) => x.textContent));
			const nodesShown = await openTreeNodes(page).count();
			expect(nodesShown).toBeGreaterThan(1);
			await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
			// The other language's catalogue is fetched at idle after the first screen: once the page is
			// idle, switching makes no request.
			await page.waitForLoadState('networkidle');
			const requests: string[] = [];
			page.on('request', (r) => requests.push(r.url()));

			await page.getByLabel('Language').selectOption('fr');

			await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
			await expect(page.getByTestId('step-position')).toHaveText(
				`Étape ${k + 1} sur ${index.total}`
			);
			await expect(page.getByTestId('step-explanation')).toHaveText(
				explanationText(fr.steps, explainStep(index, stepAt(index, k)))
			);
			await expect(page.getByTestId('step-explanation')).toContainText('une coupure alpha');
			await expect(page.locator('li[aria-current="step"]')).toContainText(
				`si α ≥ β${N}: interrompre la boucle`
			);
			// The dock's tabs are in French too; the call stack is the second.
			await page.getByRole('tab', { name: 'Pile d’appels' }).click();
			await expect(page.getByRole('region', { name: 'Pile d’appels' })).toContainText(
				'racine, profondeur 0'
			);
			const boardAfter = await page
				.getByRole('group', { name: 'Grille' })
				.getByRole('button')
				.evaluateAll((b) => b.map((x) => x.textContent));
			expect(boardAfter).toEqual(board);
			// The same nodes, named in French ("Racine, …", "Coup …").
			await expect(openTreeNodes(page)).toHaveCount(nodesShown);
			await expect(openTreeNodes(page).first()).toHaveAccessibleName(/^Racine, profondeur 0, /);
			await expect(page.getByRole('radio', { name: 'Nœuds ouverts' })).toBeChecked();
			expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
			expect(requests).toEqual([]);
			expect(page.url()).toContain('lang=fr');

			// The whole tree in French, its Find message switching with the language.
			await page.getByRole('radio', { name: 'Arbre complet' }).check();
			await page.getByLabel('Trouver une position').fill('XXX/XXX/...');
			await page.getByRole('button', { name: 'Trouver', exact: true }).click();
			const message = page.locator('#whole-tree-find-message');
			await expect(message).toHaveText(
				`X a 6 symboles et O en a 0${N}: les deux nombres diffèrent au plus d’une unité.`
			);
			await page.getByLabel('Langue').selectOption('en');
			await expect(message).toContainText('X has 6 marks and O has 0');
			await expect(page.getByTestId('step-position')).toHaveText(`Step ${k + 1} of ${index.total}`);
		}
	);
});

test.describe('with a French browser', () => {
	test.use({ locale: 'fr-FR' });

	// One page: a bad lang= in the first link, then the page opened at #/ (a new hash, read as a
	// new link) and English chosen, each a step.
	test('a bad lang= keeps the French default; the page opens in French and remembers a choice of English', async ({
		page
	}) => {
		await test.step('a bad lang= is reported and the page keeps the default language', async () => {
			await open(page, '#/?lang=xx');
			await expect(page.getByRole('alert')).toHaveText(
				`Le paramètre «${N}lang=xx${N}» du lien n’est pas valide${N}: utilisez en ou fr. La langue déjà choisie est gardée.`
			);
			await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		});
		await test.step('the page opens in French; a choice of English is remembered on the device', async () => {
			await open(page, '#/');
			await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
			await expect(page.getByRole('status').first()).toHaveText(`À vous${N}: vous jouez X.`);
			await page.getByLabel('Langue').selectOption('en');
			await expect(page.getByRole('status').first()).toHaveText('Your turn: you play X.');
			// A new visit without lang= (another tab on the same device): the stored choice wins.
			const again = await page.context().newPage();
			await askToSaveData(again);
			await open(again, '#/');
			await expect(again.locator('p.status')).toHaveText('Your turn: you play X.');
			await expect(again.locator('html')).toHaveAttribute('lang', 'en');
			await expect(again.getByLabel('Language')).toHaveValue('en');
		});
	});
});

// One page: a bad lang= in the first link, then the error page's link (a new hash, read as a new
// link), each a step.
test('a bad lang= is reported in English by an English browser; the error page speaks French, and its menu switches it', async ({
	page
}) => {
	await test.step('a bad lang= is reported in English by an English browser', async () => {
		await open(page, '#/?lang=klingon');
		await expect(page.getByRole('alert')).toHaveText(
			'The link\'s "lang=klingon" is not valid: use en or fr. Keeping the language already chosen.'
		);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	});
	await test.step('the error page speaks French, and its menu switches it', async () => {
		await page.goto('#/no-such-page?lang=fr');
		await expect(page.getByText('Cette page n’existe pas (erreur 404).')).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		await page.getByLabel('Langue').selectOption('en');
		await expect(page.getByText('This page does not exist (error 404).')).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	});
});

test('the game modes in French: two people by coordinates, the score, and no Coach between people', async ({
	page
}) => {
	await open(page, '#/?lang=fr&cells=coordinates');
	// Against the computer the Coach is offered; "Nouvelle partie : l’ordinateur commence" gives it X.
	await expect(page.getByRole('checkbox', { name: 'Entraîneur' })).toBeVisible();
	await page.getByRole('button', { name: `Nouvelle partie${N}: l’ordinateur commence` }).click();
	await expect(page.locator('p.status')).toHaveText(
		new RegExp(`^L’ordinateur \\(X\\) a joué la case [a-c][1-3]\\. À vous${N}: vous jouez O\\.$`)
	);
	await page.getByText('Réglages de la partie', { exact: true }).click();
	await page
		.getByRole('radiogroup', { name: 'Adversaire' })
		.getByRole('radio', { name: 'Une autre personne' })
		.check();
	await expect(page.locator('p.status')).toHaveText('Joueur 1 (X) a le trait.');
	await expect(page.getByRole('checkbox', { name: 'Entraîneur' })).toHaveCount(0);
	for (const cell of ['a3', 'a2', 'b3', 'b2', 'c3']) {
		await page.getByRole('button', { name: `Case ${cell}${N}: vide` }).click();
	}
	await expect(page.locator('p.status')).toHaveText(
		`Partie terminée${N}: Joueur 1 gagne avec X${N}! Alignement gagnant${N}: cases a3, b3, c3.`
	);
	await expect(
		page.getByRole('region', { name: 'Bilan' }).getByRole('row', { name: 'Joueur 1 1' })
	).toBeVisible();
	await expect(page.getByRole('button', { name: 'Rejouer' })).toBeEnabled();
});
