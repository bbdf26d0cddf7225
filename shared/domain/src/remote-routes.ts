// By the package's name, not './paths' (see permissions.ts).
import { PATHS, type AppPath } from '@backoffice/domain/paths';

/**
 * Which remote owns which top-level paths (ARCHITECTURE §3 route ownership), by the name the federation runtime and
 * remotes.json know it by. The shell mounts each remote there; the server names the owning remote's files in the page
 * it sends for such a path, so the browser fetches them with the shell's (issue 20).
 */
export const REMOTE_ROUTES: ReadonlyArray<{ remote: string; basePath: AppPath }> = [
  { remote: 'mf_dashboard', basePath: PATHS.dashboard },
  { remote: 'mf_orders', basePath: PATHS.orders },
  { remote: 'mf_classes', basePath: PATHS.course },
  { remote: 'mf_classes', basePath: PATHS.lessons },
  { remote: 'mf_people', basePath: PATHS.user },
  { remote: 'mf_ops', basePath: PATHS.ops },
  { remote: 'mf_ops', basePath: PATHS.feedback },
  { remote: 'mf_whatsnew', basePath: PATHS.whatsNew },
];

/** The remote that owns a path, if any: `/course/12/lesson/3` → `mf_classes`. */
export function remoteFor(pathname: string): string | undefined {
  return REMOTE_ROUTES.find(({ basePath }) => pathname === basePath || pathname.startsWith(`${basePath}/`))?.remote;
}
