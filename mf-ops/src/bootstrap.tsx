import { PATHS } from '@backoffice/domain/paths';
import { mountHarness } from '@backoffice/remote-kit';
import OpsRoutes from './routes';

// Standalone: the remote on its own dev server, with the harness the shell would otherwise be.
mountHarness({ name: 'mf-ops', routes: OpsRoutes, basePaths: [PATHS.ops, PATHS.feedback] });
