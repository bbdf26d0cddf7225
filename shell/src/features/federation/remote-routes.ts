import { PATHS, type AppPath } from '@backoffice/domain/paths';

/** Which remote owns which top-level paths (ARCHITECTURE §3 route ownership). */
export const REMOTE_ROUTES: ReadonlyArray<{ remote: string; basePath: AppPath }> = [
  { remote: 'mf_dashboard', basePath: PATHS.dashboard },
  { remote: 'mf_orders', basePath: PATHS.orders },
  { remote: 'mf_classes', basePath: PATHS.course },
  { remote: 'mf_classes', basePath: PATHS.lessons },
  { remote: 'mf_people', basePath: PATHS.user },
  { remote: 'mf_ops', basePath: PATHS.ops },
  { remote: 'mf_ops', basePath: PATHS.feedback },
];
