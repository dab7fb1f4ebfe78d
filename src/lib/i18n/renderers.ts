/** One rendering function per kind of a `{ kind }` union, each given its own member. */
export type Renderers<U extends { readonly kind: string }> = {
	readonly [K in U['kind']]: (value: Extract<U, { readonly kind: K }>) => string;
};
