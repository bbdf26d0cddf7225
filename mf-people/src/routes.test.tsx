import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import PeopleRoutes from './routes';
import { staffRowOf, studentRowOf } from './test/factories';
import { peopleApi } from './test/people-api';
import { signInAs, USERS } from './test/session';

function withApi(initial: Parameters<typeof peopleApi>[0] = {}) {
  const api = peopleApi(initial);
  server.use(...api.handlers);
  return api;
}

const studentRequests = (api: ReturnType<typeof peopleApi>) => api.requests.filter((r) => r.path === '/api/admin/user/student');

/** A row is in once its Edit button, named for the person, is. */
const editButton = (name: string) => screen.findByRole('button', { name: `Edit ${name}` });

/** The address the screen keeps, shown for the test to read. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderUsers(path = '/user') {
  return renderScreen(
    <>
      <PeopleRoutes basePath="/user" />
      <Address />
    </>,
    { path },
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('User Management', () => {
  it('opens on the Student tab, page 1 of 25 with the reduced columns, and asks for the pickers’ staff at once', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi({ students: Array.from({ length: 30 }, (_, i) => studentRowOf(i + 1)) });
    renderUsers();
    await screen.findByText('Showing 1 to 25 out of 30 students');
    expect(studentRequests(api)[0]?.query).toEqual({ page: '1' });
    expect(api.requests.some((r) => r.path === '/api/admin/user/handlers')).toBe(true);
    const table = screen.getByRole('table', { name: 'Students' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'DBID', 'Email', 'Phone', 'Parent', 'Edit']);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByText('+66 810001')).toBeInTheDocument();
  });

  it('shows the counsellor the fuller grid: academic, payment and notes columns and the fame as stars', async () => {
    signInAs(USERS.counsellor);
    withApi({ students: [studentRowOf(1, { famous: 'very-famous', grades: 'A', amountPaid: '12000' })] });
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Students' });
    await editButton('Student 1');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Fame', 'Grades', 'Amount paid', 'Course type']));
    expect(within(table).getByText('Fame: very-famous')).toBeInTheDocument();
    expect(within(table).getByText('12000')).toBeInTheDocument();
  });

  it('searches on the server once the typing has paused for 500 ms, from page 1, and keeps the search in the address', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi({ students: [studentRowOf(1), studentRowOf(2, { nickname: 'Bee' }), ...Array.from({ length: 30 }, (_, i) => studentRowOf(i + 3))] });
    renderUsers('/user?page=2');
    await editButton('Student 28');
    const box = screen.getByRole('searchbox', { name: 'Search students' });
    // Two changes in quick succession (typing, without the test's own key delays): one search, for the last text.
    fireEvent.change(box, { target: { value: 'be' } });
    fireEvent.change(box, { target: { value: ' bee ' } });
    const typed = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(studentRequests(api).filter((r) => r.query.q !== undefined)).toHaveLength(0);
    await waitFor(() => expect(studentRequests(api).filter((r) => r.query.q !== undefined)).toHaveLength(1));
    expect(Date.now() - typed).toBeGreaterThanOrEqual(450);
    expect(studentRequests(api).at(-1)?.query).toEqual({ q: 'bee', page: '1' });
    expect(box).toHaveValue(' bee ');
    expect(address()).toBe('/user?q=bee');
    expect(await editButton('Student 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Student 1' })).not.toBeInTheDocument();
  });

  it.each([
    ['no student at all', '/user', [], 'There are no students'],
    ['a search that matches nobody', '/user?q=zzz', [studentRowOf(1)], 'There are no students matching your search'],
    ['a page past the last', '/user?page=3', [studentRowOf(1)], 'No student accounts were found'],
  ])('says so in the spec’s words for %s', async (_what, path, students, message) => {
    signInAs(USERS.superAdmin);
    withApi({ students });
    renderUsers(path);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows No Name for a record without a name', async () => {
    signInAs(USERS.superAdmin);
    withApi({ students: [studentRowOf(1, { name: ' ' })] });
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(await editButton('No Name')).toBeInTheDocument();
    expect(within(table).getAllByText('No Name')[0]).toBeVisible();
  });

  it('lists tutors with Name, EPA Database ID, Gender, Email and Edit, and says No tutors found and No ta found', async () => {
    signInAs(USERS.superAdmin);
    withApi({ tutors: [staffRowOf(1)] });
    const { user } = renderUsers();
    await user.click(await screen.findByRole('tab', { name: 'Tutor' }));
    const table = await screen.findByRole('table', { name: 'Tutors' });
    await editButton('Tutor 1');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'EPA Database ID',
      'Gender',
      'Email',
      'Edit',
    ]);
    expect(within(table).getByText('Female')).toBeInTheDocument();
    expect(address()).toBe('/user?tab=tutor');
    await user.click(screen.getByRole('tab', { name: 'TA' }));
    expect(await screen.findByText('No ta found')).toBeInTheDocument();
    expect(address()).toBe('/user?tab=ta');
  });

  it('says No tutors found on an empty Tutor tab', async () => {
    signInAs(USERS.superAdmin);
    withApi();
    renderUsers('/user?tab=tutor');
    expect(await screen.findByText('No tutors found')).toBeInTheDocument();
  });

  it('reloads a tab’s users each time it is switched to', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi({ students: [studentRowOf(1)], tutors: [staffRowOf(1)] });
    const { user } = renderUsers();
    await editButton('Student 1');
    await user.click(screen.getByRole('tab', { name: 'Tutor' }));
    await editButton('Tutor 1');
    await user.click(screen.getByRole('tab', { name: 'Student' }));
    await editButton('Student 1');
    await waitFor(() => expect(studentRequests(api)).toHaveLength(2));
  });

  it('offers Create New Tutor only to a user who can manage users: a Partner sees none', async () => {
    signInAs(USERS.superAdmin);
    withApi({ students: [studentRowOf(1)] });
    const first = renderUsers();
    expect(await screen.findByRole('button', { name: 'Create New Tutor' })).toBeInTheDocument();
    first.unmount();

    signInAs(USERS.partner);
    renderUsers();
    await editButton('Student 1');
    expect(screen.queryByRole('button', { name: 'Create New Tutor' })).not.toBeInTheDocument();
  });
});
