/** The game review off the main thread: serves review-host.ts's handlers on the worker's port. */
import { serve, type Port } from './channel';
import { reviewHandlers } from './review-host';
import type { ReviewProtocol } from './review-protocol';

serve<ReviewProtocol>(self as unknown as Port, reviewHandlers());
