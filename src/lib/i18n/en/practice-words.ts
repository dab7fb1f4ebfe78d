/**
 * English words shared by the practice strings: cells named by number and coordinates ("cell 9
 * (c1)": columns a-c from the left, rows 1-3 from the bottom, docs/game-rules.md), nodes named
 * by their path of cells ("node 4→6"), lines, the pruning test with its numbers.
 */
import type { ChildValue, PruneTest, PracticeNodeRef } from '$lib/practice';
import { joinList, scoreWords } from '../format';
import { numbersEn } from './numbers';

export const number = numbersEn.score;

/** "a1" for index 6: column letter from the left, row number from the bottom. */
export function coordinates(cell: number): string {
	return `${'abc'[cell % 3]}${3 - Math.floor(cell / 3)}`;
}

/** "cell 9 (c1)". */
export function cellName(cell: number): string {
	return `cell ${cell + 1} (${coordinates(cell)})`;
}

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
	return joinList(items, 'and');
}

/** "cell 3 (c3)", "cells 3 (c3) and 7 (a1)", "no cell". */
export function cellsName(cells: readonly number[]): string {
	if (cells.length === 0) return 'no cell';
	if (cells.length === 1) return cellName(cells[0]);
	return `cells ${list(cells.map((c) => `${c + 1} (${coordinates(c)})`))}`;
}

/** A line of three by cell numbers: "7-8-9". */
export function lineName(line: readonly number[]): string {
	return line.map((c) => c + 1).join('-');
}

/** "the root" or "node 4→6" (cells numbered 1-9 from the root). */
export function nodeName(ref: PracticeNodeRef): string {
	return ref.path.length === 0 ? 'the root' : `node ${ref.path.map((c) => c + 1).join('→')}`;
}

/** "node 6→8", "nodes 6→8 and 6→9" (names one by one when the root is among them). */
export function nodesName(refs: readonly PracticeNodeRef[]): string {
	if (refs.length !== 1 && refs.every((r) => r.path.length > 0)) {
		return `nodes ${list(refs.map((r) => r.path.map((c) => c + 1).join('→')))}`;
	}
	return list(refs.map(nodeName));
}

/** The first letter in upper case. */
export function cap(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "7", "<= -8", ">= 0"; and a window, "[-∞, 7]". */
export const { valueWithBound, windowText } = scoreWords(number);

/** "beta 3 <= alpha 7" at a min node, "alpha 7 >= beta 3" at a max node. */
export function testText(test: PruneTest): string {
	return test.maximizing
		? `alpha ${number(test.alpha)} >= beta ${number(test.beta)}`
		: `beta ${number(test.beta)} <= alpha ${number(test.alpha)}`;
}

/** "a beta cutoff" at a max node, "an alpha cutoff" at a min node. */
export function cutoffKind(test: PruneTest): string {
	return test.maximizing ? 'a beta cutoff' : 'an alpha cutoff';
}

/** "cell 4 (a2) returned 7". */
export function returned(child: ChildValue): string {
	return `${cellName(child.cell)} returned ${valueWithBound(child.value, child.bound)}`;
}

/** "max node" / "min node". */
export function role(maximizing: boolean): string {
	return maximizing ? 'a max node (▲)' : 'a min node (▼)';
}
