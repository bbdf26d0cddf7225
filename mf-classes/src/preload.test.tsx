import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { queryClient } from '@backoffice/remote-kit';
import { clearFirstRequests, renderScreen, sendFirstRequests, server } from '@backoffice/remote-kit/test-utils';
import { ClassLessonsPage } from './features/class-lessons/components/class-lessons-page';
import { ClassListPage } from './features/class-list/components/class-list-page';
import { LessonDetailPage } from './features/lesson-detail/components/lesson-detail-page';
import { QuickLessonsPage } from './features/quick-lessons/components/quick-lessons-page';
import { ZoomDetailPage } from './features/zoom-detail/components/zoom-detail-page';
import FIRST_REQUESTS from './first-requests.json';
import preload from './preload';
import * as lessonsScreens from './lessons-screens';
import * as screens from './screens';
import { classesApi } from './test/classes-api';
import { dayLessonsApi } from './test/day-lessons-api';
import { classOf, classesOf, dayLessonOf, IELTS, lessonOf, studentOf, weeklyLessons, zoomLessonOf } from './test/factories';
import { lessonsApi } from './test/lessons-api';
import { signInAs, USERS } from './test/session';
import { zoomApi } from './test/zoom-api';

afterEach(() => {
  queryClient.clear();
  clearFirstRequests();
});

const klass = classOf(1, IELTS);
const pathsOf = (requests: ReadonlyArray<{ path: string }>) => requests.map((r) => r.path);

