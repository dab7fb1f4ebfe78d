/**
 * One search, the first of a fresh Node process (cold: nothing compiled, no buffer allocated yet),
 * timed around the search alone, as the CLI times it (scripts/analyze.ts). Started by
 * scripts/bench/record.ts and scripts/bench/games.ts as
 * `node --import tsx scripts/bench/first-search.ts MODE`; prints `{ mode, ms, cpuMs, nodes, value }`
 * as JSON, `cpuMs` being the process's CPU time (user + system, every thread: the optimizing
 * compiler's too) over the same span, which waits on a loaded machine do not inflate. MODE:
 * - `record3`: the engine's plain search of the empty 3x3 board (depth penalty on, index order),
 *   recording all 549,946 nodes into a buffer it allocates, as `analyze '.........'` does;
 * - `bare3`: the bare bit-mask minimax of scripts/bench/record.ts (records nothing), the same tree;
 * - `solve4`: proving 4x4 a draw (alpha-beta, the table, centre first, no depth penalty, no depth
 *   limit: 725,254 nodes), recorded, as `analyze --game ttt4 --alpha-beta --transposition-table
 *   --order center --no-depth-penalty --depth-limit none` does;
 * - `proof4`: the same search as the page's 4x4 proof worker runs it (src/lib/app/proof4.worker.ts:
 *   the root recorded only, an abort callback counting progress), here in Node.
 */
import {
	ABORT_CHECK_INTERVAL,
	emptyPosition,
	proveDraw4x4,
	search,
	type SearchResult
} from '../../src/lib/engine/index.ts';
import { bareMinimax } from './record.ts';

const mode = process.argv[2];
let out: { nodes: number; value: number };
const cpuStart = process.cpuUsage();
const start = performance.now();
if (mode === 'record3') {
	const r: SearchResult = search(emptyPosition(), {
		alphaBeta: false,
		depthPenalty: true,
		order: 'index'
	});
	out = { nodes: r.nodes, value: r.value };
} else if (mode === 'bare3') {
	out = bareMinimax(true);
} else if (mode === 'solve4') {
	const r = proveDraw4x4(true);
	out = { nodes: r.nodes, value: r.value };
} else if (mode === 'proof4') {
	let checks = 0;
	const r = proveDraw4x4(true, {
		nodeBudget: 1,
		shouldAbort: () => {
			checks++;
			return false;
		}
	});
	if (checks !== Math.ceil(r.nodes / ABORT_CHECK_INTERVAL)) throw new Error('abort checks');
	out = { nodes: r.nodes, value: r.value };
} else throw new Error(`Unknown mode ${mode}: record3, bare3, solve4 or proof4.`);
const ms = performance.now() - start;
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000;
process.stdout.write(`${JSON.stringify({ mode, ms, cpuMs, ...out })}\n`);
