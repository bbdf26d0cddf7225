import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ClassItem, LessonStudent } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { announcementsApi } from './test/announcements-api';
import { classesOf, classOf, IELTS, lessonOf, studentOf } from './test/factories';
import { classesApi } from './test/classes-api';
import { allowLessonDetailWith, signInAs, USERS } from './test/session';
import { lessonsApi, type LessonsApiOptions } from './test/lessons-api';
import { installRichTextLayoutStubs } from './test/rich-text';
import ClassesRoutes from './routes';

// The pages open the dialogs of other features that routes.tsx hands them, each a chunk loaded on demand: these tests
// go through the remote's routes as the shell mounts them (at /course/*).
installRichTextLayoutStubs();

function renderAt(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/course/*" element={<ClassesRoutes basePath="/course" />} />
    </Routes>,
    { path },
  );
}

function openClassList({ classes }: { classes: ClassItem[] }) {
  signInAs(USERS.superAdmin);
  const api = classesApi({ classes });
  server.use(...api.handlers);
  return { ...renderAt('/course'), api };
}

const klass = classOf(1, IELTS);
const lesson = lessonOf(3, { name: 'Essay writing' });

function openClassLessons({ lessons }: Pick<LessonsApiOptions, 'lessons'>) {
  signInAs(USERS.superAdmin);
  const api = lessonsApi({ classes: [klass], lessons });
  server.use(...api.handlers);
  return { ...renderAt(`/course/${klass._id}`), api };
}

function openLessonDetail(
  { students = [], accounts = [] }: { students?: LessonStudent[]; accounts?: UserRef[] } = {},
  user = USERS.superAdmin,
) {
  signInAs(user);
  const api = lessonsApi({ classes: [klass], lessons: [lesson], students: { [lesson._id]: students }, accounts });
  const announcements = announcementsApi();
  server.use(...api.handlers, ...announcements.handlers);
  return { ...renderAt(`/course/${klass._id}/lesson/${lesson._id}`), api, announcements };
}

/** Edit Lesson on the lesson page: two hours instead of one and a half, saved; the prompt that follows. */
async function lengthenLesson(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Edit Lesson' }));
  const duration = await screen.findByRole('spinbutton', { name: 'Duration (minutes)' });
  fireEvent.change(duration, { target: { value: '120' } });
  await user.click(screen.getByRole('button', { name: 'Save Lesson' }));
  return screen.findByRole('dialog', { name: 'Announce these changes?' });
}

async function openMenu(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu', { name: `Actions for ${name}` });
}

describe('/course: the class list with the class form', () => {
  it('creates a class in the on-demand dialog, then closes it, reloads the first page and says so', async () => {
    const { user, api } = openClassList({ classes: classesOf(15) });
    await screen.findByRole('row', { name: /Class 1\b/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('row', { name: /Class 11\b/ });

    await user.click(screen.getByRole('button', { name: 'Add New Class' }));
    // The form is a chunk of its own: a loading dialog of the same name shows until it is there.
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 });
    const dialog = screen.getByRole('dialog', { name: 'Add New Class' });
    const input = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
    await user.type(name, 'Physics Olympiad');
    await user.type(input(/^Subject/), 'Physics');
    await user.type(input(/^Start date/), '2027-01-04');
    await user.type(input(/^Start time/), '10:00');
    await user.type(input(/^End date/), '2027-03-29');
    await user.type(input(/^End time/), '12:00');
    await user.type(input(/^Day of week/), 'Monday');
    await user.type(input(/^Lesson start time/), '10:00');
    await user.type(input(/^Lesson end time/), '12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add level' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Malee Tutor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Class' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Class' })).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /Physics Olympiad/ })).toBeInTheDocument();
    expect(screen.getByText('Physics Olympiad was created')).toBeInTheDocument();
    expect(api.listRequests().at(-1)?.query).toEqual({ max: '10', offset: '0' });
  });

  it("edits a class with the row's values, then refreshes the list and says so", async () => {
    const { user, api } = openClassList({ classes: [classOf(1), classOf(2)] });
    await screen.findByRole('row', { name: /Class 2\b/ });
    await user.click(within(await openMenu(user, 'Class 2')).getByRole('menuitem', { name: 'Edit Class' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 });
    const dialog = screen.getByRole('dialog', { name: 'Edit Class' });
    expect(name).toHaveValue('Class 2');
    await user.clear(name);
    await user.type(name, 'Class 2 (Term 2)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Class' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Class' })).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /Class 2 \(Term 2\)/ })).toBeInTheDocument();
    expect(screen.getByText('Class 2 (Term 2) was saved')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ _id: classOf(2)._id, name: 'Class 2 (Term 2)' });
  });
});

