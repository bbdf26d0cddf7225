import { screen, within } from '@testing-library/react';
import { queryClient } from '@backoffice/remote-kit';
import { sessionStatusAtom, sessionStore } from '@backoffice/session';
import { renderScreen, server, signOut } from '@backoffice/remote-kit/test-utils';
import DashboardRoutes from './routes';
import preload from './preload';
import { consultationApi } from './test/consultation-api';
import { dashboardApi } from './test/dashboard-api';
import { careerStudentOf, consultationRowOf, lessonRowOf, signInAs, USERS } from './test/factories';
import { renewApi, renewalRowOf } from './test/renew-api';

afterEach(() => queryClient.clear());

describe("mf-dashboard's preload", () => {
  it("asks for the Student tab's day before the screen renders, and the screen then asks for it no more", async () => {
    signInAs(USERS.custService);
    const api = dashboardApi({ day: [lessonRowOf(1)] });
    server.use(...api.handlers);
    await preload({ pathname: '/dashboard', search: '?date=2026-11-26' });
    const dayRequests = () => api.of('GET', /studentlessonlist/).filter((r) => r.query.view === 'day');
    expect(dayRequests()).toHaveLength(1);
    expect(dayRequests()[0]!.query).toMatchObject({ date: '2026-11-26', max: '20', offset: '0' });

    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: '/dashboard?date=2026-11-26', client: queryClient });
    expect(within(screen.getByRole('table', { name: 'Lessons reported on the day' })).getByRole('row', { name: /Lesson 1/ })).toBeInTheDocument();
    expect(dayRequests()).toHaveLength(1);
  });

  it("asks for the Consultation tab's day and the Academic Career students when a SuperAdmin opens on that tab", async () => {
    signInAs(USERS.superAdmin);
    const api = consultationApi({ '2026-10-20': [consultationRowOf(1)] }, { students: [careerStudentOf(1)] });
    server.use(...api.handlers);
    await preload({ pathname: '/dashboard', search: '?consulted=2026-10-20' });
    expect(api.requests.map((r) => [r.path, r.query.date ?? r.query.offset])).toEqual([
      ['/api/admin/consultation', '2026-10-20'],
      ['/api/admin/user/studentlist', '0'],
    ]);

    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: '/dashboard?consulted=2026-10-20', client: queryClient });
    expect(within(screen.getByRole('table', { name: 'Consultations on the day' })).getByRole('row', { name: /Student 1 Consulted/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: /Academic Career/ })).getByRole('row', { name: /Career 1 Student/ })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it("asks for the Renew tab's page when a SalesAdmin lands on it, and the screen then asks for it no more", async () => {
    signInAs(USERS.salesAdmin);
    const api = renewApi([renewalRowOf(1, '2026-11-26')]);
    server.use(...api.handlers);
    await preload({ pathname: '/dashboard', search: '' });
    expect(api.of('GET', /renewallist/).map((r) => r.query)).toEqual([{ max: '20', offset: '0' }]);
    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: '/dashboard', client: queryClient });
    expect(within(screen.getByRole('table', { name: 'Students whose parent renews within two weeks' })).getByRole('row', { name: /Student 1/ })).toBeInTheDocument();
    expect(api.of('GET', /renewallist/)).toHaveLength(1);
  });

  it("waits for the stored session's check on a cold load, then asks for the tab the role opens on", async () => {
    const api = consultationApi({ '2026-10-20': [consultationRowOf(1)] }, { students: [careerStudentOf(1)] });
    server.use(...api.handlers);
    signOut();
    sessionStore.set(sessionStatusAtom, 'restoring');
    const started = preload({ pathname: '/dashboard', search: '?consulted=2026-10-20' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toHaveLength(0);
    // GET /me answered: a SuperAdmin, who opens on the Consultation tab.
    signInAs(USERS.superAdmin);
    await started;
    expect(api.requests.map((r) => r.path)).toEqual(['/api/admin/consultation', '/api/admin/user/studentlist']);
  });

  it("starts nothing when the stored session's check finds none", async () => {
    const api = dashboardApi({ day: [lessonRowOf(1)] });
    server.use(...api.handlers);
    signOut();
    sessionStore.set(sessionStatusAtom, 'restoring');
    const started = preload({ pathname: '/dashboard', search: '?tab=student' });
    signOut();
    await started;
    expect(api.requests).toHaveLength(0);
  });

  it('starts nothing before the user is known, or off the dashboard', async () => {
    const api = dashboardApi({ day: [lessonRowOf(1)] });
    server.use(...api.handlers);
    signOut();
    await preload({ pathname: '/dashboard', search: '?tab=student' });
    signInAs(USERS.custService);
    await preload({ pathname: '/orders', search: '' });
    expect(api.requests).toHaveLength(0);
  });
});
