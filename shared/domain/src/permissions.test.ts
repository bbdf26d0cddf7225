import { PATHS, type AppPath } from './paths';
import { PERMISSION_FLAGS, allowedPaths, can, canOpen, type PermissionFlag } from './permissions';
import { STAFF_ROLES, type StaffRole } from './roles';

/**
 * ARCHITECTURE §5, written out independently of PERMISSION_MAP: a change to the map that breaks the table fails here.
 * `paths` lists what the role may open besides '/', '/login' and '/profile'; `denied` the flags it may not use there.
 */
const EXPECTED: Record<Exclude<StaffRole, 'SuperAdmin'>, { paths: AppPath[]; denied: Partial<Record<AppPath, PermissionFlag[]>> }> = {
  DataAdmin: { paths: ['/dashboard', '/dashboard/news'], denied: { '/dashboard': ['canViewConsultationTab', 'canViewCounsellorSections'] } },
  SalesAdmin: {
    paths: ['/dashboard', '/dashboard/news'],
    denied: { '/dashboard': ['canViewConsultationTab', 'canViewStudentTab', 'canViewCounsellorSections'] },
  },
  CustService: {
    paths: ['/dashboard', '/dashboard/news'],
    denied: { '/dashboard': ['canViewConsultationTab', 'canViewRenewTab', 'canViewCounsellorSections'] },
  },
  Agent: {
    paths: ['/orders'],
    denied: { '/orders': ['canCreateOrder', 'canViewAllOrders', 'canCancelPurchase', 'canUpdateOrder'] },
  },
  Partner: {
    paths: ['/orders', '/user', '/lessons', '/lessons/:lessonId/detail/zoom'],
    denied: {
      '/orders': ['canCreateOrderByCSV', 'canCreateNormal', 'canCancelPurchase', 'canUpdateOrder'],
      '/user': ['canManage', 'canManageCredit'],
      '/lessons': ['canManage', 'canSendNotification'],
      '/lessons/:lessonId/detail/zoom': ['canManagePoll'],
    },
  },
  Tutor: {
    paths: ['/lessons', '/lessons/:lessonId/detail/zoom'],
    denied: {
      '/lessons': ['canManage', 'canSendNotification'],
      '/lessons/:lessonId/detail/zoom': ['canManagePoll'],
    },
  },
};

const OPEN: AppPath[] = ['/', '/login', '/profile', '/whats-new'];
const ALL = Object.values(PATHS) as AppPath[];

describe('permission map (ARCHITECTURE §5)', () => {
  it('lets SuperAdmin open every path with every flag', () => {
    for (const path of ALL) {
      for (const flag of PERMISSION_FLAGS) expect(can('SuperAdmin', path, flag)).toBe(true);
    }
  });

  describe.each(Object.entries(EXPECTED))('%s', (role, expected) => {
    const staffRole = role as StaffRole;

    it.each(ALL)('opens %s only if listed', (path) => {
      expect(canOpen(staffRole, path)).toBe(OPEN.includes(path) || expected.paths.includes(path));
    });

    it('uses a flag on a listed path unless the map denies it (an unlisted flag is allowed)', () => {
      for (const path of expected.paths) {
        for (const flag of PERMISSION_FLAGS) {
          const denied = expected.denied[path]?.includes(flag) ?? false;
          expect({ path, flag, allowed: can(staffRole, path, flag) }).toEqual({ path, flag, allowed: !denied });
        }
      }
    });

    it('uses no flag on a path it cannot open', () => {
      for (const path of ALL.filter((p) => !OPEN.includes(p) && !expected.paths.includes(p))) {
        expect(can(staffRole, path)).toBe(false);
        expect(can(staffRole, path, 'canManage')).toBe(false);
      }
    });
  });

  it('lets an Agent cancel trials but not purchases', () => {
    expect(can('Agent', '/orders', 'canCancelTrial')).toBe(true);
    expect(can('Agent', '/orders', 'canCancelPurchase')).toBe(false);
  });

  it('lists the paths a role may open', () => {
    expect(allowedPaths('Tutor')).toEqual(['/', '/login', '/profile', '/lessons', '/lessons/:lessonId/detail/zoom', '/whats-new']);
    expect(allowedPaths('SuperAdmin')).toEqual(ALL);
  });

  it('covers every staff role', () => {
    expect([...STAFF_ROLES].sort()).toEqual([...Object.keys(EXPECTED), 'SuperAdmin'].sort());
  });
});
