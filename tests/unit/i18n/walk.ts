/**
 * Walks a catalogue: every leaf (a string, or a function that writes one) with its dotted path, in
 * key order. Shared by the catalogue tests (shape, twins, typography).
 */

/** One leaf of a catalogue: its path ("tree.legend.max") and its value. */
export interface Leaf {
	readonly path: string;
	readonly value: unknown;
}

/** Every leaf under `node` (plain objects are walked into; anything else is a leaf). */
export function leaves(node: unknown, prefix = ''): Leaf[] {
	if (node === null || typeof node !== 'object') return [{ path: prefix, value: node }];
	return Object.keys(node)
		.sort()
		.flatMap((key) =>
			leaves((node as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key)
		);
}

/** A leaf's shape: 'string', 'function/2' (with its declared arity), 'number'… */
export function shapeOf(value: unknown): string {
	return typeof value === 'function' ? `function/${value.length}` : typeof value;
}
