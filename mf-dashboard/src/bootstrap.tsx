import { PATHS } from '@backoffice/domain/paths';
import { mountHarness } from '@backoffice/remote-kit';
import DashboardRoutes from './routes';

// Standalone: the remote on its own dev server, with the harness the shell would otherwise be.
mountHarness({ name: 'mf-dashboard', routes: DashboardRoutes, basePaths: [PATHS.dashboard] });
