/**
 * The first screens written into the served page (scripts/first-screen.ts `withFirstScreens`):
 * each in a wrapper that is not displayed, inert and hidden from assistive technology, before
 * SvelteKit's target, then the chooser's script; a page without the target, or written twice, is
 * refused.
 */
import { describe, expect, it } from 'vitest';
import { withFirstScreens } from '../../../scripts/first-screen.ts';

const PAGE = `<body>
		<div style="display: contents">
			<script>start()</script>
		</div>
	</body>`;
const SCREENS = new Map([
	['#/', '<div class="app"><button aria-label="Cell 1: empty"></button></div>'],
	['#/?a="b"&c', '<div class="app">other</div>']
]);

describe('withFirstScreens', () => {
	it("puts each screen in a wrapper, then the chooser, before SvelteKit's target", () => {
		const html = withFirstScreens(PAGE, SCREENS, 'choose();', 'first-screen');
		expect(html).toBe(`<body>
		<div class="first-screen" data-link="#/" style="display: none; pointer-events: none" inert aria-hidden="true"><div class="app"><button aria-label="Cell 1: empty"></button></div></div>
		<div class="first-screen" data-link="#/?a=&quot;b&quot;&amp;c" style="display: none; pointer-events: none" inert aria-hidden="true"><div class="app">other</div></div>
		<script>
choose();
		</script>
		<div style="display: contents">
			<script>start()</script>
		</div>
	</body>`);
	});

	it('refuses a page without the target, or with first screens already', () => {
		expect(() => withFirstScreens('<body></body>', SCREENS, '', 'first-screen')).toThrow(
			'the page has no SvelteKit target (<div style="display: contents">)'
		);
		const once = withFirstScreens(PAGE, SCREENS, '', 'first-screen');
		expect(() => withFirstScreens(once, SCREENS, '', 'first-screen')).toThrow(
			'the page holds first screens already'
		);
	});
});
