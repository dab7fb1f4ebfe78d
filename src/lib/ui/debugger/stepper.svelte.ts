/**
 * The Stepper moved to the app layer (src/lib/app/stepper.svelte.ts). This re-export keeps the tree
 * views' import working until they import it from there (branch viz); then delete this file.
 */
export { Stepper, SPEEDS } from '$lib/app/stepper.svelte';
