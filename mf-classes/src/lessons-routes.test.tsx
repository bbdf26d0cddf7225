import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { DayLessonItem, LessonDetail } from '@backoffice/domain/classes';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { dayLessonsApi } from './test/day-lessons-api';
import { signInAs, USERS } from './test/session';
import { zoomApi } from './test/zoom-api';
import { dayLessonOf, pollOf, zoomLessonOf } from './test/factories';
import LessonsRoutes from './lessons-routes';

// The Zoom detail and its poll dialog are chunks loaded on demand: these tests go through /lessons/** as the shell
// mounts it (at /lessons/*), from the list to a lesson and back, and through the dialog the routes hand the page.

function renderAt(path: string, { day = [], lessons = [] }: { day?: DayLessonItem[]; lessons?: LessonDetail[] } = {}) {
  signInAs(USERS.superAdmin);
  const dayApi = dayLessonsApi({ lessons: day });
  const api = zoomApi({ lessons });
  // The day list first: GET /admin/lesson/:id would otherwise read 'day' as an id.
  server.use(...dayApi.handlers, ...api.handlers);
  return {
    ...renderScreen(
      <Routes>
        <Route path="/lessons/*" element={<LessonsRoutes />} />
      </Routes>,
      { path },
    ),
    api,
    dayApi,
  };
}

const lesson = zoomLessonOf(1, { name: 'Speaking drills', poll_setup: [pollOf(1), pollOf(2)] });
const row = dayLessonOf(1, { _id: lesson._id, name: 'Speaking drills', hosting_platform: 'Zoom' });
const pollTable = () => screen.getByRole('table', { name: 'Poll questions' });

describe('/lessons/**', () => {
  it('opens a Zoom lesson from the list, and its back link returns to the same day and page', async () => {
    const others = Array.from({ length: 20 }, (_, i) => dayLessonOf(i + 2, { scheduled_on: '2026-02-27T01:00:00.000Z', ended_on: '2026-02-27T02:00:00.000Z' }));
    const onPage2 = { ...row, scheduled_on: '2026-02-27T09:30:00.000Z', ended_on: '2026-02-27T11:00:00.000Z' };
    const { user } = renderAt('/lessons?date=2026-02-27&page=2', { day: [...others, onPage2], lessons: [lesson] });
    await user.click(await screen.findByRole('link', { name: 'Speaking drills' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Zoom detail' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('81234567890')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Quick Lesson Management' });
    // The list's own address, not the lesson's day (2 Mar).
    expect(back).toHaveAttribute('href', '/lessons?date=2026-02-27&page=2');
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Lesson Management' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-02-27');
    expect(await screen.findByRole('link', { name: 'Speaking drills' })).toBeInTheDocument();
  });

  it("adds a question named 'Question {n}' in the on-demand dialog, which closes and refreshes the lesson", async () => {
    const { user, api } = renderAt(`/lessons/${lesson._id}/detail/zoom`, { lessons: [lesson] });
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    // The dialog is a chunk of its own: a loading dialog of the same title stands in until it is there.
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 });
    const dialog = screen.getByRole('dialog', { name: 'Add Question' });
    expect(name).toHaveValue('Question 3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Best time to revise?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), 'Morning');
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 2' }), 'Night');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Correct answer 1' }));
    const reads = api.lessonReads();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posted()).toEqual([
      { name: 'Question 3', question: 'Best time to revise?', choice_type: 'single', option: ['Morning', 'Night'], answer_index: [0] },
    ]);
    await waitFor(() => expect(api.lessonReads()).toBe(reads + 1));
    expect(await within(pollTable()).findByText('Best time to revise?')).toBeInTheDocument();
    expect(within(pollTable()).getByText('A. Morning')).toBeInTheDocument();
    expect(screen.getByText('Question 3 was added')).toBeInTheDocument();
  });

  it('saves an edited question: the dialog closes and the lesson is fetched again', async () => {
    const { user, api } = renderAt(`/lessons/${lesson._id}/detail/zoom`, { lessons: [lesson] });
    await user.click(await screen.findByRole('button', { name: 'Edit Question 1' }));
    const question = await screen.findByRole('textbox', { name: 'Question' }, { timeout: 5000 });
    const dialog = screen.getByRole('dialog', { name: 'Edit Question' });
    await user.clear(question);
    await user.type(question, 'Capital of Italy?');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Correct answer 3' }));
    const reads = api.lessonReads();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.put().map((request) => request.body)).toEqual([
      { name: 'Question 1', question: 'Capital of Italy?', choice_type: 'single', option: ['Paris', 'London', 'Rome'], answer_index: [2] },
    ]);
    await waitFor(() => expect(api.lessonReads()).toBe(reads + 1));
    const first = within(pollTable()).getAllByRole('row')[1]!;
    expect(await within(first).findByText('Capital of Italy?')).toBeInTheDocument();
    expect(within(first).getByText('C. Rome')).toBeInTheDocument();
    expect(screen.getByText('Question 1 was saved')).toBeInTheDocument();
  });

  it('sends a lesson that is not active back to the list, which says why', async () => {
    renderAt(`/lessons/${lesson._id}/detail/zoom`, { lessons: [{ ...lesson, is_active: false }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Lesson Management' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The lesson you opened does not exist or is not active.')).toBeInTheDocument();
  });

  it('sends any other path under /lessons to the list', async () => {
    renderAt(`/lessons/${lesson._id}/detail`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Lesson Management' })).toBeInTheDocument();
  });
});
