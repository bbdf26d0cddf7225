import { PATHS } from '@backoffice/domain/paths';
import { mountHarness } from '@backoffice/remote-kit';
import ClassesRoutes from './routes';

// Standalone: the remote on its own dev server, with the harness the shell would otherwise be.
mountHarness({ name: 'mf-classes', routes: ClassesRoutes, basePaths: [PATHS.course, PATHS.lessons] });
