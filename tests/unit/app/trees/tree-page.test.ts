import { describe, expect, it } from 'vitest';
import { TreePage } from '$lib/app/trees/tree-page.svelte';
import { TEXTBOOK_TREE } from '$lib/app/trees/tree-link';
import { nodeName } from '$lib/trees';
import { cutoffStep, enterStep, stepAt } from '$lib/stepper';

/** A page that records the links it writes. */
function pageWithLinks() {
	const links: string[] = [];
	const page = new TreePage({ onlink: (hash) => links.push(hash) });
	return { page, links };
}

/** The tree id of the node named `name` (a letter, or a leaf's value when it is unique). */
const idNamed = (page: TreePage, name: string) => {
	const id = Array.from({ length: page.tree.count }, (_, i) => i).find(
		(i) => nodeName(page.tree, i) === name
	);
	if (id === undefined) throw new Error(`no node ${name}`);
	return id;
};

/** Steps to the entry into the node named `name` of the search on screen. */
function stepInto(page: TreePage, name: string): void {
	const search = page.search!;
	page.stepper.seek(enterStep(page.index!, search.recordNodeOf[idNamed(page, name)]));
}

/** The name of the node the step on screen is at. */
const shownName = (page: TreePage) =>
	nodeName(page.tree, page.search!.treeNodeOf[stepAt(page.index!, page.stepper.k).node]);

/** The values of the leaves (by id) as the tree names them. */
const names = (page: TreePage, ids: readonly number[]) => ids.map((id) => nodeName(page.tree, id));

