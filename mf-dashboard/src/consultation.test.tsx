import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { centreDay } from '@backoffice/domain/time';
import { defaultConsultationDay } from '@backoffice/domain/consultations';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { consultationApi } from './test/consultation-api';
import { careerStudentOf, consultationRowOf, signInAs, studentProgressOf, USERS } from './test/factories';
import DashboardRoutes from './routes';

// The Consultation tab (back-office §2, §4 Consultation record, Refresh rules) and 'Students that require consultation
// for Academic Career' below it.

const COUNSELLOR = { ...USERS.superAdmin, capabilities: ['dashboard.actionPlan' as const] };
const DAY = '2026-10-26';
const AT_DAY = `/dashboard?tab=consultation&consulted=${DAY}`;
const table = () => screen.getByRole('table', { name: 'Consultations on the day' });
const render = (path = AT_DAY) => renderScreen(<DashboardRoutes basePath="/dashboard" />, { path });

describe('the Consultation tab', () => {
  it('opens a SuperAdmin on the day one month before today, with Create consultation linking to /user', async () => {
    signInAs(COUNSELLOR);
    const monthAgo = defaultConsultationDay(centreDay());
    const api = consultationApi({ [monthAgo]: [consultationRowOf(1)] });
    server.use(...api.handlers);
    render('/dashboard');
    expect(await screen.findByRole('tab', { name: 'Consultation' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(table()).findByRole('row', { name: /Student 1 Consulted/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Day of the consultations')).toHaveValue(monthAgo);
    expect(api.of('GET', /\/admin\/consultation$/)[0]!.query).toMatchObject({ date: monthAgo, sortBy: 'date', order: 'asc', max: '20', offset: '0' });
    expect(screen.getByRole('link', { name: 'Create consultation' })).toHaveAttribute('href', '/user');
  });

  it("says the spec's empty text for a day without consultations", async () => {
    signInAs(COUNSELLOR);
    server.use(...consultationApi({}).handlers);
    render();
    expect(await screen.findByText('No student consulted on this date (26-10-2026)')).toBeInTheDocument();
  });

  it('shows every column of the spec, the action plan to a holder of dashboard.actionPlan', async () => {
    signInAs(COUNSELLOR);
    server.use(...consultationApi({ [DAY]: [consultationRowOf(1)] }).handlers);
    render();
    const row = await within(table()).findByRole('row', { name: /Student 1 Consulted/ });
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    for (const header of ['Student name', 'Nickname', 'Database id', 'Email', 'Action plan', 'Notes / comments', 'Customer service', 'Sales admin', 'Action']) {
      expect(headers).toContain(header);
    }
    for (const text of ['Nick1', 'EPA-1', 's1@demo.test', 'Plan 1: book an IELTS diagnostic test.', 'Notes 1: motivated but over-committed.', 'Handler Pim', 'Seller Ton']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('has no Action plan column for a SuperAdmin without the capability, whose answer carries none', async () => {
    signInAs(USERS.superAdmin);
    server.use(...consultationApi({ [DAY]: [consultationRowOf(1)] }, { withPlans: false }).handlers);
    render();
    const row = await within(table()).findByRole('row', { name: /Student 1 Consulted/ });
    expect(within(table()).queryByRole('columnheader', { name: 'Action plan' })).toBeNull();
    expect(within(row).getByText('Notes 1: motivated but over-committed.')).toBeInTheDocument();
    expect(screen.queryByText(/Plan 1/)).toBeNull();
  });

  it('ticks a consultation done with one write however fast it is clicked twice, then fetches the list again', async () => {
    signInAs(COUNSELLOR);
    const api = consultationApi({ [DAY]: [consultationRowOf(1)] }, { writeDelay: 50 });
    server.use(...api.handlers);
    const { user } = render();
    const row = await within(table()).findByRole('row', { name: /Student 1 Consulted/ });
    const box = within(row).getByRole('checkbox', { name: 'Consultation with Student 1 Consulted done' });
    const reads = api.of('GET', /\/admin\/consultation$/).length;
    await user.dblClick(box);
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(api.of('GET', /\/admin\/consultation$/).length).toBeGreaterThan(reads));
    expect(api.of('PATCH', /\/admin\/consultation\//).map((r) => r.body)).toEqual([{ checked: true }]);
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(api.of('PATCH', /\/admin\/consultation\//).map((r) => r.body)).toEqual([{ checked: true }, { checked: false }]);
  });

  it('says a failed tick was not saved and leaves the box as the server holds it', async () => {
    signInAs(COUNSELLOR);
    server.use(...consultationApi({ [DAY]: [consultationRowOf(1)] }, { failWrites: true }).handlers);
    const { user } = render();
    const row = await within(table()).findByRole('row', { name: /Student 1 Consulted/ });
    const box = within(row).getByRole('checkbox', { name: /done$/ });
    await user.click(box);
    expect(await within(row).findByRole('alert')).toHaveTextContent(/Not saved/);
    expect(box).not.toBeChecked();
  });

  it('asks for the day again on every day change, a day seen before too', async () => {
    signInAs(COUNSELLOR);
    const api = consultationApi({ [DAY]: [consultationRowOf(1)], '2026-10-27': [consultationRowOf(2, { date: '2026-10-27T16:59:59.999Z' })] });
    server.use(...api.handlers);
    const { user } = render();
    await within(table()).findByRole('row', { name: /Student 1 Consulted/ });
    const asked = (date: string) => api.of('GET', /\/admin\/consultation$/).filter((r) => r.query.date === date).length;
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    expect(await within(table()).findByRole('row', { name: /Student 2 Consulted/ })).toBeInTheDocument();
    expect(asked('2026-10-27')).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Prev Day' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Prev Day' }));
    expect(await within(table()).findByRole('row', { name: /Student 1 Consulted/ })).toBeInTheDocument();
    await waitFor(() => expect(asked(DAY)).toBe(2));
  });

  it('disables Prev Day and Next Day while the day loads', async () => {
    signInAs(COUNSELLOR);
    server.use(...consultationApi({ [DAY]: [consultationRowOf(1)] }, { readDelay: 300 }).handlers);
    const { user } = render();
    expect(screen.getByRole('button', { name: 'Prev Day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Day' })).toBeDisabled();
    await within(table()).findByRole('row', { name: /Student 1 Consulted/ });
    expect(screen.getByRole('button', { name: 'Next Day' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    expect(screen.getByRole('button', { name: 'Prev Day' })).toBeDisabled();
    expect(await screen.findByText('No student consulted on this date (27-10-2026)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev Day' })).toBeEnabled();
  });

  it('opens the student profile dialog from the eye icon beside the name', async () => {
    signInAs(COUNSELLOR);
    server.use(
      ...consultationApi({ [DAY]: [consultationRowOf(1)] }).handlers,
      http.get('*/api/admin/user/:id/studentclass', () => HttpResponse.json({ data: studentProgressOf([]) })),
    );
    const { user } = render();
    const row = await within(table()).findByRole('row', { name: /Student 1 Consulted/ });
    await user.click(within(row).getByRole('button', { name: 'View the profile of Student 1 Consulted' }));
    expect(await screen.findByRole('dialog', { name: 'Student 1 Consulted' })).toBeInTheDocument();
  });
});

describe("'Students that require consultation for Academic Career'", () => {
  it("lists the flagged students with 'N/A' for an empty school, birthday or gender", async () => {
    signInAs(COUNSELLOR);
    const students = [careerStudentOf(1), careerStudentOf(2, { school: '', date_of_birth: null, gender: null, phone: null })];
    server.use(...consultationApi({}, { students }).handlers);
    render();
    const list = await screen.findByRole('table', { name: 'Students that require consultation for Academic Career' });
    expect(screen.getByRole('heading', { name: 'Students that require consultation for Academic Career' })).toBeInTheDocument();
    const first = await within(list).findByRole('row', { name: /Career 1 Student/ });
    for (const text of ['+66 812345678', 'career1@demo.test', 'Bangkok Patana School', '04-05-2011', 'female']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    const second = within(list).getByRole('row', { name: /Career 2 Student/ });
    expect(within(second).getAllByText('N/A')).toHaveLength(3);
  });

  it("is asked for at once but stays out of the layout until the day's consultations are in, so it never moves up", async () => {
    signInAs(COUNSELLOR);
    const api = consultationApi({ [DAY]: [consultationRowOf(1)] }, { students: [careerStudentOf(1)], readDelay: 300 });
    server.use(...api.handlers);
    render();
    const title = 'Students that require consultation for Academic Career';
    await waitFor(() => expect(api.of('GET', /studentlist$/)).toHaveLength(1));
    expect(within(table()).queryByRole('row', { name: /Student 1 Consulted/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    await within(table()).findByRole('row', { name: /Student 1 Consulted/ });
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
  });

  it('pages on the server', async () => {
    signInAs(COUNSELLOR);
    const students = Array.from({ length: 25 }, (_, i) => careerStudentOf(i + 1));
    const api = consultationApi({}, { students });
    server.use(...api.handlers);
    const { user } = render();
    const list = await screen.findByRole('table', { name: 'Students that require consultation for Academic Career' });
    await within(list).findByRole('row', { name: /Career 20 Student/ });
    await user.click(within(screen.getByRole('navigation', { name: 'Academic Career student pages' })).getByRole('button', { name: /2/ }));
    expect(await within(list).findByRole('row', { name: /Career 25 Student/ })).toBeInTheDocument();
    expect(api.of('GET', /studentlist$/).map((r) => r.query.offset)).toEqual(['0', '20']);
  });
});
