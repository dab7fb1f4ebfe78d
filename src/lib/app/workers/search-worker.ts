/**
 * The page's search worker (search.worker.ts), which may be started at the app's start
 * (early-worker.ts): the search client (src/lib/app/kit/kit.ts) takes it on its first search.
 */
import SearchWorker from './search.worker.ts?worker&inline';
import { EarlyWorker } from './early-worker';

/** The search worker of the page: `start` it early, `take` it for the search client. */
export const searchWorker = new EarlyWorker(() => new SearchWorker());
