/**
 * `npm run --silent analyze -- [options] POSITION [SIDE]`, `--tree TEXT`, `--tree-file PATH` or
 * `--tree -`: the command line's entry; the command itself is `analyze` in analyze-command.ts.
 */
import { analyze } from './analyze-command.ts';
import { processIo } from './cli-io.ts';

process.exitCode = await analyze(process.argv.slice(2), processIo());
