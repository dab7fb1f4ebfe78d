/**
 * The pseudo-code of each tree algorithm, line for line what search.ts does, in the shape of the
 * stepper's pseudo-code (number, indent, code, comment, anchor) so that the page's pseudo-code panel
 * shows it; `treePseudoLine` says which line a step highlights. Words come from the language's
 * catalogue (src/lib/i18n/en/trees.ts).
 */
import { isChance, isMaximizer } from '../engine/record-read';
import { treesEn } from '../i18n/en/trees';
import { treesFr } from '../i18n/fr/trees';
import type { TreePseudoKey } from '../i18n/trees-messages';
import type { MinimaxAnchor, PseudoLine } from '../stepper/pseudocode';
import type { Step } from '../stepper/step-types';
import type { TreeAlgorithm, TreeSearch } from './search';

/** Lines a step can highlight: the stepper's MinimaxAnchor's, a leaf, and a chance node's. */
export type TreePseudoAnchor = MinimaxAnchor | 'leaf' | 'chanceUpdate' | 'chanceReturn';

/** One line (same fields as the stepper's PseudoLine). */
export type TreePseudoLine = PseudoLine<TreePseudoAnchor>;

/** One algorithm's pseudo-code in one language. */
export interface TreePseudoCode {
	readonly algorithm: TreeAlgorithm;
	readonly lines: readonly TreePseudoLine[];
	/** 1-based line of each anchor (anchors an algorithm lacks map to the nearest line that has it). */
	readonly anchors: Readonly<Record<TreePseudoAnchor, number>>;
}

type Draft = [
	indent: number,
	key: TreePseudoKey,
	comment: TreePseudoKey | null,
	anchor: TreePseudoAnchor | null
];

/** The lines of one algorithm, by key (the same structure in every language). */
function draft(algorithm: TreeAlgorithm): Draft[] {
	if (algorithm === 'negamax') {
		return [
			[0, 'nmHeader', 'colorComment', 'function'],
			[1, 'nmLeaf', null, 'leaf'],
			[1, 'maxInit', null, null],
			[1, 'forEach', null, null],
			[2, 'nmUpdate', null, 'maxUpdate'],
			[2, 'abAlpha', null, null],
			[2, 'maxCut', 'nmCutComment', 'maxCutoff'],
			[1, 'returnBest', 'failSoftComment', 'maxReturn'],
			[0, 'rootNm', null, 'rootCall'],
			[0, 'choose', null, 'choose']
		];
	}
	const ab = algorithm === 'alpha-beta';
	const em = algorithm === 'expectimax';
	const side = (max: boolean): Draft[] => {
		const update: TreePseudoKey = ab
			? max
				? 'abMax'
				: 'abMin'
			: em
				? max
					? 'emMax'
					: 'emMin'
				: max
					? 'mmMax'
					: 'mmMin';
		const lines: Draft[] = [
			[1, max ? 'ifMax' : 'ifMin', null, null],
			[2, max ? 'maxInit' : 'minInit', null, null],
			[2, 'forEach', null, null],
			[3, update, null, max ? 'maxUpdate' : 'minUpdate']
		];
		if (ab) {
			lines.push([3, max ? 'abAlpha' : 'abBeta', null, null]);
			lines.push([
				3,
				max ? 'maxCut' : 'minCut',
				max ? 'betaCutComment' : 'alphaCutComment',
				max ? 'maxCutoff' : 'minCutoff'
			]);
		}
		lines.push([2, 'returnBest', ab ? 'failSoftComment' : null, max ? 'maxReturn' : 'minReturn']);
		return lines;
	};
	const chance: Draft[] = em
		? [
				[1, 'ifChance', null, null],
				[2, 'sumInit', null, null],
				[2, 'forEachChance', null, null],
				[3, 'sumUpdate', null, 'chanceUpdate'],
				[2, 'returnSum', 'chanceComment', 'chanceReturn']
			]
		: [];
	return [
		[0, ab ? 'abHeader' : em ? 'emHeader' : 'mmHeader', null, 'function'],
		[1, 'leaf', null, 'leaf'],
		...chance,
		...side(true),
		...side(false),
		[0, ab ? 'rootAb' : em ? 'rootEm' : 'rootMm', null, 'rootCall'],
		[0, 'choose', null, 'choose']
	];
}

const WORDS = { en: treesEn.pseudo, fr: treesFr.pseudo } as const;
const cache = new Map<string, TreePseudoCode>();

/** The pseudo-code of `algorithm` in `lang` (built once, shared: do not mutate). */
export function treePseudoCode(algorithm: TreeAlgorithm, lang: 'en' | 'fr' = 'en'): TreePseudoCode {
	const key = `${algorithm} ${lang}`;
	const hit = cache.get(key);
	if (hit) return hit;
	const words = WORDS[lang];
	const anchors: Partial<Record<TreePseudoAnchor, number>> = {};
	const lines = draft(algorithm).map(([indent, code, comment, anchor], i): TreePseudoLine => {
		if (anchor) anchors[anchor] = i + 1;
		return { number: i + 1, indent, code: words[code], comment: comment && words[comment], anchor };
	});
	// Negamax has one side for both players; minimax and expectimax no cutoff line; only
	// expectimax has chance lines (a chance step cannot happen elsewhere).
	anchors.minUpdate ??= anchors.maxUpdate;
	anchors.minCutoff ??= anchors.maxCutoff ?? anchors.minUpdate;
	anchors.maxCutoff ??= anchors.maxUpdate;
	anchors.minReturn ??= anchors.maxReturn;
	anchors.chanceUpdate ??= anchors.function;
	anchors.chanceReturn ??= anchors.function;
	const code: TreePseudoCode = {
		algorithm,
		lines,
		anchors: anchors as Record<TreePseudoAnchor, number>
	};
	cache.set(key, code);
	return code;
}

/** The anchor a step highlights (see treePseudoLine). */
export function treePseudoAnchor(search: TreeSearch, step: Step): TreePseudoAnchor {
	const r = search.record;
	const chance = isChance(r, step.node);
	const max = isMaximizer(r, step.node);
	switch (step.kind) {
		case 'enter':
			return 'function';
		case 'choose':
			return 'choose';
		case 'update':
			return chance ? 'chanceUpdate' : max ? 'maxUpdate' : 'minUpdate';
		case 'cutoff':
			return max ? 'maxCutoff' : 'minCutoff';
		case 'return':
			if (step.leaf) return 'leaf';
			return chance ? 'chanceReturn' : max ? 'maxReturn' : 'minReturn';
		default:
			// A leaf's value (the stepper's `heuristic` step).
			return 'leaf';
	}
}

/**
 * The 1-based line `step` highlights in treePseudoCode(search.algorithm): `enter` the function line;
 * a leaf's steps the leaf line; `update`, `cutoff` and `return` the line of the node's side (MAX,
 * MIN or chance); `choose` the last line. The same in every language.
 */
export function treePseudoLine(search: TreeSearch, step: Step): number {
	return treePseudoCode(search.algorithm).anchors[treePseudoAnchor(search, step)];
}
