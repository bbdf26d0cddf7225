import { PATHS } from '@backoffice/domain/paths';
import { mountHarness } from '@backoffice/remote-kit';
import OrdersRoutes from './routes';

// Standalone: the remote on its own dev server, with the harness the shell would otherwise be.
mountHarness({ name: 'mf-orders', routes: OrdersRoutes, basePaths: [PATHS.orders] });
