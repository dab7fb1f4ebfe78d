/**
 * `npm test` (`tsx scripts/test.ts`): every check of the project, in two lanes that run side by
 * side.
 *
 * 1. `scripts/ensure-chromium.ts`: a Chromium for the end-to-end tests, or one line saying what to
 *    run (nothing else starts without it).
 * 2. Two lanes at once:
 *    - the browser lane: `npm run build` (the site the end-to-end tests open), then
 *      `playwright test` (its report printed as it runs);
 *    - the code lane: what `npm run lint` runs that reads the sources alone (`prettier --check .`,
 *      `eslint .`), at once; then, once the build has ended (both builds write .svelte-kit/,
 *      which these read), `knip`, `npm run check` and `npm run test:unit`, one after the other
 *      (each one's output printed whole when it ends, so the lanes' lines do not interleave).
 *
 * The browser lane is the longer one, so the code lane runs at a lower priority (`nice -n 10`):
 * the build and the end-to-end tests get the cores first, and the code lane's work fills the time
 * they leave idle (docs/testing.md gives the figures). Every step runs to its
 * end even when another failed, so one run names every failure; the exit status is 1 when any step
 * failed.
 */
import { spawn } from 'node:child_process';

/**
 * One step: its name in the summary and the command run, found through the PATH, where `npm test`
 * puts the project's node_modules/.bin (no `npx`, whose own start costs each step about 0.7 s of
 * CPU).
 */
interface Step {
	name: string;
	command: string;
	args: string[];
	/** Run at this lower scheduling priority (`nice -n`), 0 or absent: the default. */
	nice?: number;
}

/** How a step ended: its exit status and what it printed when its output was kept. */
interface Ended {
	step: Step;
	code: number;
	seconds: number;
	output: string;
}

/**
 * Runs `step`; with `stream` its output goes straight to this process's, else it is kept and
 * returned. Never rejects: a command that cannot start ends with status 127 and says why.
 */
function run(step: Step, stream: boolean): Promise<Ended> {
	const started = performance.now();
	return new Promise((done) => {
		const [command, args] = step.nice
			? ['nice', ['-n', String(step.nice), step.command, ...step.args]]
			: [step.command, step.args];
		const child = spawn(command, args, {
			stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
			env: process.env
		});
		const chunks: Buffer[] = [];
		child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
		child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
		const end = (code: number, extra = '') =>
			done({
				step,
				code,
				seconds: (performance.now() - started) / 1000,
				output: Buffer.concat(chunks).toString('utf8') + extra
			});
		child.on('error', (error) => end(127, `${step.command}: ${error.message}\n`));
		child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
	});
}

/** Prints a kept step's output under a header line naming it and how it ended. */
function report(ended: Ended): void {
	const verdict = ended.code === 0 ? 'passed' : `FAILED (exit ${ended.code})`;
	process.stdout.write(`\n── ${ended.step.name}: ${verdict} in ${ended.seconds.toFixed(1)} s ──\n`);
	if (ended.output)
		process.stdout.write(ended.output.endsWith('\n') ? ended.output : `${ended.output}\n`);
}

/** Runs `steps` one after the other, each reported when it ends. */
async function lane(steps: Step[]): Promise<Ended[]> {
	const ended: Ended[] = [];
	for (const step of steps) {
		const result = await run(step, false);
		report(result);
		ended.push(result);
	}
	return ended;
}

const chromium = await run(
	{ name: 'Chromium', command: 'tsx', args: ['scripts/ensure-chromium.ts'] },
	true
);
if (chromium.code !== 0) process.exit(1);

const build = run({ name: 'build', command: 'npm', args: ['run', 'build'] }, false).then(
	(ended) => {
		report(ended);
		return ended;
	}
);
const browserLane = build.then((built) =>
	built.code === 0
		? run({ name: 'end-to-end tests', command: 'playwright', args: ['test'] }, true)
		: null
);
/**
 * The code lane's priority: lower than the browser lane's, whose build and end-to-end tests are
 * the longer path, so that they get the cores first and the code lane takes the rest.
 */
const CODE_LANE_NICE = 10;
const codeLane = (async () => {
	const sources = await lane([
		{
			name: 'format (prettier)',
			command: 'prettier',
			args: ['--check', '.'],
			nice: CODE_LANE_NICE
		},
		{ name: 'lint (eslint)', command: 'eslint', args: ['.'], nice: CODE_LANE_NICE }
	]);
	await build;
	return [
		...sources,
		...(await lane([
			{ name: 'unused code (knip)', command: 'knip', args: [], nice: CODE_LANE_NICE },
			{ name: 'type check', command: 'npm', args: ['run', 'check'], nice: CODE_LANE_NICE },
			{ name: 'unit tests', command: 'npm', args: ['run', 'test:unit'], nice: CODE_LANE_NICE }
		]))
	];
})();
const [built, browser, code] = await Promise.all([build, browserLane, codeLane]);

const all = [built, ...code, ...(browser ? [browser] : [])];
process.stdout.write('\n── npm test ──\n');
for (const ended of all)
	process.stdout.write(
		`${ended.code === 0 ? 'passed' : 'FAILED'}  ${ended.step.name} (${ended.seconds.toFixed(1)} s)\n`
	);
if (!browser) process.stdout.write('not run  end-to-end tests (the build failed)\n');
process.exit(all.every((ended) => ended.code === 0) && browser ? 0 : 1);
