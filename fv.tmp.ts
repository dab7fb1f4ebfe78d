import { firstVisitFigures } from './scripts/bench/first-visit.ts';
const r = await firstVisitFigures(process.cwd());
console.log(JSON.stringify(r, (k, v) => (k === 'files' && Array.isArray(v) ? v.slice(0, 6) : v), 1));
