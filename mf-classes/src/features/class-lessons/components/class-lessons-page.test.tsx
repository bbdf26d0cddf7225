import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { lessonsApi, type LessonsApiOptions } from '../../../test/lessons-api';
import { classOf, IELTS, lessonOf, weeklyLessons } from '../../../test/factories';
import { allowViewingWithoutManage, signInAs, USERS } from '../../../test/session';
import { ClassLessonsPage } from './class-lessons-page';


const klass = classOf(1, IELTS);
const DAY = 24 * 3_600_000;

function open(options: LessonsApiOptions = {}, user = USERS.superAdmin, path = `/course/${klass._id}`) {
  signInAs(user);
  const api = lessonsApi({ classes: [klass], ...options });
  server.use(...api.handlers);
  const rendered = renderScreen(
    <Routes>
      <Route path="/course" element={<p>Class list page</p>} />
      <Route path="/course/:classId" element={<ClassLessonsPage renderCreateLesson={() => null} renderBatchLessons={() => null} />} />
      <Route path="/course/:classId/lesson/:lessonId" element={<p>Lesson detail page</p>} />
    </Routes>,
    { path },
  );
  return { ...rendered, api };
}

const lessonRows = () => screen.getAllByRole('row').slice(1);
const lessonRow = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });

describe('/course/{classId}', () => {
  it("shows the class overview: 'Back to class list', day of week, start and end time, and the description", async () => {
    open({
      classes: [
        classOf(1, {
          ...IELTS,
          desc: '<p>Bring a <strong>calculator</strong>.</p><img src="board.png" onerror="window.hacked = true"><script>window.hacked = true</script>',
        }),
      ],
    });
    // The file's first render also loads the page's modules: on a busy machine that can take more than a second.
    expect(await screen.findByRole('heading', { level: 1, name: klass.name }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to class list' })).toHaveAttribute('href', '/course');
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Day of week').nextElementSibling).toHaveTextContent('Monday');
    expect(within(overview).getByText('Start time').nextElementSibling).toHaveTextContent('4:30pm');
    expect(within(overview).getByText('End time').nextElementSibling).toHaveTextContent('6:00pm');

    const description = within(overview).getByRole('region', { name: 'Class description' });
    expect(within(description).getByText('calculator').tagName).toBe('STRONG');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says once that there is no class at an address that cannot name one, asks nothing, and links back', async () => {
    const { user, api } = open({}, USERS.superAdmin, '/course/x');
    expect(screen.getByRole('heading', { level: 1, name: 'Class not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no class at this address.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('This class currently has no lessons')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back to class list' }));
    expect(screen.getByText('Class list page')).toBeInTheDocument();
  });

  it('says the same for a well-formed id the API does not know (404), once for both reads', async () => {
    const { api } = open({}, USERS.superAdmin, '/course/00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class not found' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(screen.getAllByText('There is no class at this address.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lessons' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to class list' })).toHaveLength(1);
  });

  it('says once that the lessons could not be loaded, with Retry, and not that the class has none', async () => {
    open();
    server.use(http.get('*/api/admin/lesson', () => HttpResponse.json({ message: [{ code: 'InternalServerError', type: 'internal', message: 'Something went wrong on our side. Please try again.' }] }, { status: 500 })));
    expect(await screen.findByText('The lessons could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(screen.queryByText('This class currently has no lessons')).not.toBeInTheDocument();
  });

  it("counts one lesson as 'lesson'", async () => {
    open({ lessons: [lessonOf(1)] });
    expect(await screen.findByText('Showing 1 to 1 out of 1 lesson')).toBeInTheDocument();
  });

  it('lists the lessons by scheduled_on ascending, each linking to its detail', async () => {
    const lessons = [lessonOf(3), lessonOf(1), lessonOf(2)];
    open({ lessons });
    await screen.findByRole('link', { name: 'Lesson 1' });
    expect(lessonRows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(['Lesson 1', 'Lesson 2', 'Lesson 3']);
    expect(screen.getByRole('link', { name: 'Lesson 2' })).toHaveAttribute('href', `/course/${klass._id}/lesson/${lessonOf(2)._id}`);
  });

  it("formats times as 'dddd, Do MMM YYYY, h:mma' in the centre's time zone", async () => {
    open({ lessons: [lessonOf(1, { scheduled_on: '2025-02-03T09:30:00.000Z', ended_on: '2025-02-03T11:00:00.000Z' })] });
    await screen.findByRole('link', { name: 'Lesson 1' });
    expect(within(lessonRow('Lesson 1')).getByRole('cell', { name: 'Monday, 3rd Feb 2025, 4:30pm – 6:00pm' })).toBeInTheDocument();
  });

  it("marks a lesson whose end is past 'Ended' and a completed one 'Completed'", async () => {
    const now = Date.now();
    const at = (offset: number) => new Date(now + offset).toISOString();
    open({
      lessons: [
        lessonOf(1, { name: 'Past lesson', scheduled_on: at(-2 * DAY), ended_on: at(-2 * DAY + 3_600_000), is_completed: true }),
        lessonOf(2, { name: 'Just over', scheduled_on: at(-2 * 3_600_000), ended_on: at(-60_000) }),
        lessonOf(3, { name: 'Running now', scheduled_on: at(-60_000), ended_on: at(3_600_000) }),
        lessonOf(4, { name: 'Next week', scheduled_on: at(7 * DAY), ended_on: at(7 * DAY + 3_600_000) }),
      ],
    });
    await screen.findByRole('link', { name: 'Past lesson' });
    const badges = (name: string) => {
      const row = lessonRow(name);
      return ['Ended', 'Completed'].filter((label) => within(row).queryByText(label));
    };
    expect(badges('Past lesson')).toEqual(['Ended', 'Completed']);
    expect(badges('Just over')).toEqual(['Ended']);
    expect(badges('Running now')).toEqual([]);
    expect(badges('Next week')).toEqual([]);
  });

  it("says 'This class currently has no lessons' when it has none", async () => {
    open({ lessons: [] });
    expect(await screen.findByText('This class currently has no lessons')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Lesson pages' })).not.toBeInTheDocument();
  });

  it('opens on the page holding the next lesson, 20 a page, and pages by offset from there', async () => {
    // 45 weekly lessons, the first 30 weeks ago: lessons 1 to 30 are over, lesson 31 is next, on page 2.
    const { user, api } = open({ lessons: weeklyLessons(45, { weeksAgo: 30 }) });
    await screen.findByText('Showing 21 to 40 out of 45 lessons');
    const first = api.requests.find((r) => r.path === '/api/admin/lesson');
    expect(first?.query).toMatchObject({ class: klass._id, sortBy: 'scheduled_on', order: 'asc', max: '20' });
    expect(Math.abs(Date.parse(String(first?.query.around)) - Date.now())).toBeLessThan(60_000);
    expect(first?.query).not.toHaveProperty('offset');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(lessonRows()).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Lesson 31' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Showing 1 to 20 out of 45 lessons');
    const last = api.requests.filter((r) => r.path === '/api/admin/lesson').at(-1);
    expect(last?.query).toMatchObject({ offset: '0', max: '20' });
    expect(last?.query).not.toHaveProperty('around');
    expect(screen.getByRole('link', { name: 'Lesson 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('flips Active/Inactive with PATCH {_id, is_active}', async () => {
    const lesson = lessonOf(1, { name: 'Essay writing', scheduled_on: new Date(Date.now() + DAY).toISOString(), ended_on: new Date(Date.now() + DAY + 3_600_000).toISOString() });
    const { user, api } = open({ lessons: [lesson] });
    // Named by the state and the lesson.
    const toggle = await screen.findByRole('switch', { name: 'Active: Essay writing' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('Active');

    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Inactive: Essay writing' })).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByRole('switch', { name: /Essay writing/ })).toHaveTextContent('Inactive');
    expect(api.patched()).toEqual([{ _id: lesson._id, is_active: false }]);

    await user.click(screen.getByRole('switch', { name: /Essay writing/ }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Essay writing/ })).toHaveAttribute('aria-checked', 'true'));
    expect(api.patched()).toEqual([
      { _id: lesson._id, is_active: false },
      { _id: lesson._id, is_active: true },
    ]);
  });

  it('flips Release/Un-Release with PATCH {_id, is_released}', async () => {
    const lesson = lessonOf(1, { name: 'Essay writing', is_released: true });
    const { user, api } = open({ lessons: [lesson] });
    await user.click(await screen.findByRole('button', { name: 'Un-Release Essay writing' }));
    expect(await screen.findByRole('button', { name: 'Release Essay writing' })).toBeInTheDocument();
    expect(api.patched()).toEqual([{ _id: lesson._id, is_released: false }]);

    await user.click(screen.getByRole('button', { name: 'Release Essay writing' }));
    expect(await screen.findByRole('button', { name: 'Un-Release Essay writing' })).toBeInTheDocument();
    expect(api.patched().at(-1)).toEqual({ _id: lesson._id, is_released: true });
  });

  it('keeps the row as it was and says why when a toggle fails', async () => {
    const lesson = lessonOf(1, { name: 'Essay writing' });
    const { user, api } = open({ lessons: [lesson] });
    await screen.findByRole('switch', { name: /Essay writing/ });
    // The lesson is gone on the server: its PATCH answers 404.
    api.state.lessons = [];
    await user.click(screen.getByRole('switch', { name: /Essay writing/ }));
    expect(await screen.findByText('Essay writing was not changed: Not found')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Essay writing/ })).toHaveAttribute('aria-checked', 'true');
  });

  it("offers 'Add a new lesson', 'Add Batch Lessons' and the toggles to a user with canManage", async () => {
    open({ lessons: [lessonOf(1)] });
    await screen.findByRole('link', { name: 'Lesson 1' });
    expect(screen.getByRole('button', { name: 'Add a new lesson' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Batch Lessons' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Lesson 1/ })).toBeInTheDocument();
  });

  it('hides the add buttons and the toggles without canManage, and shows the two states instead', async () => {
    const restore = allowViewingWithoutManage();
    try {
      open({ lessons: [lessonOf(1, { is_active: false, is_released: true })] }, USERS.partner);
      await screen.findByRole('link', { name: 'Lesson 1' });
      expect(screen.queryByRole('button', { name: 'Add a new lesson' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Batch Lessons' })).not.toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Release/ })).not.toBeInTheDocument();
      expect(within(lessonRow('Lesson 1')).getByText('Inactive')).toBeInTheDocument();
      expect(within(lessonRow('Lesson 1')).getByText('Released')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows nothing of the class to a role that may not open the page', async () => {
    const { api } = open({ lessons: [lessonOf(1)] }, USERS.tutor);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to open this page.');
    expect(screen.queryByRole('button', { name: 'Add a new lesson' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lesson 1' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
