import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { LessonDetail, LessonStudent } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { lessonsApi } from '../../../test/lessons-api';
import { classOf, IELTS, lessonOf, studentOf, TAS, TUTORS } from '../../../test/factories';
import { allowLessonDetailWith, allowViewingWithoutManage, signInAs, USERS } from '../../../test/session';
import { LessonDetailPage } from './lesson-detail-page';


const klass = classOf(1, IELTS);
const lesson = lessonOf(3, {
  name: 'Essay writing',
  scheduled_on: '2025-02-03T09:30:00.000Z',
  ended_on: '2025-02-03T11:00:00.000Z',
  meta: { term: 2, index: 5 },
  tutor: [TUTORS[0]!, TUTORS[1]!],
  ta: [TAS[0]!],
  hosting_platform: 'Zoom',
  hosting_type: 'webinar',
  desc: '<p>Read <em>chapter 2</em></p><img src="x.png" onerror="window.hacked = true"><script>window.hacked = true</script>',
});

function open(
  {
    students = [],
    accounts = [],
    detail = lesson,
    path = `/course/${klass._id}/lesson/${detail._id}`,
  }: { students?: LessonStudent[]; accounts?: UserRef[]; detail?: LessonDetail; path?: string } = {},
  user = USERS.superAdmin,
) {
  signInAs(user);
  const api = lessonsApi({ classes: [klass], lessons: [detail], students: { [detail._id]: students }, accounts });
  server.use(...api.handlers);
  const rendered = renderScreen(
    <Routes>
      <Route path="/course" element={<p>Class list page</p>} />
      <Route path="/course/:classId" element={<p>Class lessons page</p>} />
      <Route
        path="/course/:classId/lesson/:lessonId"
        element={<LessonDetailPage renderEditLesson={() => null} renderAddStudents={() => null} renderAnnouncement={() => null} />}
      />
    </Routes>,
    { path },
  );
  return { ...rendered, api };
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const studentRows = () => within(screen.getByRole('table', { name: 'Students' })).getAllByRole('row').slice(1);
const names = () => studentRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('/course/{classId}/lesson/{lessonId}', () => {
  it('says once that there is no lesson at an address that cannot name one, asks nothing, and links back to the class', async () => {
    const { user, api } = open({ path: `/course/${klass._id}/lesson/x` });
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no lesson at this address.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back to class lessons' }));
    expect(screen.getByText('Class lessons page')).toBeInTheDocument();
  });

  it('links back to the class list when the class id cannot be one either', () => {
    open({ path: '/course/x/lesson/y' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to class list' })).toHaveAttribute('href', '/course');
  });

  it('says the same for a well-formed id the API does not know (404)', async () => {
    open({ path: `/course/${klass._id}/lesson/00000000-0000-4000-8000-0000000000ff` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson not found' })).toBeInTheDocument();
    expect(screen.getAllByText('There is no lesson at this address.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to class lessons' })).toHaveLength(1);
  });

  it("links back to the lesson's own class when the address names another", async () => {
    open({ path: `/course/00000000-0000-4000-8000-0000000000ee/lesson/${lesson._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Essay writing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to class lessons' })).toHaveAttribute('href', `/course/${lesson.class}`);
  });

  it('shows the lesson: back link, names, term and number, time, tutors, TAs, platform, type and the description', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Essay writing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to class lessons' })).toHaveAttribute('href', `/course/${klass._id}`);
    expect(fact('Class')).toHaveTextContent(klass.name);
    expect(fact('Term and lesson number')).toHaveTextContent('Term 2 · Lesson 5');
    expect(fact('Date and time')).toHaveTextContent('Monday, 3rd Feb 2025, 4:30pm – 6:00pm');
    expect(fact('Tutors')).toHaveTextContent('Somchai Tutor, Malee Tutor');
    expect(fact('TAs')).toHaveTextContent('Ploy Assistant');
    expect(fact('Hosting platform')).toHaveTextContent('Zoom');
    expect(fact('Type')).toHaveTextContent('webinar');

    const description = screen.getByRole('region', { name: 'Lesson description' });
    expect(within(description).getByText('chapter 2').tagName).toBe('EM');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows one Students tab with the count, and each student with attendance', async () => {
    open({
      students: [
        studentOf(1, { attended: true, joined_at: '2025-02-03T09:31:00.000Z', left_at: '2025-02-03T11:00:00.000Z' }),
        studentOf(2, { phone: null, phone_country_code: null }),
      ],
    });
    expect(await screen.findByRole('tab', { name: 'Students (2)' })).toHaveAttribute('aria-selected', 'true');
    // The trial-student and video-student tabs are not shown (people-records §2).
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    await screen.findByText('student1@demo.test');

    const [first, second] = studentRows();
    expect(within(first!).getByText('Attended')).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'Student 1' })).toBeInTheDocument();
    expect(within(first!).getByText('+66 812340001')).toBeInTheDocument();
    expect(within(first!).getByText('4:31pm')).toBeInTheDocument();
    expect(within(first!).getByText('6:00pm')).toBeInTheDocument();
    expect(within(first!).getByText('1 h 29 min')).toBeInTheDocument();
    expect(within(second!).queryByText('Attended')).not.toBeInTheDocument();
    expect(within(second!).getAllByText('—')).toHaveLength(4);
  });

  it('searches by name or email on the server once typing pauses, and pages 20 at a time', async () => {
    const students = Array.from({ length: 25 }, (_, i) => studentOf(i + 1, { name: `Student ${String(i + 1).padStart(2, '0')}` }));
    students.push(studentOf(99, { name: 'Zed Lee', email: 'zed@school.test' }));
    const { user, api } = open({ students });
    await screen.findByText('Showing 1 to 20 out of 26 students');
    expect(studentRows()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 21 to 26 out of 26 students');
    const paged = api.requests.filter((r) => r.path.endsWith('/student')).at(-1);
    expect(paged?.query).toMatchObject({ group: 'student', max: '20', offset: '20' });

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'school.test');
    await waitFor(() => expect(names()).toEqual(['Zed Lee']), { timeout: 3000 });
    const searches = api.requests.filter((r) => r.path.endsWith('/student') && r.query.q !== undefined);
    // One request for the whole word, not one per keystroke, and back on the first page.
    expect(searches.map((r) => r.query.q)).toEqual(['school.test']);
    expect(searches[0]?.query).toMatchObject({ offset: '0' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search students' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'nobody');
    expect(await screen.findByText('No student matches that name or email', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('removes a student after a confirmation, and not without it', async () => {
    const { user, api } = open({ students: [studentOf(1), studentOf(2)] });
    await screen.findByText('student1@demo.test');

    await user.click(screen.getByRole('button', { name: 'Remove Student 1' }));
    let confirm = screen.getByRole('dialog', { name: 'Remove student' });
    expect(confirm).toHaveAccessibleDescription('Remove Student 1 (student1@demo.test) from Essay writing?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Student 1' }));
    confirm = screen.getByRole('dialog', { name: 'Remove student' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/admin/lesson/${lesson._id}/student/${studentOf(1)._id}`,
    ]);
    await waitFor(() => expect(names()).toEqual(['Student 2']));
    expect(await screen.findByRole('tab', { name: 'Students (1)' })).toBeInTheDocument();
    expect(screen.getByText('Student 1 was removed from the lesson')).toBeInTheDocument();
  });

  it("offers 'Edit Lesson', 'Add Student' and 'Remove' with canManage, and none of them without it", async () => {
    const manager = open({ students: [studentOf(1)] });
    await screen.findByText('student1@demo.test');
    expect(screen.getByRole('button', { name: 'Edit Lesson' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Student 1' })).toBeInTheDocument();
    manager.unmount();

    const restore = allowViewingWithoutManage();
    try {
      open({ students: [studentOf(1)] }, USERS.partner);
      await screen.findByText('student1@demo.test');
      expect(screen.queryByRole('button', { name: 'Edit Lesson' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Student' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("offers 'Make Announcement' with canSendNotification only, whatever canManage says", async () => {
    const admin = open();
    expect(await screen.findByRole('button', { name: 'Make Announcement' })).toBeInTheDocument();
    admin.unmount();

    let restore = allowLessonDetailWith({ canManage: true, canSendNotification: false });
    try {
      const manager = open({}, USERS.partner);
      expect(await screen.findByRole('button', { name: 'Edit Lesson' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Make Announcement' })).not.toBeInTheDocument();
      manager.unmount();
    } finally {
      restore();
    }

    restore = allowLessonDetailWith({ canManage: false, canSendNotification: true });
    try {
      open({}, USERS.partner);
      expect(await screen.findByRole('button', { name: 'Make Announcement' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Lesson' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows nothing of the lesson to a role that may not open the page', async () => {
    const { api } = open({}, USERS.tutor);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to open this page.');
    expect(api.requests).toEqual([]);
  });
});
