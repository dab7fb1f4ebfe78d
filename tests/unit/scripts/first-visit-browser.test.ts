import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstVisitBrowser } from '../../../scripts/bench/first-visit.ts';

describe('firstVisitBrowser', () => {
	/** A stand-in browser at `dir/name` that prints `said` for --version. */
	const fake = (dir: string, name: string, said: string) => {
		const path = join(dir, name);
		writeFileSync(path, `#!/bin/sh\necho '${said}'\n`);
		chmodSync(path, 0o755);
		return path;
	};

	it('names the browser and its version, and says when it is the headless shell', () => {
		const dir = mkdtempSync(join(tmpdir(), 'first-visit-browser-'));
		try {
			const full = fake(dir, 'chromium', 'Chromium 156.0.8078.114 built on Debian');
			expect(firstVisitBrowser(full)).toBe(`${full}: Chromium 156.0.8078.114 built on Debian`);
			const shell = fake(dir, 'chromium-headless-shell', 'Chromium 156.0.8078.114');
			expect(firstVisitBrowser(shell)).toMatch(
				/^.*chromium-headless-shell: Chromium 156\.0\.8078\.114 \(the headless shell, not a visitor's browser/
			);
			expect(firstVisitBrowser(join(dir, 'missing'))).toBe(
				`${join(dir, 'missing')}: version unknown`
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
