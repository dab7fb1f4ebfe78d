import { expect, test } from './test';
import { parsePosition, search } from '../../src/lib/engine/index';
import { en, explanationText } from '../../src/lib/i18n/index';
import { buildStepIndex, explainStep, stepAt } from '../../src/lib/stepper/index';
import { candidateScores, openApp } from './helpers';
import { openTreeNodes, prunedStubs } from './picture';

/** The first cutoff step of the XOX alpha-beta search and its explanation, from the stepper itself. */
function firstCutoff(): { k: number; text: string; total: number } {
	const result = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
	const index = buildStepIndex(result.record, result.options);
	for (let k = 0; k < index.total; k++) {
		const step = stepAt(index, k);
		if (step.kind === 'cutoff' && step.pruned.length) {
			return { k, text: explanationText(en.steps, explainStep(index, step)), total: index.total };
		}
	}
	throw new Error('no cutoff');
}

// One page: the alpha-beta decision stepped in the picture, then the same link with the whole tree.
test('alpha-beta on XOX/.O./X..: the keyboard, then the whole tree', async ({ page }) => {
	await test.step('step through XOX/.O./X.. with alpha-beta from the keyboard', async () => {
		const expected = firstCutoff();
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1');
		const position = page.getByTestId('step-position');
		const explanation = page.getByTestId('step-explanation');
		// A decision opens at its end, paused.
		await expect(position).toHaveText(`Step ${expected.total} of ${expected.total}`);

		await page.getByRole('button', { name: 'Go to start' }).focus();
		await page.keyboard.press('Enter');
		await expect(position).toHaveText(`Step 1 of ${expected.total}`);
		await expect(explanation).toContainText('Start at the root: O to move, the maximizer.');
		await expect(openTreeNodes(page)).toHaveCount(1);

		for (let k = 0; k < expected.k; k++) await page.keyboard.press('ArrowRight');
		await expect(position).toHaveText(`Step ${expected.k + 1} of ${expected.total}`);
		await expect(explanation).toHaveText(expected.text);
		await expect(explanation).toContainText(/cutoff: moves? [\d ,and]+ (is|are) pruned\./);
		await expect(prunedStubs(page).first()).toBeVisible();
		await expect(page.locator('li[aria-current="step"]')).toContainText('if α ≥ β: break');

		await page.getByRole('button', { name: 'Go to end' }).click();
		await expect(explanation).toContainText('Play cell 8: value 9');
		const scores = await candidateScores(page);
		expect(scores).toContain('9');
		await expect(page.locator('[data-tree-picture] [data-root]')).toHaveAccessibleName(
			/Root, depth 0, maximizer, score 9/
		);

		await page.keyboard.press('Home');
		await expect(position).toHaveText(`Step 1 of ${expected.total}`);
		await expect(page.getByRole('button', { name: 'Step back' })).toHaveAttribute(
			'aria-disabled',
			'true'
		);
	});
	await test.step('fault: arrow keys on the whole-tree canvas also stepped the debugger', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1&view=whole');
		await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
		await page.getByRole('button', { name: 'Go to start' }).click();
		await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 56');
		await expect(page.getByText('The whole tree shows the finished search')).toBeVisible();
		// Tab from the Find button: keyboard focus lands on the canvas's root node.
		await page.getByRole('button', { name: 'Find', exact: true }).focus();
		await page.keyboard.press('Tab');
		await expect(page.getByRole('application')).toBeFocused();
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('#whole-tree-status')).toContainText('depth 1, move cell 6');
		await page.keyboard.press('End');
		await page.keyboard.press('Home');
		await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 56');
		// Stepping clears a preview whose node may be gone.
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect(page.getByText('Showing a position from the search tree')).toBeHidden();
	});
});

test('step into, over and out follow the call stack; the timeline reopens a decision', async ({
	page
}) => {
	await openApp(page, '#/?position=XOX/.O./X..');
	await page.getByRole('button', { name: 'Go to start' }).click();
	await page.getByRole('button', { name: 'Step into' }).click();
	await page.getByRole('tab', { name: 'Call stack' }).click();
	const stack = page.getByRole('region', { name: 'Call stack' }).getByRole('listitem');
	await expect(stack).toHaveCount(2);
	await expect(stack.nth(1)).toContainText('cell 4, depth 1');
	await page.getByRole('button', { name: 'Step over' }).click();
	await expect(page.getByTestId('step-explanation')).toContainText('Return 7 to the parent');
	await page.getByRole('button', { name: 'Step out' }).click();
	await expect(stack).toHaveCount(1);
	await expect(page.getByTestId('step-explanation')).toContainText('Cell 4 returned 7');
	await page.getByRole('slider', { name: 'Step' }).fill('0');
	await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 118');
	await page
		.getByRole('navigation', { name: 'Game timeline' })
		.getByRole('button', { name: 'Ply 6: computer played cell 8' })
		.click();
	await expect(page.getByTestId('step-position')).toHaveText('Step 118 of 118');
});
