import type { FastifyInstance } from 'fastify';
import { accessAllows } from '@backoffice/domain/permissions';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { STAFF_ROLES, type StaffRole } from '@backoffice/domain/roles';
import type { App } from '../src/routes/types';
import { concreteUrl } from './helpers/route-sweep';
import { testApi, type TestApi } from './helpers/test-api';
import { createTestApp } from './helpers/test-app';

/** Routes whose access is not declared. Fastify's HEAD twins of GET routes inherit the GET's declaration. */
function undeclaredRoutes(app: FastifyInstance) {
  return app.routeTable.filter((route) => route.access === undefined).map((route) => `${route.method} ${route.url}`);
}

// Each role acts under its own name. `as` opens a fresh session per request: the sweep calls /logout and
// /changePassword too, which end sessions.
let api: TestApi;

beforeAll(async () => {
  api = await testApi({ staff: Object.fromEntries(STAFF_ROLES.map((role) => [role, { type: role, email: `${role.toLowerCase()}@roles.test` }])) });
});
afterAll(async () => {
  await api.close();
});

describe('route declarations', () => {
  it('every registered route declares its access', () => {
    expect(api.app.routeTable.length).toBeGreaterThan(5);
    expect(undeclaredRoutes(api.app)).toEqual([]);
  });

  it('finds and refuses a route that declares nothing', async () => {
    const probe = await createTestApp({
      extraRoutes: [
        async (app: App) => {
          app.get('/probe/undeclared', async () => ({ ok: true }));
        },
      ],
    });
    try {
      expect(undeclaredRoutes(probe.app)).toContain('GET /api/probe/undeclared');
      const response = await probe.app.inject({ method: 'GET', url: '/api/probe/undeclared' });
      expect(response.statusCode).toBe(403);
    } finally {
      await probe.close();
    }
  });
});

