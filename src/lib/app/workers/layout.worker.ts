/**
 * The whole-tree layout off the main thread: serves layout-host.ts's handler (protocol:
 * layout-protocol.ts) on the worker's own port.
 */
import { serve, type Port } from './channel';
import { layoutHandlers } from './layout-host';
import type { LayoutProtocol } from './layout-protocol';

serve<LayoutProtocol>(self as unknown as Port, layoutHandlers);
