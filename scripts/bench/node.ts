/**
 * The Node part of the benchmark: the engine on the empty board (plain minimax and alpha-beta) next
 * to the naive reference, the record's memory, and the whole-tree layout (the array tidy layout
 * kept, and d3-hierarchy for comparison, with the largest difference between them).
 */
import {
	emptyPosition,
	recordBytes,
	search,
	type SearchRecord
} from '../../src/lib/engine/index.ts';
import { tidyXWithD3 } from '../../src/lib/visualization/whole-tree/layout-d3.ts';
import {
	indexLayout,
	tidyX,
	type TreeLayout
} from '../../src/lib/visualization/whole-tree/layout.ts';
import { naiveMinimax } from './naive.ts';
import { quantile, round, summary, time } from './stats.ts';

function layoutBytes(layout: TreeLayout): number {
	return [layout.x, layout.minX, layout.maxX, layout.bottom, layout.byDepth, layout.depthStart]
		.map((a) => a.byteLength)
		.reduce((a, b) => a + b, 0);
}

/** The engine, memory and layout figures. */
export function nodeFigures() {
	const position = emptyPosition();
	let plain: SearchRecord | null = null;
	let ab: SearchRecord | null = null;
	const plainTimes = time(() => (plain = search(position, { alphaBeta: false }).record), 7, 2);
	const abTimes = time(() => (ab = search(position, { alphaBeta: true }).record), 7, 2);
	const counter = { nodes: 0 };
	let naiveValue = NaN;
	const naiveTimes = time(
		() => {
			counter.nodes = 0;
			naiveValue = naiveMinimax(Array<string>(9).fill(''), 'X', 'X', counter);
		},
		7,
		2
	);
	const plainRecord = plain as unknown as SearchRecord;
	const abRecord = ab as unknown as SearchRecord;

	let arrayLayout: TreeLayout | null = null;
	const arrayTimes = time(() => (arrayLayout = indexLayout(plainRecord, tidyX(plainRecord))), 5, 1);
	const xArray = tidyX(plainRecord);
	let xD3: Float64Array = new Float64Array(0);
	const d3Times = time(() => (xD3 = tidyXWithD3(plainRecord)), 3, 1);
	let maxDiff = 0;
	for (let i = 0; i < plainRecord.count; i++)
		maxDiff = Math.max(maxDiff, Math.abs(xArray[i] - xD3[i]));
	const layout = arrayLayout as unknown as TreeLayout;
	const n = plainRecord.count;

	const engineMedian = quantile(plainTimes, 0.5);
	const naiveMedian = quantile(naiveTimes, 0.5);
	return {
		engine: {
			position: '.........',
			plain: { nodes: plainRecord.count, ...summary(plainTimes) },
			alphaBeta: { nodes: abRecord.count, ...summary(abTimes) },
			naiveReference: { nodes: counter.nodes, value: naiveValue, ...summary(naiveTimes) },
			speedupPlainVsNaive: round(naiveMedian / engineMedian, 2),
			speedupAlphaBetaVsNaive: round(naiveMedian / quantile(abTimes, 0.5), 2)
		},
		memory: {
			recordBytesPerNode: recordBytes(plainRecord) / n,
			plainRecordMB: round(recordBytes(plainRecord) / 2 ** 20, 2),
			alphaBetaRecordMB: round(recordBytes(abRecord) / 2 ** 20, 2),
			layoutMB: round(layoutBytes(layout) / 2 ** 20, 2),
			// prelim, mod, change, shift (8 bytes) + 6 Int32 work arrays, freed after the layout.
			layoutWorkingMB: round((n * (4 * 8 + 6 * 4)) / 2 ** 20, 2)
		},
		layout: {
			nodes: n,
			widthUnits: layout.width,
			maxDepth: layout.maxDepth,
			arrayBuchheim: summary(arrayTimes),
			d3Hierarchy: summary(d3Times),
			speedupArrayVsD3: round(quantile(d3Times, 0.5) / quantile(arrayTimes, 0.5), 1),
			maxDifferenceFromD3: maxDiff,
			kept: 'arrayBuchheim'
		}
	};
}