describe('TreePage', () => {
	it('opens on Figure 5.2 under minimax: value 3, 13 nodes, at the last step', () => {
		const { page } = pageWithLinks();
		page.load('#/tree');
		expect(page.text).toBe(TEXTBOOK_TREE);
		expect(page.search?.value).toBe(3);
		expect(page.search?.nodeCount).toBe(13);
		expect(page.stepper.k).toBe(page.stepper.total - 1);
		expect(page.linkHash()).toBe('#/tree');
	});

	it('alpha-beta on the figure: 11 nodes, leaves 4 and 6 pruned, and the link says so', () => {
		const { page, links } = pageWithLinks();
		page.load('#/tree');
		page.setAlgorithm('alpha-beta');
		expect(page.search?.nodeCount).toBe(11);
		expect(names(page, page.search?.evaluatedLeaves ?? [])).toEqual([
			'3',
			'12',
			'8',
			'2',
			'14',
			'5',
			'2'
		]);
		expect(names(page, page.search?.prunedLeaves ?? [])).toEqual(['4', '6']);
		expect(links.at(-1)).toBe('#/tree?algorithm=alpha-beta');
	});

	it('switching the algorithm mid-way keeps the node on screen: D entered under alpha-beta and minimax', () => {
		const { page } = pageWithLinks();
		page.load('#/tree');
		page.setAlgorithm('alpha-beta');
		stepInto(page, 'D');
		page.setAlgorithm('minimax');
		expect(shownName(page)).toBe('D');
		expect(page.stepper.k).toBe(
			enterStep(page.index!, page.search!.recordNodeOf[idNamed(page, 'D')])
		);
		expect(page.movedUp).toBeNull();
	});

	it('a node alpha-beta never reaches moves up to its ancestor, and the note names both', () => {
		const { page } = pageWithLinks();
		page.load('#/tree');
		stepInto(page, '4');
		page.setAlgorithm('alpha-beta');
		expect(shownName(page)).toBe('C');
		// The step at which C's cutoff prunes 4 and 6.
		expect(page.stepper.k).toBe(
			cutoffStep(page.index!, page.search!.recordNodeOf[idNamed(page, 'C')])
		);
		expect(page.movedUp).toMatchObject({ shown: '4', ancestor: 'C' });
		page.stepper.forward();
		expect(page.movedUp).toBeNull();
	});

	it('at the last step an option change opens the new search at its last step', () => {
		const { page } = pageWithLinks();
		page.load('#/tree');
		page.setOrder('best-first');
		expect(page.stepper.k).toBe(page.stepper.total - 1);
		expect(page.carried).toBeNull();
	});

	it('a bad text shows its line and column and keeps the last good tree and link', () => {
		const { page, links } = pageWithLinks();
		page.load('#/tree');
		page.setText('[[3, 12, 8],\n [2, x');
		expect(page.problem?.kind).toBe('tree');
		const problem = page.problem?.kind === 'tree' ? page.problem.problem : null;
		expect(problem).toMatchObject({ line: 2, column: 6 });
		expect(page.tree.count).toBe(13);
		expect(page.search?.value).toBe(3);
		expect(links).toEqual([]);
		page.setText('[[1, 2], [3]]');
		expect(page.problem).toBeNull();
		expect(page.search?.value).toBe(3);
		expect(links.at(-1)).toBe(
			`#/tree?tree=${encodeURIComponent('[[1, 2], [3]]').replace(/%20/g, '+')}`
		);
	});

	it('a MIN root: the figure is worth min(12, 6, 14) = 6', () => {
		const { page, links } = pageWithLinks();
		page.load('#/tree');
		page.setRoot('min');
		expect(page.search?.value).toBe(6);
		expect(links.at(-1)).toBe('#/tree?root=min');
	});

	it('edits by pointing: a leaf value, add child, move, delete; the text follows', () => {
		const { page } = pageWithLinks();
		page.load('#/tree');
		page.selectId(5); // the leaf 12 under B
		expect(page.setLeafValue(20)).toBe(true);
		expect(page.text).toBe('[[3, 20, 8], [2, 4, 6], [14, 5, 2]]');
		page.selectId(1); // B
		expect(page.addChild()).toBe(true);
		expect(page.text).toBe('[[3, 20, 8, 0], [2, 4, 6], [14, 5, 2]]');
		expect(page.selected).toEqual([0, 3]);
		expect(page.moveSelected(-1)).toBe(true);
		expect(page.text).toBe('[[3, 20, 0, 8], [2, 4, 6], [14, 5, 2]]');
		expect(page.deleteNode()).toBe(true);
		expect(page.text).toBe('[[3, 20, 8], [2, 4, 6], [14, 5, 2]]');
		expect(page.selected).toEqual([0]);
		// The root cannot be deleted or moved; nothing changes.
		page.selectId(0);
		expect(page.deleteNode()).toBe(false);
		expect(page.moveSelected(1)).toBe(false);
		expect(page.tree.count).toBe(13);
	});

	it('a chance tree: minimax refuses it by name, expectimax gives 8', () => {
		const { page } = pageWithLinks();
		page.load('#/tree');
		page.setText('[?[3,12,9], ?[2,4,6], ?[15,6,0]]');
		expect(page.hasChance).toBe(true);
		expect(page.search).toBeNull();
		expect(page.searchProblem).toMatchObject({ kind: 'chance-node', node: 'B' });
		page.setAlgorithm('expectimax');
		expect(page.search?.value).toBe(8);
		expect(page.search?.nodeCount).toBe(13);
	});

	it('fault: retyping the same tree after an invalid edit jumped the stepper to the end', () => {
		const { page } = pageWithLinks();
		page.load('#/tree?algorithm=alpha-beta');
		page.setText('[[3,12,8],[2,4,6],[14,5,2]]');
		page.stepper.seek(5);
		page.setText('[[3,12,8],[2,4,6],[14,5,2]');
		expect(page.problem).not.toBeNull();
		expect(page.stepper.k).toBe(5);
		page.setText('[[3, 12, 8], [2, 4, 6], [14, 5, 2]]');
		expect(page.problem).toBeNull();
		expect(page.stepper.k).toBe(5);
		// Another tree opens at its last step.
		page.setText('[[3,12,8],[2,4,6],[14,5,1]]');
		expect(page.stepper.k).toBe(page.stepper.total - 1);
	});

	it('the link round trip: tree, root, algorithm, order and step', () => {
		const { page } = pageWithLinks();
		page.load('#/tree');
		page.setText('[[[3,5],[6,9]],[[1,2],[0,-1]]]');
		page.setAlgorithm('alpha-beta');
		page.setOrder('worst-first');
		page.setRoot('min');
		page.stepper.seek(5);
		const hash = page.linkAtStep();
		const other = new TreePage();
		other.load(hash);
		expect(other.text).toBe('[[[3,5],[6,9]],[[1,2],[0,-1]]]');
		expect([other.root, other.algorithm, other.order]).toEqual([
			'min',
			'alpha-beta',
			'worst-first'
		]);
		expect(other.stepper.k).toBe(5);
		expect(other.search?.nodeCount).toBe(page.search?.nodeCount);
	});

	it('the depth-3 tree: minimax 15 nodes, alpha-beta 11, value 5', () => {
		const page = new TreePage();
		page.load('#/tree?tree=[[[3,5],[6,9]],[[1,2],[0,-1]]]');
		expect([page.search?.value, page.search?.nodeCount]).toEqual([5, 15]);
		page.setAlgorithm('alpha-beta');
		expect(page.search?.nodeCount).toBe(11);
		expect(names(page, page.search?.evaluatedLeaves ?? [])).toEqual(['3', '5', '6', '1', '2']);
	});

	it('a random tree is kept in the link as its settings and seed', () => {
		const { page, links } = pageWithLinks();
		page.load('#/tree');
		const settings = { depth: 2, branching: 3, min: -5, max: 5, seed: 42 };
		expect(page.randomTree(settings)).toBe(true);
		expect(page.tree.count).toBe(13);
		const hash = links.at(-1) ?? '';
		expect(hash).toBe('#/tree?seed=42&treedepth=2&min=-5&max=5');
		const other = new TreePage();
		other.load(hash);
		expect(other.text).toBe(page.text);
		expect(other.random).toEqual(settings);
		// A refused setting changes nothing.
		expect(page.randomTree({ ...settings, depth: 13 })).toBe(false);
		expect(page.problem).toMatchObject({
			kind: 'tree',
			problem: { kind: 'random-settings', field: 'depth' }
		});
		expect(page.text).toBe(other.text);
	});

	it('a lesson link opens its slide at its step: the cutoff at C', () => {
		const { page, links } = pageWithLinks();
		page.load('#/tree?lesson=alpha-beta-by-hand&slide=4');
		expect(page.lesson).toEqual({ id: 'alpha-beta-by-hand', slide: 4 });
		expect(page.algorithm).toBe('alpha-beta');
		const step = page.stepper.state?.step;
		expect(step?.kind).toBe('cutoff');
		expect(nodeName(page.tree, page.search?.treeNodeOf[step?.node ?? 0] ?? 0)).toBe('C');
		page.goToSlide(6);
		expect(page.stepper.atEnd).toBe(true);
		expect(links.at(-1)).toBe('#/tree?lesson=alpha-beta-by-hand&slide=6');
		page.goToSlide(2);
		const returned = page.stepper.state?.step;
		expect(returned?.kind).toBe('return');
		expect(nodeName(page.tree, page.search?.treeNodeOf[returned?.node ?? 0] ?? 0)).toBe('B');
	});

	it('an unknown lesson is reported and the editor opens', () => {
		const page = new TreePage();
		page.load('#/tree?lesson=no-such-lesson');
		expect(page.lesson).toBeNull();
		expect(page.linkErrors).toMatchObject([{ kind: 'tree-param', name: 'lesson' }]);
	});
});
