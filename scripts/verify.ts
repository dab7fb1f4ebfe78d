/**
 * `npm run --silent verify -- [options]`: the command line's entry; the command itself is `verify`
 * in verify-command.ts.
 */
import { processIo } from './cli-io.ts';
import { verify } from './verify-command.ts';

process.exitCode = await verify(process.argv.slice(2), processIo());
