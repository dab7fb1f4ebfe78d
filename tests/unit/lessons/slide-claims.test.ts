/**
 * Every slide of every lesson says what its decision shows: where a narration names the move the
 * AI chooses, the root's value or the node count of the search on screen, it is the recorded
 * decision's (the candidate table marks that move "chosen"). Each narration code is listed below
 * with what it claims about the slide's own decision (nothing, for a code that talks about other
 * searches or about one node), so a new code cannot be left unchecked. A narration that names an
 * immediate win on a slide whose table marks another move must also name the move chosen (the
 * fault: lesson 3's first slide said "O can win at once on cell 8" above a table choosing cell 4).
 */
import { describe, expect, it } from 'vitest';
import { LESSONS, type NarrationCode } from '$lib/lessons/index';
import { narrationText } from '$lib/i18n/index';
import { LESSON_WORDS } from '$lib/i18n/lesson-words';
import { lab, resolveLesson } from './fixtures';

/** What a narration claims about its slide's decision (absent: no claim). */
interface Claims {
	chosen?: number;
	value?: number;
	nodes?: number;
	/** Immediate wins the sentence names. */
	wins?: readonly number[];
}

type Values = Record<string, unknown>;
const num = (v: Values, k: string) => v[k] as number;
const decision = (v: Values): Claims => ({ chosen: num(v, 'best'), value: num(v, 'value') });
const withNodes = (v: Values): Claims => ({ ...decision(v), nodes: num(v, 'nodes') });
const none = (): Claims => ({});

const CLAIMS: Record<NarrationCode, (v: Values) => Claims> = {
	'game-tree.root': (v) => ({ nodes: num(v, 'nodes') }),
	'game-tree.moves': none,
	'game-tree.leaf': none,
	'game-tree.leaves': none,
	'game-tree.levels': none,
	'game-tree.size': (v) => ({ nodes: num(v, 'nodes') }),
	'minimax.start': none,
	'minimax.first-leaf': none,
	'minimax.min-returns': none,
	// `best` here is the root's best value so far at the slide's step, not the move chosen.
	'minimax.update': none,
	'minimax.choose': decision,
	'depth-penalty.position': (v) => ({ chosen: num(v, 'chosen'), wins: v.wins as number[] }),
	'depth-penalty.without': decision,
	'depth-penalty.later': (v) => ({ chosen: num(v, 'best') }),
	'depth-penalty.with': decision,
	'depth-penalty.rule': none,
	'win-before-block.position': (v) => ({ wins: v.wins as number[] }),
	'win-before-block.choice': decision,
	'win-before-block.block': none,
	'win-before-block.others': none,
	'win-before-block.no-penalty': decision,
	'alpha-beta.plain': withNodes,
	'alpha-beta.pruned': withNodes,
	'alpha-beta.window': none,
	'alpha-beta.first-cutoff': none,
	'alpha-beta.first-prune': none,
	'alpha-beta.root-cutoff': none,
	'alpha-beta.bounds': (v) => ({ chosen: num(v, 'best') }),
	'move-ordering.plain': withNodes,
	'move-ordering.alpha-beta': withNodes,
	'move-ordering.center-first': withNodes,
	'move-ordering.first-move': none,
	'move-ordering.compare': none,
	'move-ordering.openings': none,
	'proof.method': none,
	'proof.with-penalty': none,
	'proof.without-penalty': none,
	'proof.never': none,
	'proof.answer': (v) => ({ chosen: num(v, 'answer'), value: num(v, 'value') }),
	'whole-tree.nodes': (v) => ({ nodes: num(v, 'nodes') }),
	'whole-tree.games': none,
	'whole-tree.positions': none,
	'whole-tree.transpositions': none,
	'whole-tree.subtree': none,
	'transpositions.twice': none,
	'transpositions.table': (v) => ({ nodes: num(v, 'nodes') }),
	'transpositions.lookup': none,
	'transpositions.empty-board': none,
	'depth-limit.horizon': (v) => ({ nodes: num(v, 'nodes') }),
	'depth-limit.evaluation': none,
	'depth-limit.choice': decision,
	'depth-limit.bigger': none,
	// The solver lesson's counts are the ladder's; the two tree slides name their tree's nodes.
	'connect4-solver.plain': none,
	'connect4-solver.alpha-beta': (v) => ({ nodes: num(v, 'nodes') }),
	'connect4-solver.centre': (v) => ({ nodes: num(v, 'nodes') }),
	'connect4-solver.table': none,
	'connect4-solver.null-window': none,
	'connect4-solver.anticipate': none,
	'connect4-solver.threats': none,
	'connect4-solver.midgame': none,
	'connect4-solver.in-game': none,
	'mcts.too-big': none,
	'mcts.selection': none,
	'mcts.expansion': none,
	'mcts.backpropagation': none,
	// The exploration and convergence slides talk about MCTS runs; the trap names minimax's move.
	'mcts.exploration': none,
	'mcts.convergence': none,
	'mcts.trap': (v) => ({ chosen: num(v, 'best'), value: num(v, 'value') })
};

describe('every slide says what its decision shows', () => {
	for (const lesson of LESSONS) {
		const slides = resolveLesson(lesson.id);
		slides.forEach((slide, k) => {
			const code = slide.narration.code;
			it(`${lesson.id} slide ${k + 1} (${code})`, () => {
				const claimsOf = CLAIMS[code];
				expect(claimsOf, `no claims listed for ${code}`).toBeTypeOf('function');
				const claims = claimsOf(slide.narration.values as unknown as Values);
				const result = lab.search(slide.notation, slide.options);
				if (claims.chosen !== undefined) expect(claims.chosen).toBe(result.bestMove);
				if (claims.value !== undefined) expect(claims.value).toBe(result.value);
				if (claims.nodes !== undefined) expect(claims.nodes).toBe(result.nodes);
				// Named immediate wins are wins: the child after that move is a finished game won by
				// the side to move.
				const record = result.record;
				for (const cell of claims.wins ?? []) {
					let child = -1;
					for (let c = 1; c < record.count; c = record.end[c])
						if (record.move[c] === cell) child = c;
					expect(child, `cell ${cell} is a root move`).toBeGreaterThan(0);
					expect(record.end[child]).toBe(child + 1);
				}
				// A sentence naming wins above a table that chooses another move names that move too.
				const tableShown = slide.panels.includes('candidates');
				if (tableShown && claims.wins?.length && !claims.wins.includes(result.bestMove ?? -1)) {
					expect(claims.chosen).toBe(result.bestMove);
					for (const words of [LESSON_WORDS.en, LESSON_WORDS.fr]) {
						const text = narrationText(words.narration, slide.narration);
						expect(text).toContain(String((result.bestMove ?? 0) + 1));
					}
				}
			});
		});
	}
});

describe('fault: lesson 3 slide 1 named the win on cell 8 above a table choosing cell 4', () => {
	it('says the AI plays cell 4 without the depth penalty, in English and French', () => {
		const [first] = resolveLesson('depth-penalty');
		expect(narrationText(LESSON_WORDS.en.narration, first.narration)).toBe(
			'O to move; the free cells are 4, 6, 8 and 9. O can win at once on cell 8. Yet without the depth penalty the AI plays cell 4, as the table shows: why?'
		);
		expect(narrationText(LESSON_WORDS.fr.narration, first.narration)).toContain(
			"Pourtant, sans la pénalité de profondeur, l'IA joue case 4, comme le montre le tableau"
		);
	});
});
