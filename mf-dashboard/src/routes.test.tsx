import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { consultationApi } from './test/consultation-api';
import { dashboardApi } from './test/dashboard-api';
import { engagement, lessonRowOf, signInAs, USERS } from './test/factories';
import { renewApi } from './test/renew-api';
import DashboardRoutes from './routes';

const DAY = '/dashboard?tab=student&date=2026-11-26';
const mainTable = () => screen.getByRole('table', { name: 'Lessons reported on the day' });

describe('the dashboard (back-office §2 Dashboard)', () => {
  it('shows customer service only the Student tab, opening on it', async () => {
    signInAs(USERS.custService);
    server.use(...dashboardApi({ day: [lessonRowOf(1)] }).handlers);
    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: '/dashboard' });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Student']);
    expect(screen.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(mainTable()).findByRole('row', { name: /IELTS Writing.*Lesson 1/ })).toBeInTheDocument();
  });

  it('shows a SuperAdmin all three tabs, opening on Consultation', async () => {
    signInAs(USERS.superAdmin);
    server.use(...consultationApi({}).handlers);
    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: '/dashboard' });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Consultation', 'Renew', 'Student']);
    expect(await screen.findByText(/^No student consulted on this date/)).toBeInTheDocument();
  });

  it('shows a SalesAdmin Renew and no Student tab', async () => {
    signInAs(USERS.salesAdmin);
    server.use(...renewApi([]).handlers);
    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: '/dashboard?tab=student' });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Renew']);
  });
});

describe('the Student tab', () => {
  it("says the spec's empty text for a day without reports", async () => {
    signInAs(USERS.custService);
    server.use(...dashboardApi({}).handlers);
    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    expect(await screen.findByText('No student lesson reported on this date (26-11-2026)')).toBeInTheDocument();
  });

  it('asks for the day in the address, and the next day on Next Day', async () => {
    signInAs(USERS.custService);
    const api = dashboardApi({ day: [lessonRowOf(1)] });
    server.use(...api.handlers);
    const { user } = renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    await within(mainTable()).findByRole('row', { name: /Lesson 1/ });
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    await waitFor(() => expect(api.of('GET', /studentlessonlist/).some((r) => r.query.date === '2026-11-27' && r.query.view === 'day')).toBe(true));
  });

  it('keeps the comment and the SuperAdmin sections from customer service, and asks the server for none of them', async () => {
    signInAs(USERS.custService);
    const api = dashboardApi({ day: [lessonRowOf(1)] });
    server.use(...api.handlers);
    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    await within(mainTable()).findByRole('row', { name: /Lesson 1/ });
    expect(within(mainTable()).queryByRole('columnheader', { name: /Comment/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No actions taken' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Consult with/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No Teacher Report' })).toBeNull();
    const views = new Set(api.of('GET', /studentlessonlist/).map((r) => r.query.view));
    expect([...views].sort()).toEqual(['day', 'no-action']);
  });

  it('shows a SuperAdmin the comment with its visibility warning and the four sections, titled with their name', async () => {
    signInAs(USERS.superAdmin);
    const commented = lessonRowOf(1, { comment: { comment: 'Quiet today.', studentView: true, parentView: false } });
    server.use(...dashboardApi({ day: [commented], 'consult-open': [lessonRowOf(2)] }).handlers);
    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    const row = await within(mainTable()).findByRole('row', { name: /Lesson 1/ });
    expect(within(row).getByText('Quiet today.')).toBeInTheDocument();
    expect(within(row).getByText('Student can see this comment!')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Consult with Mei Immediately',
      'No actions taken',
      expect.stringMatching(/^Consult with Mei Immediately \(Saved on \d{2}-\d{2}-\d{4}\)$/),
      'No Teacher Report',
    ]);
  });

  it("asks for the sections at once but keeps them out of the layout until the day's lessons are in, so they never move up", async () => {
    signInAs(USERS.superAdmin);
    const api = dashboardApi({ day: [lessonRowOf(1)] });
    // The day's list answers late; the sections' views answer at once.
    server.use(
      http.get('*/api/admin/user/studentlessonlist', async ({ request }) => {
        // Answering nothing hands the request on to the next handler.
        if (new URL(request.url).searchParams.get('view') === 'day') await delay(300);
      }),
      ...api.handlers,
    );
    renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    await waitFor(() => expect(api.of('GET', /studentlessonlist$/).map((r) => r.query.view)).toContain('no-report'));
    expect(screen.queryByRole('heading', { name: 'No Teacher Report' })).toBeNull();
    await within(mainTable()).findByRole('row', { name: /Lesson 1/ });
    expect(screen.getByRole('heading', { name: 'No Teacher Report' })).toBeVisible();
  });

  it('sorts on the server: a click on Student engagement asks for sort=engagement, a second for descending', async () => {
    signInAs(USERS.superAdmin);
    const api = dashboardApi({ day: [lessonRowOf(1), lessonRowOf(2, { engagement: engagement(2) })] });
    server.use(...api.handlers);
    const { user } = renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    await within(mainTable()).findByRole('row', { name: /Lesson 1/ });
    await user.click(within(mainTable()).getByRole('button', { name: /Student engagement/ }));
    await waitFor(() => expect(api.of('GET', /studentlessonlist/).some((r) => r.query.sort === 'engagement' && r.query.order === 'asc')).toBe(true));
    await user.click(within(mainTable()).getByRole('button', { name: /Student engagement/ }));
    await waitFor(() => expect(api.of('GET', /studentlessonlist/).some((r) => r.query.sort === 'engagement' && r.query.order === 'desc')).toBe(true));
  });
});

