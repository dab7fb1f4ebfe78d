/**
 * A QR code's modules as one SVG path (one unit square per dark module), so that the page draws
 * the join link's QR code as an inline SVG: no image request, crisp at any size. Pure: no DOM.
 */

/** A QR code's matrix, as the qrcode library's `create(text).modules` gives it. */
export interface QrModules {
	readonly size: number;
	get(row: number, col: number): number | boolean;
}

/**
 * The SVG path data of `modules`: for each row, runs of dark modules as `M x y h n v 1 h -n z`
 * (a rectangle per run: fewer commands than a square per module). Coordinates in modules,
 * for a viewBox of `0 0 size size` (add the quiet zone around it in the viewBox).
 */
export function qrPath(modules: QrModules): string {
	const parts: string[] = [];
	const { size } = modules;
	for (let row = 0; row < size; row++) {
		let col = 0;
		while (col < size) {
			if (!modules.get(row, col)) {
				col++;
				continue;
			}
			const start = col;
			while (col < size && modules.get(row, col)) col++;
			parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
		}
	}
	return parts.join('');
}
