import { describe, expect, it } from 'vitest';
import { cliCommand } from '$lib/app/cli-command';
import { parsePosition } from '$lib/engine';

describe('cliCommand', () => {
	it.each([
		[
			'XOX/.O./X..',
			{ alphaBeta: false, depthPenalty: true, order: 'index' },
			"npm run --silent analyze -- 'XOX/.O./X..'"
		],
		[
			'XX./OO./... o',
			{ alphaBeta: true, depthPenalty: false, order: 'center-first' },
			"npm run --silent analyze -- --alpha-beta --order center-first --no-depth-penalty 'XX./OO./... o'"
		]
	] as const)('case %# %s', (notation, options, command) => {
		expect(cliCommand(parsePosition(notation), options)).toBe(command);
	});
});
