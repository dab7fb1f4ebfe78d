/**
 * The glossary (src/lib/i18n/glossary*.ts): the French terms docs/french.md fixes, each with its English
 * term; the French catalogue uses them and none of their usual variants; docs/french.md's table of terms
 * lists every pair.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en, fr, GLOSSARY_KEYS } from '$lib/i18n';
import { frenchTexts } from './french-texts';

describe('glossary', () => {
	it('fixes the French terms of docs/french.md, each with its English term', () => {
		expect(GLOSSARY_KEYS.map((k) => `${fr.glossary[k]} = ${en.glossary[k]}`)).toEqual([
			'morpion = tic-tac-toe',
			'case = cell',
			'coup = move',
			'demi-coup = ply',
			'position = position',
			'trait = side to move',
			'arbre de recherche = search tree',
			'nœud = node',
			'racine = root',
			'feuille = leaf',
			'profondeur = depth',
			'valeur minimax = minimax value',
			'maximiseur = maximizer',
			'minimiseur = minimizer',
			'alpha = alpha',
			'bêta = beta',
			'fenêtre = window',
			'coupure alpha = alpha cutoff',
			'coupure bêta = beta cutoff',
			'élagage alpha-bêta = alpha-beta pruning',
			'branche élaguée = pruned branch',
			'borne = bound',
			'borne exacte = exact bound',
			'borne inférieure = lower bound',
			'borne supérieure = upper bound',
			'variation principale = principal variation',
			'ordre des coups = move ordering',
			'centre d’abord = centre first',
			'pénalité de profondeur = depth penalty',
			'transposition = transposition',
			'partie nulle = draw',
			'abandon = resignation',
			'proposer la nulle = offer a draw',
			'nombre de nœuds = node count'
		]);
	});

	it.each([
		['nœud with its ligature', /noeud/i],
		[
			'bêta with its accent (the options --alpha-beta and --no-alpha-beta aside)',
			/(?<!--(no-)?alpha-)\bbeta\b/i
		],
		['coupure, not coupe', /\bcoupes? (alpha|bêta)/i],
		['élagage / élagué, not élaguage', /élaguage/i],
		['morpion, not tic-tac-toe', /tic-tac-toe/i],
		['maximiseur / minimiseur', /maximisateur|minimisateur|maximiseuse|minimiseuse/i],
		['valeur, not score', /\bscores?\b/i],
		['case, not cellule', /\bcellules?\b/i],
		['partie nulle, not match nul', /match nul/i],
		['ordre des coups', /ordre de coups|ordre des mouvements/i],
		['variation principale', /variante principale|ligne principale/i],
		['pénalité de profondeur', /pénalité de la profondeur|malus de profondeur/i]
	])('the French catalogue writes %s', (_, variant) => {
		const bad = frenchTexts().filter(([, text]) => variant.test(text));
		expect(bad.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
	});

	it('the French catalogue uses the terms of the page’s features', () => {
		const all = frenchTexts()
			.filter(([path]) => !path.startsWith('glossary.'))
			.map(([, text]) => text.toLowerCase())
			.join('\n');
		const used = GLOSSARY_KEYS.filter((k) => all.includes(fr.glossary[k]));
		// Not yet on the page: an exact value is shown without a sign.
		expect(GLOSSARY_KEYS.filter((k) => !used.includes(k))).toEqual(['exactBound']);
	});

	it('docs/french.md’s table of terms lists every term with its English twin', () => {
		const page = readFileSync(new URL('../../../docs/french.md', import.meta.url), 'utf8');
		const french = page.slice(page.indexOf('## Terms'));
		for (const k of GLOSSARY_KEYS) {
			const row = new RegExp(`^\\| ${fr.glossary[k]} +\\| ${en.glossary[k]} +\\|$`, 'm');
			expect(french).toMatch(row);
		}
	});
});
