import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { PATHS } from '@backoffice/domain/paths';
import type { LessonDetail } from '@backoffice/domain/classes';
import { grantPaths, renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { signInAs, USERS } from '../../../test/session';
import { pollOf, uuid, ZOOM_ROOM, zoomLessonOf } from '../../../test/factories';
import { zoomApi } from '../../../test/zoom-api';
import { ZoomDetailPage, type PollFormSlotProps } from './zoom-detail-page';


/** The list the page sends the user back to: shows where it was sent and with which notice. */
function ListProbe() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <p>
      List at {`${location.pathname}${location.search}`} ({how}): {(location.state as { notice?: string } | null)?.notice ?? 'no notice'}
    </p>
  );
}

type OpenOptions = { lessons?: LessonDetail[]; path?: string; state?: unknown; renderPollForm?: (props: PollFormSlotProps) => null };

function open(lesson: LessonDetail, user = USERS.superAdmin, { lessons = [lesson], path, state, renderPollForm = () => null }: OpenOptions = {}) {
  signInAs(user);
  const api = zoomApi({ lessons });
  server.use(...api.handlers);
  const pathname = path ?? `/lessons/${lesson._id}/detail/zoom`;
  const rendered = renderScreen(
    <Routes>
      <Route path="/lessons" element={<ListProbe />} />
      <Route path="/lessons/:lessonId/detail/zoom" element={<ZoomDetailPage renderPollForm={renderPollForm} />} />
    </Routes>,
    { path: (state === undefined ? pathname : { pathname, state }) as string },
  );
  return { ...rendered, api };
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const pollTable = () => screen.getByRole('table', { name: 'Poll questions' });
const pollRows = () => within(pollTable()).getAllByRole('row').slice(1);

describe('/lessons/{lessonId}/detail/zoom', () => {
  it('shows the lesson and its Zoom meeting: ID, password, registration URL, host and alternate hosts', async () => {
    const lesson = zoomLessonOf(1, { name: 'Speaking drills' });
    open(lesson);
    expect(screen.getByRole('heading', { level: 1, name: 'Zoom detail' })).toBeInTheDocument();
    await screen.findByText('Speaking drills');
    expect(fact('Lesson')).toHaveTextContent('Speaking drills');
    expect(fact('Class')).toHaveTextContent('IELTS Intensive (Band 7.0+)');
    expect(fact('Date and time')).toHaveTextContent('Monday, 2nd Mar 2026, 4:30pm – 6:00pm');
    expect(fact('Tutors')).toHaveTextContent('Somchai Tutor, Malee Tutor');
    expect(fact('Meeting ID')).toHaveTextContent('81234567890');
    expect(fact('Password')).toHaveTextContent('482913');
    expect(fact('Host')).toHaveTextContent('zoom-host1@demo.test');
    expect(within(screen.getByRole('list', { name: 'Alternate hosts' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'somchai@demo.test',
      'malee@demo.test',
      'ploy@demo.test',
    ]);
    expect(within(fact('Registration URL')).getByRole('link', { name: ZOOM_ROOM.registration_url })).toHaveAttribute(
      'href',
      ZOOM_ROOM.registration_url,
    );
    // Opened from elsewhere, the back link goes to the lesson's day.
    expect(screen.getByRole('link', { name: 'Back to Quick Lesson Management' })).toHaveAttribute('href', '/lessons?date=2026-03-02');
  });

  it('goes back to the list it came from, day and page', async () => {
    open(zoomLessonOf(1), USERS.superAdmin, { state: { returnTo: '/lessons?date=2026-02-27&page=2' } });
    await screen.findByText('Zoom lesson 1');
    expect(screen.getByRole('link', { name: 'Back to Quick Lesson Management' })).toHaveAttribute('href', '/lessons?date=2026-02-27&page=2');
  });

  it("copies the registration URL and says 'Copied'", async () => {
    const { user } = open(zoomLessonOf(1));
    const button = await screen.findByRole('button', { name: 'Copy' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    try {
      await user.click(button);
      expect(await screen.findByText('Copied')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(ZOOM_ROOM.registration_url);
    } finally {
      writeText.mockRestore();
    }
  });

  it('falls back to the copy command when the Clipboard API refuses, and selects the link when that fails too', async () => {
    const { user } = open(zoomLessonOf(1));
    const button = await screen.findByRole('button', { name: 'Copy' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await user.click(button);
      expect(await screen.findByText('Copied')).toBeInTheDocument();
      expect(execCommand).toHaveBeenCalledWith('copy');

      execCommand.mockReturnValue(false);
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not copy. The link is selected: copy it by hand.');
      expect(window.getSelection()?.toString()).toBe(ZOOM_ROOM.registration_url);
    } finally {
      writeText.mockRestore();
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });

  it("says 'No zoom room created' without a Zoom integration, and shows no poll table", async () => {
    open(zoomLessonOf(1, { platform_integration: null, poll_setup: [pollOf(1)] }));
    expect(await screen.findByText('No zoom room created')).toBeInTheDocument();
    expect(screen.queryByText('Meeting ID')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Poll questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Question' })).not.toBeInTheDocument();
  });

  it.each([
    ['not found', zoomLessonOf(1), [] as LessonDetail[]],
    ['not active', zoomLessonOf(1, { is_active: false }), undefined],
  ])('goes back to /lessons (replacing the address) when the lesson is %s', async (_case, lesson, lessons) => {
    open(lesson, USERS.superAdmin, { lessons: lessons ?? [lesson] });
    expect(await screen.findByText('List at /lessons (REPLACE): The lesson you opened does not exist or is not active.')).toBeInTheDocument();
  });

  it('goes back to /lessons without asking when the address holds no lesson id', async () => {
    const lesson = zoomLessonOf(1);
    const { api } = open(lesson, USERS.superAdmin, { path: '/lessons/not-a-lesson/detail/zoom' });
    expect(await screen.findByText(/^List at \/lessons \(REPLACE\):/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("lists the poll questions: #, Question, Type in either spelling, the correct answers' text, Actions", async () => {
    open(
      zoomLessonOf(1, {
        poll_setup: [
          pollOf(2, { choice_type: 'Multiple Choice', answer_index: [0, 2] }),
          pollOf(1, { choice_type: 'single', question: 'Capital of France?' }),
          pollOf(3, { choice_type: 'Single Choice', answer_index: [1] }),
          pollOf(4, { choice_type: 'multiple', answer_index: [], answer: [] }),
        ],
      }),
    );
    await screen.findByText('Capital of France?');
    expect(within(pollTable()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Question', 'Type', 'Answer', 'Actions']);
    const cells = pollRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.map((row) => row.slice(0, 1).concat(row.slice(2, 4)))).toEqual([
      ['1', 'Single choice', 'A. Paris'],
      ['2', 'Multiple choice', 'A. ParisC. Rome'],
      ['3', 'Single choice', 'B. London'],
      ['4', 'Multiple choice', '—'],
    ]);
    expect(cells[0]?.[1]).toBe('Question 1Capital of France?Options: A. Paris · B. London · C. Rome');
  });

  it('offers Add Question, Edit and Delete with canManagePoll', async () => {
    open(zoomLessonOf(1, { poll_setup: [pollOf(1)] }));
    expect(await screen.findByRole('button', { name: 'Add Question' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Question 1' })).toBeInTheDocument();
  });

  it.each([
    ['Tutor', USERS.tutor],
    ['Partner', USERS.partner],
  ])('shows a %s the meeting and the questions without Add Question, Edit, Delete or the Actions column', async (_role, user) => {
    open(zoomLessonOf(1, { poll_setup: [pollOf(1)] }), user);
    await screen.findByText('Question text 1?');
    expect(fact('Meeting ID')).toHaveTextContent('81234567890');
    expect(screen.queryByRole('button', { name: 'Add Question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(pollTable()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Question', 'Type', 'Answer']);
  });

  it('follows the canManagePoll flag, not the role', async () => {
    const restore = grantPaths('Tutor', { [PATHS.zoomDetail]: { canManagePoll: true } });
    try {
      open(zoomLessonOf(1, { poll_setup: [pollOf(1)] }), USERS.tutor);
      expect(await screen.findByRole('button', { name: 'Add Question' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit Question 1' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('hands the dialog the question to edit, or the default name of a new one', async () => {
    const slots: PollFormSlotProps[] = [];
    const renderPollForm = (props: PollFormSlotProps) => {
      slots.push(props);
      return null;
    };
    const lesson = zoomLessonOf(1, { poll_setup: [pollOf(1), pollOf(2)] });
    const { user } = open(lesson, USERS.superAdmin, { renderPollForm });
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    expect(slots.at(-1)).toMatchObject({ lessonId: lesson._id, poll: undefined, defaultName: 'Question 3' });
    act(() => slots.at(-1)?.onClose());
    await user.click(screen.getByRole('button', { name: 'Edit Question 2' }));
    expect(slots.at(-1)?.poll?._id).toBe(lesson.poll_setup[1]?._id);
  });

  it('asks before deleting a question: Cancel sends nothing, Delete removes it and refreshes the lesson', async () => {
    const lesson = zoomLessonOf(1, { poll_setup: [pollOf(1), pollOf(2)] });
    const { user, api } = open(lesson);
    await user.click(await screen.findByRole('button', { name: 'Delete Question 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Question 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deleted()).toEqual([]);

    const reads = api.lessonReads();
    await user.click(screen.getByRole('button', { name: 'Delete Question 2' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Question 2?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deleted()).toEqual([`/api/admin/lesson/${lesson._id}/poll/${lesson.poll_setup[1]!._id}`]);
    expect(api.lessonReads()).toBe(reads + 1);
    expect(pollRows()).toHaveLength(1);
    expect(screen.getByText('Question 2 was deleted')).toBeInTheDocument();
  });

  it("keeps the confirmation open with the server's reason when a delete fails", async () => {
    const lesson = zoomLessonOf(1, { poll_setup: [pollOf(1)] });
    const { user, api } = open(lesson);
    api.refuseNext('Polls of a finished lesson cannot change');
    await user.click(await screen.findByRole('button', { name: 'Delete Question 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Question 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Polls of a finished lesson cannot change')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(api.deleted()).toHaveLength(1);
    expect(api.state.lessons[0]?.poll_setup).toHaveLength(1);
  });

  it('shows a lesson with a room and no questions yet', async () => {
    open(zoomLessonOf(1, { _id: uuid(9, 'e2000000') }));
    expect(await screen.findByText('This lesson has no poll questions yet')).toBeInTheDocument();
  });
});
