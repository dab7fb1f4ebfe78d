/**
 * The picture's component rule (docs/architecture.md, "The tree picture"), read from the source
 * files: one host holds the camera, so no other file creates a d3-zoom behaviour or a transform of
 * its own (`zoom()`, `zoomIdentity`, `.transform(`, a value import from d3-zoom, the pan-zoom
 * controller); and at most three Svelte components draw tree edges: the SVG painter, the canvas
 * painter's layer and the minimap. A tree edge in a component is an SVG `<line>`, a `<path>` whose
 * class names a link or an edge, or canvas strokes (`moveTo` / `lineTo`) in its script.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../../src', import.meta.url).pathname;

/** Every .svelte, .ts and .js file under src, as paths relative to src with '/' separators. */
function sources(dir = SRC): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sources(path);
		return /\.(svelte|ts|js)$/.test(name) ? [relative(SRC, path).split('\\').join('/')] : [];
	});
}

const files = sources();
const text = new Map(files.map((f) => [f, readFileSync(join(SRC, f), 'utf8')]));

/** The code of a file without its comments (a docstring may name what the rule forbids). */
function code(file: string): string {
	return (text.get(file) ?? '')
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The files whose code matches `pattern`. */
function matching(pattern: RegExp, among = files): string[] {
	return among.filter((f) => pattern.test(code(f))).sort();
}

/** The files allowed to create the camera: the host, and the framework-free pan-zoom core it binds. */
const CAMERA_FILES = [
	'lib/ui/picture/TreePicture.svelte',
	'lib/ui/tree/pan-zoom-attachment.ts',
	'lib/visualization/pan-zoom.ts'
];

/** The components that draw tree edges: the two painters (SVG, the canvas's layer) and the minimap. */
const EDGE_COMPONENTS = [
	'lib/ui/picture/SvgTreePainter.svelte',
	'lib/ui/whole-tree/CanvasLayer.svelte',
	'lib/ui/whole-tree/Minimap.svelte'
];

/** Charts, not trees: their `<line>`s are axes and grid lines. */
const CHARTS = [
	'lib/ui/classroom/CompareChart.svelte',
	'lib/ui/lessons/MctsFigure.svelte',
	'lib/ui/mcts/MctsCandidates.svelte'
];

describe('the picture component rule', () => {
	it('reads the source tree (the host, the painters and the views are there)', () => {
		for (const f of [...CAMERA_FILES, ...EDGE_COMPONENTS, ...CHARTS]) expect(files).toContain(f);
		expect(files.filter((f) => f.endsWith('.svelte')).length).toBeGreaterThan(50);
	});

	it('only the host and its pan-zoom core create a d3-zoom behaviour or transform', () => {
		const outside = files.filter((f) => !CAMERA_FILES.includes(f));
		expect(matching(/\bzoom\s*\(/, outside)).toEqual([]);
		expect(matching(/\bzoomIdentity\b/, outside)).toEqual([]);
		expect(matching(/\.transform\s*\(/, outside)).toEqual([]);
		expect(matching(/import\s+\{[^}]*\}\s+from\s+'d3-zoom'/, outside)).toEqual([]);
		expect(matching(/\bcreatePanZoom\s*\(|(?<!get\s+)\bpanZoom\s*\(/, outside)).toEqual([]);
	});

	it('at most three components draw tree edges: the SVG painter, the canvas layer and the minimap', () => {
		const svelte = files.filter((f) => f.endsWith('.svelte'));
		const svgEdges = matching(
			/<line\b|<path\b[^>]*class="[^"]*\b(link|edge)\b/,
			svelte.filter((f) => !CHARTS.includes(f))
		);
		const canvasEdges = matching(/\.(moveTo|lineTo)\s*\(/, svelte);
		const drawing = [...new Set([...svgEdges, ...canvasEdges])].sort();
		expect(
			drawing.every((f) => EDGE_COMPONENTS.includes(f)),
			drawing.join(', ')
		).toBe(true);
		expect(drawing.length).toBeLessThanOrEqual(3);
	});

	it('the charts allowed their lines draw no tree (no picture host or painter in them)', () => {
		expect(matching(/TreePicture|SvgTreePainter/, CHARTS)).toEqual([]);
	});
});
