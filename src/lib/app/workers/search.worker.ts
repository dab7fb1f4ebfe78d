/**
 * The search off the main thread: serves search-host.ts's handlers (protocol: search-protocol.ts)
 * on the worker's own port.
 */
import { serve, type Port } from './channel';
import { searchHost } from './search-host';
import type { SearchProtocol } from './search-protocol';

const { handlers } = searchHost();
serve<SearchProtocol>(self as unknown as Port, handlers);
