import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { CLASS_PAGE_SIZE, type ClassItem } from '@backoffice/domain/classes';
import { TEXT_MAX } from '@backoffice/domain/text';
import type { Me } from '@backoffice/domain/records';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { classesOf, classOf, TAS, TUTORS } from '../../../test/factories';
import { classesApi } from '../../../test/classes-api';
import { givePartnerCourseWithoutManage, signInAs, USERS } from '../../../test/session';
import { ClassListPage } from './class-list-page';

let restoreMap: (() => void) | null = null;
afterEach(() => {
  restoreMap?.();
  restoreMap = null;
});

function Lessons() {
  return <p>Lessons page at {useLocation().pathname}</p>;
}

/**
 * The list as the remote mounts it: the index route under /course, with the class lessons route beside it. The class
 * form is another feature: routes.tsx hands it to the list (routes.test.tsx opens it), here the list opens nothing.
 */
function start({ classes = [classOf(1)], user = USERS.superAdmin }: { classes?: ClassItem[]; user?: Me } = {}) {
  signInAs(user);
  const api = classesApi({ classes });
  server.use(...api.handlers);
  const rendered = renderScreen(
    <Routes>
      <Route path="/course">
        <Route index element={<ClassListPage renderClassForm={() => null} />} />
        <Route path=":classId" element={<Lessons />} />
      </Route>
    </Routes>,
    { path: '/course' },
  );
  return { ...rendered, api };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`${name}\\b`) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by class name' });

async function openMenu(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu', { name: `Actions for ${name}` });
}

