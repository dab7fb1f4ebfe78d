/**
 * Export the tree as shown, in the browser: the open-nodes tree's SVG
 * serialized with its computed styles inlined (so the file looks as the page does, without the
 * page's style sheet), clipped to the current view; a PNG of that SVG, or of the whole tree's canvas
 * at the current view; and a file download from text or a Blob.
 */

/** Style properties copied from the page onto each exported SVG element. */
const SVG_STYLE_PROPERTIES = [
	'fill',
	'fill-opacity',
	'stroke',
	'stroke-width',
	'stroke-dasharray',
	'stroke-opacity',
	'opacity',
	'font-family',
	'font-size',
	'font-weight',
	'text-anchor',
	'dominant-baseline',
	'visibility',
	'display'
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * `svg` copied as a standalone SVG element of `width` x `height` px: every element's computed
 * style inlined (SVG_STYLE_PROPERTIES), its class, tabindex and the attributes `drop` names
 * removed, a white background, and `title` as its <title>. The caller may touch the copy further
 * before svgDocument writes it out.
 */
export function standaloneSvg(
	svg: SVGSVGElement,
	title: string,
	width: number,
	height: number,
	drop: readonly string[] = []
): SVGSVGElement {
	const clone = svg.cloneNode(true) as SVGSVGElement;
	const originals = [svg, ...svg.querySelectorAll('*')];
	const copies = [clone, ...clone.querySelectorAll('*')];
	originals.forEach((element, k) => {
		const copy = copies[k] as SVGElement;
		const computed = getComputedStyle(element);
		const style = SVG_STYLE_PROPERTIES.map((p) => `${p}:${computed.getPropertyValue(p)}`).join(';');
		copy.setAttribute('style', style);
		copy.removeAttribute('class');
		copy.removeAttribute('tabindex');
		for (const name of drop) copy.removeAttribute(name);
	});
	clone.setAttribute('xmlns', SVG_NS);
	clone.setAttribute('width', String(width));
	clone.setAttribute('height', String(height));
	const background = document.createElementNS(SVG_NS, 'rect');
	background.setAttribute('width', '100%');
	background.setAttribute('height', '100%');
	background.setAttribute('fill', '#ffffff');
	clone.insertBefore(background, clone.firstChild);
	const heading = document.createElementNS(SVG_NS, 'title');
	heading.textContent = title;
	clone.insertBefore(heading, clone.firstChild);
	return clone;
}

/** The text of an SVG file holding `svg` (standaloneSvg's copy). */
export function svgDocument(svg: SVGSVGElement): string {
	return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;
}

/**
 * A standalone SVG document of `svg` as it is on screen: same size and view, every element's
 * computed style inlined, a white background, the accessible name as its <title>.
 */
export function serializeSvg(svg: SVGSVGElement, title: string): string {
	const { width, height } = svg.getBoundingClientRect();
	const w = Math.round(width);
	const h = Math.round(height);
	const clone = standaloneSvg(svg, title, w, h);
	clone.setAttribute('viewBox', `0 0 ${w} ${h}`);
	return svgDocument(clone);
}

/** An SVG document holding a PNG image (the whole tree's canvas, which has no vector form). */
export function svgOfImage(dataUrl: string, width: number, height: number, title: string): string {
	const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
	return (
		`<?xml version="1.0" encoding="UTF-8"?>\n` +
		`<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
		`<title>${esc(title)}</title><image href="${dataUrl}" width="${width}" height="${height}"/></svg>`
	);
}

/** Draws an SVG document onto a canvas at `scale` and returns it as a PNG Blob. */
export async function svgToPng(
	svgText: string,
	width: number,
	height: number,
	scale = 2
): Promise<Blob> {
	const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
	const image = new Image();
	await new Promise<void>((resolve, reject) => {
		image.onload = () => resolve();
		image.onerror = () => reject(new Error('The browser could not draw the SVG.'));
		image.src = url;
	});
	const canvas = document.createElement('canvas');
	canvas.width = Math.round(width * scale);
	canvas.height = Math.round(height * scale);
	const ctx = canvas.getContext('2d');
	if (!ctx) throw new Error('No 2D canvas in this browser.');
	ctx.fillStyle = '#ffffff';
	ctx.fillRect(0, 0, canvas.width, canvas.height);
	ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
	return canvasToPng(canvas);
}

/** A canvas as a PNG Blob. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
	return new Promise((resolve, reject) =>
		canvas.toBlob(
			(blob) => (blob ? resolve(blob) : reject(new Error('No PNG from the canvas.'))),
			'image/png'
		)
	);
}

/** Saves `data` as a file named `name` (a download the browser asks about or saves). */
export function download(
	name: string,
	data: Blob | string,
	type = 'application/octet-stream'
): void {
	const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = name;
	a.style.display = 'none';
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name for the tree's picture: `tree-XOX-.O.-X..-alphabeta.svg` (trace-format's rule). */
export function pictureName(traceName: string, extension: 'svg' | 'png'): string {
	return traceName.replace(/^trace-/, 'tree-').replace(/\.json$/, `.${extension}`);
}