describe('role × route (ARCHITECTURE §5, enforced by the server)', () => {
  const guarded = () => api.app.routeTable.filter((route) => route.access && !('public' in route.access) && route.method !== 'HEAD');

  it('refuses every non-public route without a token', async () => {
    for (const route of guarded()) {
      const response = await api.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url), payload: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it.each([...STAFF_ROLES])('lets %s through exactly the routes the map allows', async (role) => {
    for (const route of guarded()) {
      const response = await api.as(role).inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      const refusedByAccess =
        response.statusCode === 403 && response.json().message?.[0]?.message === SERVER_MESSAGES.forbidden;
      const expected = accessAllows(route.access!, role);
      expect({ route: `${route.method} ${route.url}`, allowed: !refusedByAccess && response.statusCode !== 401 }).toEqual({
        route: `${route.method} ${route.url}`,
        allowed: expected,
      });
    }
  });

  it('asks for every flag of a rule: the CSV import needs canCreateOrder and canCreateOrderByCSV', () => {
    const importAccess = api.app.routeTable.find((route) => route.method === 'POST' && route.url === '/api/admin/order/import')?.access;
    expect(importAccess).toEqual({ anyOf: [{ path: '/orders', flags: ['canCreateOrder', 'canCreateOrderByCSV'] }] });
    // An Agent has canCreateOrderByCSV (not listed) but not canCreateOrder; a Partner the other way round.
    expect(STAFF_ROLES.filter((role) => accessAllows(importAccess!, role))).toEqual(['SuperAdmin']);
    expect(accessAllows({ anyOf: [{ path: '/orders', flag: 'canCreateOrderByCSV' }] }, 'Agent')).toBe(true);
    expect(accessAllows({ anyOf: [{ path: '/orders', flags: ['canCreateOrderByCSV'] }] }, 'Partner')).toBe(false);
    expect(accessAllows({ anyOf: [{ path: '/orders', flag: 'canCancelTrial', flags: ['canCreateOrder'] }] }, 'Partner')).toBe(true);
    expect(accessAllows({ anyOf: [{ path: '/orders', flags: [] }] }, 'Agent')).toBe(true);
  });

  it('lets each role through the order routes as ARCHITECTURE §5 says', async () => {
    const expected: Record<string, StaffRole[]> = {
      'GET /api/admin/order': ['SuperAdmin', 'Agent', 'Partner'],
      'GET /api/admin/order/users': ['SuperAdmin', 'Agent', 'Partner'],
      // Whoever may set an agent (canCreateOrder or canUpdateOrder).
      'GET /api/admin/order/agents': ['SuperAdmin', 'Partner'],
      'GET /api/admin/order/classes': ['SuperAdmin', 'Partner'],
      'POST /api/admin/order': ['SuperAdmin', 'Partner'],
      'PATCH /api/admin/order/:id/cancel': ['SuperAdmin', 'Agent', 'Partner'],
      'PATCH /api/admin/order/:id': ['SuperAdmin'],
      'POST /api/admin/order/import': ['SuperAdmin'],
      'GET /api/admin/order/import/template.csv': ['SuperAdmin'],
    };
    for (const [key, roles] of Object.entries(expected)) {
      const [method, url] = key.split(' ');
      const route = api.app.routeTable.find((entry) => entry.method === method && entry.url === url);
      expect({ key, roles: STAFF_ROLES.filter((role) => route?.access && accessAllows(route.access, role)) }).toEqual({ key, roles });
    }
  });

  it('lets each role through the user management routes as ARCHITECTURE §5 says: /user, creating with canManage', () => {
    const withUser: StaffRole[] = ['SuperAdmin', 'Partner'];
    const expected: Record<string, StaffRole[]> = {
      'GET /api/admin/user/student': withUser,
      'GET /api/admin/user/tutor': withUser,
      'GET /api/admin/user/ta': withUser,
      'GET /api/admin/user/handlers': withUser,
      'GET /api/admin/user/:id': withUser,
      'PUT /api/admin/user/student/:id': withUser,
      'PATCH /api/admin/user/:type/:id': withUser,
      'POST /api/admin/user/parent': withUser,
      'PATCH /api/admin/user/parent/:id': withUser,
      // Create New Tutor: a Partner has /user without canManage (people-records §6).
      'POST /api/admin/user': ['SuperAdmin'],
      // User management records consultations, and so does whoever keeps the Consultation tab.
      'POST /api/admin/consultation': withUser,
    };
    for (const [key, roles] of Object.entries(expected)) {
      const [method, url] = key.split(' ');
      const route = api.app.routeTable.find((entry) => entry.method === method && entry.url === url);
      expect({ key, roles: STAFF_ROLES.filter((role) => route?.access && accessAllows(route.access, role)) }).toEqual({ key, roles });
    }
  });

  it('declares the class and lesson routes on the class pages, managing ones with canManage', () => {
    const expected: Record<string, unknown> = {
      'GET /api/admin/class': { anyOf: [{ path: '/course' }] },
      'GET /api/admin/class/:id': { anyOf: [{ path: '/course' }, { path: '/course/:classId' }] },
      'GET /api/admin/class/staff': {
        anyOf: [{ path: '/course' }, { path: '/course/:classId' }, { path: '/course/:classId/lesson/:lessonId' }],
      },
      'POST /api/admin/class': { anyOf: [{ path: '/course', flag: 'canManage' }] },
      'PATCH /api/admin/class/:id': { anyOf: [{ path: '/course', flag: 'canManage' }] },
      'GET /api/admin/lesson': { anyOf: [{ path: '/course/:classId' }] },
      'POST /api/admin/lesson': { anyOf: [{ path: '/course/:classId', flag: 'canManage' }] },
      'PATCH /api/admin/lesson/:id': {
        anyOf: [
          { path: '/course/:classId', flag: 'canManage' },
          { path: '/course/:classId/lesson/:lessonId', flag: 'canManage' },
        ],
      },
      'GET /api/admin/lesson/:id/student': { anyOf: [{ path: '/course/:classId/lesson/:lessonId' }] },
      'POST /api/admin/lesson/:id/student/lookup': { anyOf: [{ path: '/course/:classId/lesson/:lessonId', flag: 'canManage' }] },
      'PATCH /api/admin/lesson/:id/add-student': { anyOf: [{ path: '/course/:classId/lesson/:lessonId', flag: 'canManage' }] },
      'DELETE /api/admin/lesson/:id/student/:userId': {
        anyOf: [{ path: '/course/:classId/lesson/:lessonId', flag: 'canManage' }],
      },
    };
    for (const [key, access] of Object.entries(expected)) {
      const [method, url] = key.split(' ');
      const route = api.app.routeTable.find((entry) => entry.method === method && entry.url === url);
      expect({ key, access: route?.access }).toEqual({ key, access });
      // Only SuperAdmin holds the class pages (ARCHITECTURE §5).
      expect({ key, roles: STAFF_ROLES.filter((role) => accessAllows(route!.access!, role)) }).toEqual({ key, roles: ['SuperAdmin'] });
    }
  });

  it('declares the lesson, day-list and poll routes on the Zoom detail and /lessons, managing polls with canManagePoll', () => {
    // Tutors and Partners open /lessons and the Zoom detail but may not manage polls (ARCHITECTURE §5).
    const expected: Record<string, [unknown, StaffRole[]]> = {
      'GET /api/admin/lesson/:id': [
        { anyOf: [{ path: '/course/:classId/lesson/:lessonId' }, { path: '/lessons/:lessonId/detail/zoom' }] },
        ['SuperAdmin', 'Partner', 'Tutor'],
      ],
      'GET /api/admin/lesson/day': [{ anyOf: [{ path: '/lessons' }] }, ['SuperAdmin', 'Partner', 'Tutor']],
      'POST /api/admin/lesson/:id/poll': [{ anyOf: [{ path: '/lessons/:lessonId/detail/zoom', flag: 'canManagePoll' }] }, ['SuperAdmin']],
      'PUT /api/admin/lesson/:id/poll/:pollId': [
        { anyOf: [{ path: '/lessons/:lessonId/detail/zoom', flag: 'canManagePoll' }] },
        ['SuperAdmin'],
      ],
      'DELETE /api/admin/lesson/:id/poll/:pollId': [
        { anyOf: [{ path: '/lessons/:lessonId/detail/zoom', flag: 'canManagePoll' }] },
        ['SuperAdmin'],
      ],
    };
    for (const [key, [access, roles]] of Object.entries(expected)) {
      const [method, url] = key.split(' ');
      const route = api.app.routeTable.find((entry) => entry.method === method && entry.url === url);
      expect({ key, access: route?.access }).toEqual({ key, access });
      expect({ key, roles: STAFF_ROLES.filter((role) => accessAllows(route!.access!, role)) }).toEqual({ key, roles });
    }
  });

  it('lets only SuperAdmin and the roles with /ops read the birthday report', async () => {
    for (const role of STAFF_ROLES) {
      const response = await api.as(role).post('/api/admin/report/birthday-student', { birthday_date: '2026-03-09T17:00:00.000Z' });
      expect({ role, status: response.statusCode }).toEqual({ role, status: role === 'SuperAdmin' ? 200 : 403 });
    }
  });
});
