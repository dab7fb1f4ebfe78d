/**
 * The 4x4 proof demo off the main thread: serves proof4-host.ts's handler (protocol: proof4.ts)
 * on the worker's own port. The page cancels by aborting, which terminates the worker.
 */
import { serve, type Port } from './channel';
import type { Proof4Protocol } from './proof4';
import { proof4Handlers } from './proof4-host';

serve<Proof4Protocol>(self as unknown as Port, proof4Handlers);