describe("mf-classes' preload", () => {
  beforeEach(() => signInAs(USERS.superAdmin));

  it("asks for the class list's first page before the screen renders, and the screen then asks nothing more", async () => {
    const api = classesApi({ classes: classesOf(2) });
    server.use(...api.handlers);
    await preload({ pathname: '/course', search: '' });
    expect(api.listRequests()).toHaveLength(1);

    renderScreen(<ClassListPage renderClassForm={() => null} />, { path: '/course', client: queryClient });
    // The row is there at once: the answer is in the cache the screen reads, under the screen's own key.
    expect(screen.getByRole('row', { name: /Class 2/ })).toBeInTheDocument();
    expect(api.listRequests()).toHaveLength(1);
  });

  it('takes the answer of the GET the shell sent first, as the page was parsed (src/first-requests.json, issue 20)', async () => {
    const api = classesApi({ classes: classesOf(2) });
    server.use(...api.handlers);
    await sendFirstRequests(FIRST_REQUESTS['/course']);
    expect(api.listRequests()).toHaveLength(1);
    // The preload's GET is the one declared (the first page, 10 a page): answered from that request, nothing more asked.
    await preload({ pathname: '/course', search: '' });
    expect(api.listRequests()).toHaveLength(1);
    renderScreen(<ClassListPage renderClassForm={() => null} />, { path: '/course', client: queryClient });
    expect(screen.getByRole('row', { name: /Class 2/ })).toBeInTheDocument();
    expect(api.listRequests()).toHaveLength(1);
  });

  it("asks for a class and its lessons around now, and the class's page opens on that answer without asking again", async () => {
    const api = lessonsApi({ classes: [klass], lessons: weeklyLessons(3, { weeksAgo: 1 }) });
    server.use(...api.handlers);
    const path = `/course/${klass._id}`;
    await preload({ pathname: path, search: '' });
    const asked = pathsOf(api.requests);
    expect(asked.sort()).toEqual([`/api/admin/class/${klass._id}`, '/api/admin/lesson']);
    // The page's chunk came with the data: it renders without suspending.
    expect(screens.ClassLessonsPage.loaded).toBe(true);

    renderScreen(
      <Routes>
        <Route path="/course/:classId" element={<ClassLessonsPage renderCreateLesson={() => null} renderBatchLessons={() => null} />} />
      </Routes>,
      { path, client: queryClient },
    );
    expect(screen.getByRole('heading', { level: 1, name: klass.name })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Lesson 2 / })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('asks for a lesson and the first page of its students, and the lesson page shows both without asking again', async () => {
    const lesson = lessonOf(1);
    const api = lessonsApi({ classes: [klass], lessons: [lesson], students: { [lesson._id]: [studentOf(1)] } });
    server.use(...api.handlers);
    const path = `/course/${klass._id}/lesson/${lesson._id}`;
    await preload({ pathname: path, search: '' });
    expect(pathsOf(api.requests).sort()).toEqual([`/api/admin/lesson/${lesson._id}`, `/api/admin/lesson/${lesson._id}/student`]);
    expect(screens.LessonDetailPage.loaded).toBe(true);

    renderScreen(
      <Routes>
        <Route
          path="/course/:classId/lesson/:lessonId"
          element={<LessonDetailPage renderEditLesson={() => null} renderAddStudents={() => null} renderAnnouncement={() => null} />}
        />
      </Routes>,
      { path, client: queryClient },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson 1' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Student 1/ })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it("asks for the day and page the address of Quick Lesson Management names, and the list shows them without asking again", async () => {
    // 21 lessons on 2 Mar 2026: the 21st is alone on page 2.
    const lessons = Array.from({ length: 21 }, (_, i) => dayLessonOf(i + 1));
    const api = dayLessonsApi({ lessons });
    server.use(...api.handlers);
    await preload({ pathname: '/lessons', search: '?date=2026-03-02&page=2' });
    expect(api.requests).toEqual([{ date: '2026-03-02', max: '20', offset: '20' }]);
    // /lessons/** is a chunk of its own (screens.ts): it downloaded beside the list, not once the screen rendered.
    expect(screens.LessonsRoutes.loaded).toBe(true);

    renderScreen(
      <Routes>
        <Route path="/lessons" element={<QuickLessonsPage />} />
      </Routes>,
      { path: '/lessons?date=2026-03-02&page=2', client: queryClient },
    );
    expect(screen.getByRole('row', { name: /Day lesson 21/ })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('asks for a Zoom lesson, and its Zoom detail shows it without asking again', async () => {
    const lesson = zoomLessonOf(1);
    const api = zoomApi({ lessons: [lesson] });
    server.use(...api.handlers);
    const path = `/lessons/${lesson._id}/detail/zoom`;
    await preload({ pathname: path, search: '' });
    expect(api.lessonReads()).toBe(1);
    expect(screens.LessonsRoutes.loaded && lessonsScreens.ZoomDetailPage.loaded).toBe(true);

    renderScreen(
      <Routes>
        <Route path="/lessons/:lessonId/detail/zoom" element={<ZoomDetailPage renderPollForm={() => null} />} />
      </Routes>,
      { path, client: queryClient },
    );
    expect(screen.getByText('Zoom lesson 1')).toBeInTheDocument();
    expect(api.lessonReads()).toBe(1);
  });

  it('starts nothing for a path that is not one of its screens, nor for an id that cannot name a record', async () => {
    const classes = classesApi({ classes: classesOf(1) });
    const lessons = lessonsApi({ classes: [klass], lessons: [lessonOf(1)] });
    const days = dayLessonsApi({ lessons: [dayLessonOf(1)] });
    const zoom = zoomApi({ lessons: [zoomLessonOf(1)] });
    server.use(...classes.handlers, ...lessons.handlers, ...days.handlers, ...zoom.handlers);
    for (const pathname of [
      '/orders',
      '/course/x',
      `/course/${klass._id}/lesson/x`,
      `/course/${klass._id}/elsewhere`,
      '/lessons/x/detail/zoom',
      '/lessons/elsewhere',
    ]) {
      expect(preload({ pathname, search: '' })).toBeUndefined();
    }
    expect([...classes.requests, ...lessons.requests, ...days.requests, ...zoom.requests]).toHaveLength(0);
  });
});