describe('follow-up (back-office §4)', () => {
  it('ticks Action once however fast it is clicked twice, then offers the note box', async () => {
    signInAs(USERS.custService);
    const api = dashboardApi({ day: [lessonRowOf(1)] });
    server.use(...api.handlers);
    const { user } = renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    const row = await within(mainTable()).findByRole('row', { name: /Lesson 1/ });
    const action = within(row).getByRole('checkbox', { name: 'Action taken on Lesson 1' });
    expect(within(row).queryByRole('textbox', { name: 'Write a note' })).toBeNull();
    await user.dblClick(action);
    await waitFor(() => expect(action).toBeChecked());
    expect(api.of('PATCH', /followup$/)).toHaveLength(1);
    expect(api.of('PATCH', /followup$/)[0]!.body).toEqual({ checked: true });
    expect(within(row).getByRole('textbox', { name: 'Write a note' })).toHaveAttribute('maxlength', '2000');
  });

  it("saves a note and says 'Changes will be seen when you refresh'", async () => {
    signInAs(USERS.custService);
    const api = dashboardApi({ day: [lessonRowOf(1, { checked: 'y' })] });
    server.use(...api.handlers);
    const { user } = renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    const row = await within(mainTable()).findByRole('row', { name: /Lesson 1/ });
    const save = within(row).getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();
    await user.type(within(row).getByRole('textbox', { name: 'Write a note' }), '  Please send extra practice.  ');
    await user.click(save);
    expect(await within(row).findByText('Changes will be seen when you refresh')).toBeInTheDocument();
    expect(api.of('POST', /savelessonnotes/).map((r) => r.body)).toEqual([{ studentNotes: 'Please send extra practice.' }]);
  });

  it('says a failed tick was not saved and leaves the box as the server holds it', async () => {
    signInAs(USERS.custService);
    server.use(...dashboardApi({ day: [lessonRowOf(1)] }, { failWrites: true }).handlers);
    const { user } = renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    const row = await within(mainTable()).findByRole('row', { name: /Lesson 1/ });
    const action = within(row).getByRole('checkbox', { name: 'Action taken on Lesson 1' });
    await user.click(action);
    expect(await within(row).findByRole('alert')).toHaveTextContent(/Not saved/);
    expect(action).not.toBeChecked();
  });

  it('resolves an immediate consultation with one write and moves it to the Saved on section', async () => {
    signInAs(USERS.superAdmin);
    const flagged = lessonRowOf(2, { recommendation: { recommendationConsultImmediately: true } });
    const lists = { day: [lessonRowOf(1)], 'consult-open': [flagged], 'consult-resolved': [] as ReturnType<typeof lessonRowOf>[] };
    const api = dashboardApi(lists);
    server.use(...api.handlers);
    const { user } = renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
    const open = await screen.findByRole('table', { name: 'Consult with Mei Immediately' });
    const resolved = await within(open).findByRole('checkbox', { name: 'Resolved: Lesson 2' });
    // The server moves it: the next answers list it as resolved.
    lists['consult-resolved'].push(flagged);
    lists['consult-open'] = [];
    await user.dblClick(resolved);
    const saved = screen.getByRole('table', { name: /\(Saved on/ });
    expect(await within(saved).findByRole('row', { name: /Lesson 2/ })).toHaveTextContent('Yes');
    expect(api.of('PATCH', /consultimmediately$/)).toHaveLength(1);
  });
});
