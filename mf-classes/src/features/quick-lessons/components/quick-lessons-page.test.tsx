import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { centreDay } from '@backoffice/domain/time';
import type { DayLessonItem } from '@backoffice/domain/classes';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { dayLessonsApi, type DayLessonsApiOptions } from '../../../test/day-lessons-api';
import { signInAs, USERS } from '../../../test/session';
import { DAY_STUDENTS, dayLessonOf } from '../../../test/factories';
import { QuickLessonsPage } from './quick-lessons-page';


/** Shows the address the page is at, so tests can read the query parameters it keeps. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function splitPath(path: string) {
  const [pathname = path, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

function open(path: string, options: DayLessonsApiOptions = {}, user = USERS.superAdmin, state?: unknown) {
  signInAs(user);
  const api = dayLessonsApi(options);
  server.use(...api.handlers);
  const rendered = renderScreen(
    <Routes>
      <Route
        path="/lessons"
        element={
          <>
            <QuickLessonsPage />
            <Address />
          </>
        }
      />
    </Routes>,
    // A location with state (what the Zoom detail sends back) goes to the router as an entry object.
    { path: (state === undefined ? path : { ...splitPath(path), state }) as string },
  );
  return { ...rendered, api };
}

const table = () => screen.getByRole('table', { name: 'Lessons of the day' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

const DAY = '2026-03-02';

describe('/lessons, Quick Lesson Management', () => {
  it("opens on today in the centre's time zone, asks for that day 20 at a time, and has the spec's columns", async () => {
    const { api } = open('/lessons');
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Lesson Management' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toEqual({ date: centreDay(), max: '20', offset: '0' });
    expect(screen.getByLabelText('Day')).toHaveValue(centreDay());
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Student name',
      'Teacher name',
      'Class name',
      'Lesson name',
      'Time',
    ]);
  });

  it("moves the day with 'Prev Day' and 'Next Day': the date parameter and the request's date follow", async () => {
    const { user, api } = open(`/lessons?date=${DAY}`, { lessons: [dayLessonOf(1), dayLessonOf(2, { scheduled_on: '2026-03-03T02:00:00.000Z', ended_on: '2026-03-03T03:00:00.000Z', name: 'Tuesday lesson' })] });
    await screen.findByText('Day lesson 1');
    expect(api.requests.map((r) => r.date)).toEqual([DAY]);

    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    await screen.findByText('Tuesday lesson');
    expect(address()).toBe('/lessons?date=2026-03-03');
    expect(screen.getByLabelText('Day')).toHaveValue('2026-03-03');
    expect(api.requests.at(-1)?.date).toBe('2026-03-03');

    await user.click(screen.getByRole('button', { name: 'Prev Day' }));
    await user.click(screen.getByRole('button', { name: 'Prev Day' }));
    await waitFor(() => expect(address()).toBe('/lessons?date=2026-03-01'));
    await waitFor(() => expect(api.requests.at(-1)?.date).toBe('2026-03-01'));
    expect(await screen.findByText('No lessons on this day (1 Mar 2026)')).toBeInTheDocument();
  });

  it('shows today for a date parameter that is not a day', async () => {
    const { api } = open('/lessons?date=2026-02-30');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]?.date).toBe(centreDay());
    expect(screen.getByLabelText('Day')).toHaveValue(centreDay());
  });

  it("reads each row: up to three students then '+N more', tutors, class, lesson with its platform, centre time", async () => {
    open(`/lessons?date=${DAY}`, {
      lessons: [
        dayLessonOf(1, { student: DAY_STUDENTS.slice(0, 3), student_count: 5, hosting_platform: 'Zoom', name: 'Speaking drills' }),
        dayLessonOf(2, {
          scheduled_on: '2026-03-02T11:30:00.000Z',
          ended_on: '2026-03-02T12:30:00.000Z',
          student: [],
          student_count: 0,
          tutor: [],
          name: 'Grammar clinic',
        }),
      ],
    });
    await screen.findByText('Speaking drills');
    const [zoom, offline] = rows();
    expect(cellsOf(zoom!)).toEqual(['Anong, Boon, Chai +2 more', 'Somchai Tutor', 'IELTS Intensive (Band 7.0+)', 'Speaking drillsZoom', '16:30–18:00']);
    expect(cellsOf(offline!)).toEqual(['—', '—', 'IELTS Intensive (Band 7.0+)', 'Grammar clinicOffline', '18:30–19:30']);
  });

  it("links a Zoom lesson to its Zoom detail and leaves an Offline lesson's row without a link", async () => {
    const zoom = dayLessonOf(1, { hosting_platform: 'Zoom', name: 'Speaking drills' });
    const offline = dayLessonOf(2, { name: 'Grammar clinic' });
    open(`/lessons?date=${DAY}`, { lessons: [zoom, offline] });
    await screen.findByText('Speaking drills');
    const [zoomRow, offlineRow] = rows();
    expect(within(zoomRow!).getByRole('link', { name: 'Speaking drills' })).toHaveAttribute('href', `/lessons/${zoom._id}/detail/zoom`);
    expect(within(zoomRow!).getByText('Zoom')).toBeInTheDocument();
    expect(within(offlineRow!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(offlineRow!).getByText('Offline')).toBeInTheDocument();
  });

  it('says when the day has no lessons', async () => {
    open(`/lessons?date=${DAY}`, { lessons: [dayLessonOf(1, { scheduled_on: '2026-03-05T09:30:00.000Z', ended_on: '2026-03-05T11:00:00.000Z' })] });
    expect(await screen.findByText('No lessons on this day (2 Mar 2026)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Lesson pages' })).not.toBeInTheDocument();
  });

  it('pages 20 at a time, keeping the page shown (marked busy) while the next one loads, in the page parameter', async () => {
    const lessons: DayLessonItem[] = Array.from({ length: 25 }, (_, i) =>
      dayLessonOf(i + 1, {
        name: `Lesson ${String(i + 1).padStart(2, '0')}`,
        scheduled_on: new Date(Date.parse('2026-03-02T01:00:00.000Z') + i * 60_000).toISOString(),
      }),
    );
    const { user, api } = open(`/lessons?date=${DAY}`, { lessons });
    await screen.findByText('Showing 1 to 20 out of 25 lessons');
    expect(rows()).toHaveLength(20);

    const release = api.hold();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.requests.at(-1)).toEqual({ date: DAY, max: '20', offset: '20' }));
    // Still page 1's rows, dimmed and marked busy, until page 2 arrives.
    expect(screen.getByText('Lesson 01')).toBeInTheDocument();
    expect(table().closest('[aria-busy="true"]')).not.toBeNull();
    release();
    await screen.findByText('Lesson 21');
    expect(rows()).toHaveLength(5);
    expect(table().closest('[aria-busy="true"]')).toBeNull();
    expect(address()).toBe(`/lessons?date=${DAY}&page=2`);

    // Another day starts on its first page.
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    await waitFor(() => expect(api.requests.at(-1)).toEqual({ date: '2026-03-03', max: '20', offset: '0' }));
    expect(address()).toBe('/lessons?date=2026-03-03');
  });

  it('opens on the page in the address', async () => {
    const lessons = Array.from({ length: 25 }, (_, i) => dayLessonOf(i + 1));
    const { api } = open(`/lessons?date=${DAY}&page=2`, { lessons });
    await screen.findByText('Showing 21 to 25 out of 25 lessons');
    expect(api.requests[0]).toEqual({ date: DAY, max: '20', offset: '20' });
  });

  it('goes to the last page when the page in the address is past the end', async () => {
    const lessons = Array.from({ length: 25 }, (_, i) => dayLessonOf(i + 1));
    const { api } = open(`/lessons?date=${DAY}&page=5`, { lessons });
    await waitFor(() => expect(address()).toBe(`/lessons?date=${DAY}&page=2`));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(api.requests.map((r) => r.offset)).toEqual(['80', '20']);
  });

  it("says why the lessons could not be loaded, in the server's words", async () => {
    open(`/lessons?date=${DAY}`, { fail: { status: 500, message: 'The lesson store is down' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The lesson store is down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens for a Tutor and a Partner', async () => {
    for (const user of [USERS.tutor, USERS.partner]) {
      const { api, unmount } = open(`/lessons?date=${DAY}`, { lessons: [dayLessonOf(1)] }, user);
      expect(await screen.findByText('Day lesson 1')).toBeInTheDocument();
      expect(api.requests).toHaveLength(1);
      unmount();
    }
  });

  it('shows the notice the Zoom detail sent back with', async () => {
    open(`/lessons?date=${DAY}`, {}, USERS.superAdmin, { notice: 'The lesson you opened does not exist or is not active.' });
    expect(await screen.findByText('The lesson you opened does not exist or is not active.')).toBeInTheDocument();
  });
});
