/** How English writes numbers: 549,946 and 1.8. Every English string formats numbers with these. */
import { numbersFor, type NumberFormat } from '../format';

export const formatEn: NumberFormat = { group: ',', decimal: '.' };
export const numbersEn = numbersFor(formatEn);