describe('Class list', () => {
  it('asks for the first 10 classes without a search and shows each row', async () => {
    const { api } = start({
      classes: [
        classOf(1, {
          name: 'IELTS Intensive',
          subject: 'English',
          level: ['junior-college-1', 'beginner'],
          tutor: [TUTORS[0]!, TUTORS[1]!],
          ta: [TAS[0]!],
        }),
        classOf(2, { name: 'Chemistry Foundations', is_active: false }),
      ],
    });
    const ielts = await screen.findByRole('row', { name: /IELTS Intensive/ });
    expect(api.listRequests()[0]?.query).toEqual({ max: '10', offset: '0' });
    expect(screen.getByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument();
    for (const text of ['English', 'Monday, Wednesday', '16:00–18:00', 'Junior College 1', 'Beginner', 'Somchai Tutor, Malee Tutor', 'Active']) {
      expect(within(ielts).getByText(text)).toBeInTheDocument();
    }
    // The dates may break after the dash: two parts of one cell.
    expect(within(ielts).getByRole('cell', { name: '1 Dec 2026 – 28 Feb 2027' })).toBeInTheDocument();
    expect(within(ielts).getByRole('link', { name: 'IELTS Intensive' })).toHaveAttribute('href', `/course/${classOf(1)._id}`);
    expect(within(row('Chemistry Foundations')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by class name' })).toHaveAttribute('placeholder', 'Search by class name');
  });

  it('loads as the list it becomes: the same headers, a page of skeleton rows, the count line kept', async () => {
    start({ classes: classesOf(15) });
    const table = screen.getByRole('table', { name: 'Classes', hidden: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const headers = () => within(table).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    const loadingHeaders = headers();
    expect(within(table).getAllByRole('row', { hidden: true }).slice(1)).toHaveLength(CLASS_PAGE_SIZE);
    const countLine = document.querySelector('p[aria-live="polite"]');
    expect(countLine).toBeInTheDocument();

    expect(await screen.findByText('Showing 1 to 10 out of 15 classes')).toBe(countLine);
    expect(headers()).toEqual(loadingHeaders);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(CLASS_PAGE_SIZE);
  });

  it("says 'No classes found' when there is no class and nothing is searched", async () => {
    start({ classes: [] });
    expect(await screen.findByText('No classes found')).toBeInTheDocument();
    expect(screen.queryByText('No class found matching that name')).not.toBeInTheDocument();
  });

  it("searches by name as q once typing pauses, back on the first page, and says 'No class found matching that name'", async () => {
    const { user, api } = start({ classes: [classOf(1, { name: 'IELTS Intensive' }), ...classesOf(25).slice(1)] });
    await screen.findByRole('row', { name: /IELTS Intensive/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('row', { name: /Class 11\b/ });

    await user.type(searchBox(), 'ielts');
    expect(await screen.findByRole('row', { name: /IELTS Intensive/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Class 11\b/ })).not.toBeInTheDocument();
    const searches = api.listRequests().filter((r) => r.query.q);
    expect(searches).toEqual([expect.objectContaining({ query: { max: '10', offset: '0', q: 'ielts' } })]);

    await user.clear(searchBox());
    await user.type(searchBox(), 'Physics (A-level)');
    expect(await screen.findByText('No class found matching that name')).toBeInTheDocument();
    expect(screen.queryByText('No classes found')).not.toBeInTheDocument();
    expect(api.listRequests().at(-1)?.query).toEqual({ max: '10', offset: '0', q: 'Physics (A-level)' });
  });

  it("counts one class as 'class'", async () => {
    start({ classes: classesOf(1) });
    expect(await screen.findByText('Showing 1 to 1 out of 1 class')).toBeInTheDocument();
  });

  it('never sends a search longer than the server takes', async () => {
    const { user, api } = start({ classes: classesOf(3) });
    await screen.findByRole('row', { name: /Class 1\b/ });
    await user.click(searchBox());
    await user.paste('x'.repeat(300));
    expect(await screen.findByText('No class found matching that name')).toBeInTheDocument();
    expect(api.listRequests().at(-1)?.query.q).toBe('x'.repeat(TEXT_MAX.search));
  });

  it('pages by 10 with a 0-based offset', async () => {
    const { user, api } = start({ classes: classesOf(25) });
    await screen.findByRole('row', { name: /Class 1\b/ });
    expect(screen.getByText('Showing 1 to 10 out of 25 classes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('row', { name: /Class 11\b/ });
    expect(api.listRequests().at(-1)?.query).toEqual({ max: '10', offset: '10' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('row', { name: /Class 25\b/ });
    expect(api.listRequests().at(-1)?.query).toEqual({ max: '10', offset: '20' });
    expect(screen.getByText('Showing 21 to 25 out of 25 classes')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Class 20\b/ })).not.toBeInTheDocument();
  });

  it("shows no pager when the classes fit on one page", async () => {
    start({ classes: classesOf(10) });
    await screen.findByRole('row', { name: /Class 10\b/ });
    expect(screen.queryByRole('navigation', { name: 'Class pages' })).not.toBeInTheDocument();
  });

  it("offers 'Add New Class', 'Edit Class' and 'Deactivate' with canManage", async () => {
    const { user } = start();
    await screen.findByRole('row', { name: /Class 1\b/ });
    expect(screen.getByRole('button', { name: 'Add New Class' })).toBeInTheDocument();
    const menu = await openMenu(user, 'Class 1');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View Lessons', 'Edit Class', 'Deactivate']);
  });

  it('hides adding, editing and (de)activating without canManage', async () => {
    restoreMap = givePartnerCourseWithoutManage();
    const { user, api } = start({ user: USERS.partner });
    await screen.findByRole('row', { name: /Class 1\b/ });
    expect(screen.queryByRole('button', { name: 'Add New Class' })).not.toBeInTheDocument();
    const menu = await openMenu(user, 'Class 1');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View Lessons']);
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("goes to the class's lessons with 'View Lessons'", async () => {
    const { user } = start();
    await screen.findByRole('row', { name: /Class 1\b/ });
    const menu = await openMenu(user, 'Class 1');
    await user.click(within(menu).getByRole('menuitem', { name: 'View Lessons' }));
    expect(await screen.findByText(`Lessons page at /course/${classOf(1)._id}`)).toBeInTheDocument();
  });

  it('deactivates with PATCH {_id, is_active: false}, then offers Activate, with a snackbar each time', async () => {
    const { user, api } = start({ classes: [classOf(1), classOf(2)] });
    await screen.findByRole('row', { name: /Class 1\b/ });
    await user.click(within(await openMenu(user, 'Class 1')).getByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(within(row('Class 1')).getByText('Inactive')).toBeInTheDocument());
    expect(screen.getByText('Class 1 is now inactive')).toBeInTheDocument();
    const patches = () => api.requests.filter((r) => r.method === 'PATCH');
    expect(patches()).toEqual([
      expect.objectContaining({ path: `/api/admin/class/${classOf(1)._id}`, body: { _id: classOf(1)._id, is_active: false } }),
    ]);
    // The row stays where it was; the other row is untouched.
    expect(within(row('Class 2')).getByText('Active')).toBeInTheDocument();

    await user.click(within(await openMenu(user, 'Class 1')).getByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(within(row('Class 1')).getByText('Active')).toBeInTheDocument());
    expect(patches()[1]?.body).toEqual({ _id: classOf(1)._id, is_active: true });
    expect(await screen.findByText('Class 1 is now active')).toBeInTheDocument();
  });

  it("shows the server's message in a snackbar when a toggle fails", async () => {
    const { user, api } = start();
    await screen.findByRole('row', { name: /Class 1\b/ });
    api.state.failNextWrite = { status: 409, message: 'This class has lessons in progress' };
    await user.click(within(await openMenu(user, 'Class 1')).getByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This class has lessons in progress');
    expect(within(row('Class 1')).getByText('Active')).toBeInTheDocument();
  });
});
