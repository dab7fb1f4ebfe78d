/**
 * Comment le français écrit les nombres : 549 946 (espace fine insécable U+202F entre les groupes),
 * 1,8 (virgule décimale) et 1,8 ms (espace insécable U+00A0 avant l’unité). Every French string
 * formats numbers with these.
 */
import { numbersFor, type NumberFormat } from '../format';

/** The narrow no-break space (espace fine insécable), also before : ; ? ! (fr/typography.ts). */
export const NNBSP = '\u202f';

export const formatFr: NumberFormat = { group: NNBSP, decimal: ',' };
export const numbersFr = numbersFor(formatFr, '\u00a0');
