import { screen, within } from '@testing-library/react';
import { queryClient } from '@backoffice/remote-kit';
import { renderScreen, server, signOut } from '@backoffice/remote-kit/test-utils';
import DashboardRoutes from './routes';
import preload from './preload';
import { dashboardApi } from './test/dashboard-api';
import { lessonRowOf, signInAs, USERS } from './test/factories';
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

  it("starts nothing for a role whose tab is Consultation, before the user is known, or off the dashboard", async () => {
    const api = dashboardApi({ day: [lessonRowOf(1)] });
    server.use(...api.handlers);
    signInAs(USERS.superAdmin);
    await preload({ pathname: '/dashboard', search: '' });
    signOut();
    await preload({ pathname: '/dashboard', search: '?tab=student' });
    signInAs(USERS.custService);
    await preload({ pathname: '/orders', search: '' });
    expect(api.requests).toHaveLength(0);
  });
});