describe('/course/{classId}: the class page with the lesson dialogs', () => {
  it('adds a lesson from the lazy Create Lesson dialog, and the list shows it', async () => {
    const { user, api } = openClassLessons({ lessons: [] });
    await screen.findByText('This class currently has no lessons');
    await user.click(screen.getByRole('button', { name: 'Add a new lesson' }));
    // The dialog's chunk loads first (a loading dialog of the same name stands in for it meanwhile).
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const dialog = screen.getByRole('dialog', { name: 'Create Lesson' });
    await user.type(name, 'Speaking mock test');
    await user.click(within(dialog).getByRole('button', { name: 'Save Lesson' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.created()).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Speaking mock test' })).toBeInTheDocument();
    expect(screen.getByText('Speaking mock test was added')).toBeInTheDocument();
  });

  it('adds a batch of lessons from the Batch Create Lesson dialog', async () => {
    const { user, api } = openClassLessons({ lessons: [] });
    await screen.findByText('This class currently has no lessons');
    await user.click(screen.getByRole('button', { name: 'Add Batch Lessons' }));
    await screen.findByRole('group', { name: 'Lesson 1' });
    const dialog = screen.getByRole('dialog', { name: 'Batch Create Lesson' });
    // The loading stand-in handed focus over to the dialog: no field was edited, so none shows an error yet.
    expect(within(dialog).queryByText('Enter the lesson name')).not.toBeInTheDocument();
    for (let i = 1; i <= 5; i += 1) {
      const row = within(dialog).getByRole('group', { name: `Lesson ${i}` });
      await user.type(within(row).getByRole('textbox', { name: 'Name' }), `Week ${i}`);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save Lessons' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.created().map((body) => body.name)).toEqual(['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5']);
    expect(await screen.findByText('5 lessons were added')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Week 1' })).toBeInTheDocument();
  });
});

describe('/course/{classId}/lesson/{lessonId}: the lesson page with Edit Lesson and Add Student', () => {
  it('edits the lesson in the lazy Edit Lesson dialog, and shows the saved lesson', async () => {
    const { user, api } = openLessonDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Lesson' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Essay writing');
    await user.clear(name);
    await user.type(name, 'Essay writing II');
    await user.click(screen.getByRole('button', { name: 'Save Lesson' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Essay writing II' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.patched()).toEqual([{ _id: lesson._id, name: 'Essay writing II' }]);
    expect(screen.getByText('The lesson was saved')).toBeInTheDocument();
  });

  it('adds the students found by email, and the list shows them', async () => {
    const ann = { _id: studentOf(11)._id, name: 'Ann Lee', email: 'ann@demo.test' };
    const { user, api } = openLessonDetail({
      students: [studentOf(1)],
      accounts: [ann, { _id: studentOf(1)._id, name: 'Student 1', email: 'student1@demo.test' }],
    });
    await screen.findByText('student1@demo.test');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    const emails = await screen.findByRole('textbox', { name: 'Student emails' });
    await user.type(emails, 'ann@demo.test{Enter}{Enter}student1@demo.test{Enter}ANN@demo.test{Enter}ghost@demo.test');
    await user.click(screen.getByRole('button', { name: 'Find Students' }));

    const found = await screen.findByRole('list', { name: 'Students found' });
    expect(within(found).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ann@demo.testFound: Ann Lee',
      'student1@demo.testAlready in class',
      'ghost@demo.testNot found',
    ]);
    expect(api.requests.find((r) => r.path.endsWith('/student/lookup'))?.body).toEqual({
      emails: ['ann@demo.test', 'student1@demo.test', 'ghost@demo.test'],
    });

    await user.click(screen.getByRole('button', { name: 'Add 1 Student' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((r) => r.path.endsWith('/add-student'))?.body).toEqual({ student: [ann._id] });
    expect(await screen.findByText('ann@demo.test')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Students (2)' })).toBeInTheDocument();
    expect(screen.getByText('1 student was added')).toBeInTheDocument();
  });
});

describe('/course/{classId}/lesson/{lessonId}: Make Announcement', () => {
  it("opens the lazy Make Announcement dialog from the page's button, and Cancel closes it", async () => {
    const { user, announcements } = openLessonDetail();
    await user.click(await screen.findByRole('button', { name: 'Make Announcement' }));
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    const dialog = screen.getByRole('dialog', { name: 'Make Announcement' });
    expect(subject).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await waitFor(() => expect(announcements.gets().map((r) => r.path)).toEqual([`/api/admin/announcement/lesson/${lesson._id}`]));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(announcements.posted()).toEqual([]);
  });

  it("opens it prefilled with the changes from the save prompt's 'Yes'", async () => {
    const { user, api } = openLessonDetail();
    const prompt = await lengthenLesson(user);
    expect(api.patched()).toEqual([{ _id: lesson._id, ended_on: new Date(Date.parse(lesson.scheduled_on) + 120 * 60_000).toISOString() }]);
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));

    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(screen.getByRole('dialog', { name: 'Make Announcement' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Announce these changes?' })).not.toBeInTheDocument();
    expect(subject).toHaveValue('Changes to Essay writing');
    const content = screen.getByRole('textbox', { name: 'Content' });
    expect(within(content).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Duration: 1 h 30 min → 2 h']);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    // 'Yes' is gone with the prompt: closing the announcement takes focus back to 'Edit Lesson', where this began.
    await user.click(within(screen.getByRole('dialog', { name: 'Make Announcement' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Lesson' })).toHaveFocus());
  });

  it("takes focus back to 'Edit Lesson' when the save prompt is answered 'No'", async () => {
    const { user } = openLessonDetail();
    const prompt = await lengthenLesson(user);
    await user.click(within(prompt).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Lesson' })).toHaveFocus());
  });

  it("offers no 'Yes' after a save to a user without canSendNotification", async () => {
    const restore = allowLessonDetailWith({ canManage: true, canSendNotification: false });
    try {
      const { user } = openLessonDetail({}, USERS.partner);
      const prompt = await lengthenLesson(user);
      expect(within(prompt).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Duration: 1 h 30 min → 2 h']);
      expect(within(prompt).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
      expect(within(prompt).getByText('You cannot make announcements here; let the students know another way.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Make Announcement' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
