/** The registry of exercise kinds: one module per kind. */
import type { ExerciseKind } from '../exercise-types';
import type { KindModule } from '../kind-module';
import { bestMoveKind } from './best-move';
import { nextNodeKind } from './next-node';
import { pruneKind } from './prune';
import { threatsKind } from './threats';
import { uctKind } from './uct';
import { valueKind } from './value';
import { winKind } from './win';
import { windowKind } from './window';

/** Each kind's module, by kind. */
export const KIND_MODULES: { readonly [K in ExerciseKind]: KindModule<K> } = {
	win: winKind,
	threats: threatsKind,
	'best-move': bestMoveKind,
	value: valueKind,
	'next-node': nextNodeKind,
	window: windowKind,
	prune: pruneKind,
	uct: uctKind
};
