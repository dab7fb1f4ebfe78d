/**
 * Copy-on-write helpers for the practice answers, which are kept as immutable snapshots in
 * `$state.raw` (each change makes a new Set or Map, so a change is one assignment).
 */

/** An empty set or map of the answer's type. */
export const emptySet = <T>(): ReadonlySet<T> => new Set<T>();
export const emptyMap = <K, V>(): ReadonlyMap<K, V> => new Map<K, V>();

/** `set` with `item` added, or removed when it was there. */
export function toggled<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
	const next = new Set(set);
	if (next.has(item)) next.delete(item);
	else next.add(item);
	return next;
}

/** `map` with `key` set to `value`. */
export function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> {
	return new Map(map).set(key, value);
}
