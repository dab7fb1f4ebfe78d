/** A reactive value (`$state.raw`), to feed a source that reads state. */
export class Box<T> {
	value = $state.raw<T>() as T;
	constructor(value: T) {
		this.value = value;
	}
}
