// By the package's name, not './paths': in a federated build each subpath is a shared module, and a relative import
// would bundle a second copy of paths into this one (the sign-in page downloaded it three times).
import { OPEN_PATHS, PATHS, type AppPath } from '@backoffice/domain/paths';
import type { StaffRole } from './roles';

/** Flags a screen can check. A flag that a role's entry does not list is allowed (spec §6). */
export const PERMISSION_FLAGS = [
  'canManage',
  'canManageCredit',
  'canSendNotification',
  'canManagePoll',
  'canCreateOrder',
  'canCreateOrderByCSV',
  'canViewAllOrders',
  'canCancelTrial',
  'canCancelPurchase',
  'canUpdateOrder',
  'canCreateNormal',
  // The dashboard's tabs and the counsellor's parts of the Student tab (back-office §2 Dashboard, §6 "Other role rules").
  'canViewConsultationTab',
  'canViewRenewTab',
  'canViewStudentTab',
  'canViewCounsellorSections',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export type FlagOverrides = Partial<Record<PermissionFlag, boolean>>;

/** A role's entry: `all` for no path restriction, or the paths it may open with flag overrides per path. */
export type RolePermissions = 'all' | Partial<Record<AppPath, FlagOverrides>>;

/** The permission map of ARCHITECTURE §5. */
export const PERMISSION_MAP: Record<StaffRole, RolePermissions> = {
  SuperAdmin: 'all',
  // Consultation, the Comment column, both immediate-consultation sections and No Teacher Report are SuperAdmin's.
  // Whoever has the dashboard may open /dashboard/news; what it shows depends on the news.edit capability.
  DataAdmin: {
    [PATHS.dashboard]: { canViewConsultationTab: false, canViewCounsellorSections: false },
    [PATHS.dashboardNews]: {},
  },
  SalesAdmin: {
    [PATHS.dashboard]: { canViewConsultationTab: false, canViewStudentTab: false, canViewCounsellorSections: false },
    [PATHS.dashboardNews]: {},
  },
  CustService: {
    [PATHS.dashboard]: { canViewConsultationTab: false, canViewRenewTab: false, canViewCounsellorSections: false },
    [PATHS.dashboardNews]: {},
  },
  Agent: {
    [PATHS.orders]: {
      canCreateOrder: false,
      canViewAllOrders: false,
      canCancelPurchase: false,
      canUpdateOrder: false,
      canCancelTrial: true,
    },
  },
  Partner: {
    [PATHS.orders]: {
      canCreateOrderByCSV: false,
      canCreateNormal: false,
      canCancelPurchase: false,
      canUpdateOrder: false,
    },
    [PATHS.user]: { canManage: false, canManageCredit: false },
    [PATHS.lessons]: { canManage: false, canSendNotification: false },
    [PATHS.zoomDetail]: { canManagePoll: false },
  },
  Tutor: {
    [PATHS.lessons]: { canManage: false, canSendNotification: false },
    [PATHS.zoomDetail]: { canManagePoll: false },
  },
};

/** Whether a role may open a path at all. */
export function canOpen(role: StaffRole, path: AppPath): boolean {
  if (OPEN_PATHS.includes(path)) return true;
  const entry = PERMISSION_MAP[role];
  return entry === 'all' || entry[path] !== undefined;
}

/** Whether a role may open a path and, when a flag is given, use that flag there. */
export function can(role: StaffRole, path: AppPath, flag?: PermissionFlag): boolean {
  if (!canOpen(role, path)) return false;
  const entry = PERMISSION_MAP[role];
  if (entry === 'all' || flag === undefined) return true;
  return entry[path]?.[flag] ?? true;
}

/** The paths a role may open, in menu order. */
export function allowedPaths(role: StaffRole): AppPath[] {
  return (Object.values(PATHS) as AppPath[]).filter((path) => canOpen(role, path));
}

/**
 * One way through a route's access: the path, and the flag (or every one of `flags`) on it. `flags` exists for rules
 * that need two permissions at once, such as the CSV import (canCreateOrder and canCreateOrderByCSV, ARCHITECTURE §5).
 */
export type AccessRule = { path: AppPath; flag?: PermissionFlag; flags?: readonly PermissionFlag[] };

/** What a server route needs from the caller: one of the `anyOf` rules must hold. */
export type RouteAccess = { public: true } | { signedIn: true } | { anyOf: ReadonlyArray<AccessRule> };

export function accessAllows(access: RouteAccess, role: StaffRole | undefined): boolean {
  if ('public' in access) return true;
  if (role === undefined) return false;
  if ('signedIn' in access) return true;
  return access.anyOf.some(
    ({ path, flag, flags = [] }) => can(role, path, flag) && flags.every((required) => can(role, path, required)),
  );
}
