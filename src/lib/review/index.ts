/** The game review's pure core: exact values (solve.ts), labels, threats and retries (review.ts). */
export * from './solve';
export * from './review';
