import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dayjs } from '@backoffice/domain/time';
import type { LessonDetail } from '@backoffice/domain/classes';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { lessonsApi } from '../../../test/lessons-api';
import { classOf, IELTS, lessonOf, TAS, TUTORS } from '../../../test/factories';
import { signInAs, USERS } from '../../../test/session';
import { clearEditor, installRichTextLayoutStubs, pasteIntoEditor } from '../../../test/rich-text';
import { LessonDialog } from './lesson-dialog';

beforeAll(() => {
  installRichTextLayoutStubs();
});

const klass = classOf(1, IELTS);

function open(lesson?: LessonDetail) {
  signInAs(USERS.superAdmin);
  const api = lessonsApi({ classes: [klass], lessons: lesson ? [lesson] : [] });
  server.use(...api.handlers);
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const rendered = renderScreen(
    <LessonDialog classId={klass._id} schedule={klass.schedule} lesson={lesson} onSaved={onSaved} onClose={onClose} />,
  );
  return { ...rendered, api, onSaved, onClose };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Lesson' });
/** Date and time inputs take a whole value at once, as a browser's picker gives it. */
const setValue = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function pickTutor(user: UserEvent, search: string, label: RegExp) {
  const tutors = screen.getByRole('group', { name: 'Tutors' });
  await user.type(within(tutors).getByRole('searchbox', { name: 'Find a tutor' }), search);
  // The list shows the matches once the debounced search has answered.
  const found = within(tutors).getByRole('group', { name: 'Tutors found' });
  await waitFor(() => {
    const boxes = within(found).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toHaveAccessibleName(label);
  });
  await user.click(within(found).getByRole('checkbox', { name: label }));
}

describe('Create Lesson', () => {
  it('keeps Save Lesson disabled without a name', async () => {
    const { user } = open();
    expect(screen.getByRole('dialog', { name: 'Create Lesson' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(field('Name'), '   ');
    expect(saveButton()).toBeDisabled();
    await user.type(field('Name'), 'Essay writing');
    expect(saveButton()).toBeEnabled();
    await user.clear(field('Name'));
    expect(saveButton()).toBeDisabled();
  });

  it('starts active, released, Offline and meeting, on the next class day at the schedule start and length', async () => {
    open();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Released' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Hosting platform' })).toHaveValue('Offline');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('meeting');
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('16:30');
    expect(screen.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue(90);
    const date = (screen.getByLabelText(/^Date/) as HTMLInputElement).value;
    // The class meets on Mondays: the default day is a Monday within the coming week.
    expect(dayjs.utc(date).day()).toBe(1);
    expect(dayjs.utc(date).diff(dayjs.utc(dayjs().format('YYYY-MM-DD')), 'day')).toBeLessThanOrEqual(7);
    // Lists to pick tutors and TAs from.
    expect(await within(screen.getByRole('group', { name: 'Tutors' })).findByRole('checkbox', { name: /Somchai Tutor/ })).not.toBeChecked();
    expect(await within(screen.getByRole('group', { name: 'TAs' })).findByRole('checkbox', { name: /Ploy Assistant/ })).not.toBeChecked();
  });

  it('sends scheduled_on and ended_on as ISO instants read in the centre time zone, with the defaults', async () => {
    const { user, api, onSaved, onClose } = open();
    await user.type(field('Name'), '  Essay writing ');
    await pasteIntoEditor(user, field('Description'), 'Bring past papers');
    setValue(/^Date/, '2026-12-07');
    setValue(/^Start time/, '16:30');
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '120');
    await user.type(field('Term'), '2');
    await user.type(field('Lesson number'), '7');
    await user.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.created()).toEqual([
      {
        class: klass._id,
        name: 'Essay writing',
        desc: '<p>Bring past papers</p>',
        scheduled_on: '2026-12-07T09:30:00.000Z',
        ended_on: '2026-12-07T11:30:00.000Z',
        hosting_platform: 'Offline',
        hosting_type: 'meeting',
        tutor: [],
        ta: [],
        meta: { term: 2, index: 7 },
        is_active: true,
        is_released: true,
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Essay writing' }));
    // A new lesson changed nothing anybody was told about: no prompt.
    expect(screen.queryByRole('dialog', { name: 'Announce these changes?' })).not.toBeInTheDocument();
  });

  it('picks tutors and TAs from searchable lists (GET /admin/class/staff) and sends their ids', async () => {
    const { user, api, onClose } = open();
    await user.type(field('Name'), 'Essay writing');
    await pickTutor(user, 'Mal', /^Malee Tutor/);
    const tas = screen.getByRole('group', { name: 'TAs' });
    await user.click(await within(tas).findByRole('checkbox', { name: /^Krit Assistant/ }));
    expect(within(screen.getByRole('list', { name: 'Chosen Tutors' })).getByText('Malee Tutor')).toBeInTheDocument();

    const searches = api.requests.filter((r) => r.path === '/api/admin/class/staff');
    expect(searches.some((r) => r.query.type === 'Tutor' && r.query.q === 'Mal')).toBe(true);
    // Typing is debounced: no request for 'M' or 'Ma'.
    expect(searches.filter((r) => r.query.type === 'Tutor').map((r) => r.query.q ?? '')).toEqual(['', 'Mal']);
    expect(searches.some((r) => r.query.type === 'TA')).toBe(true);

    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.created()[0]).toMatchObject({ tutor: [TUTORS[1]!._id], ta: [TAS[1]!._id] });
  });

  it("says 'No tutors found' when the search finds none", async () => {
    const { user } = open();
    const tutors = screen.getByRole('group', { name: 'Tutors' });
    await user.type(within(tutors).getByRole('searchbox', { name: 'Find a tutor' }), 'nobody');
    expect(await within(tutors).findByText('No tutors found')).toBeInTheDocument();
  });

  it('shows the max message under an overlong name and sends nothing', async () => {
    const { user, api, onClose } = open();
    await user.click(field('Name'));
    await user.paste('x'.repeat(256));
    await user.click(saveButton());
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Lesson name must be at most 255 characters'));
    expect(api.created()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server reason when the save fails', async () => {
    const { user, onClose } = open();
    await user.type(field('Name'), 'Essay writing');
    // An unknown class: the server answers 404.
    server.use(...lessonsApi({ classes: [] }).handlers);
    await user.click(saveButton());
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Lesson' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Edit Lesson', () => {
  const lesson = lessonOf(3, {
    name: 'Essay writing',
    desc: '<p>Chapter <strong>2</strong></p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">',
    is_released: false,
    hosting_platform: 'Zoom',
    tutor: [TUTORS[0]!],
    ta: [TAS[0]!],
  });

  it('opens with the lesson values', () => {
    open(lesson);
    expect(screen.getByRole('dialog', { name: 'Edit Lesson' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Essay writing');
    // The class description's rich-text editor, holding the stored HTML cleaned.
    const description = field('Description');
    expect(description).toHaveTextContent('Chapter 2');
    expect(within(description).getByText('2').tagName).toBe('STRONG');
    expect(description.innerHTML).not.toMatch(/script|onerror/);
    expect(screen.getByRole('toolbar', { name: 'Description formatting' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Released' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Hosting platform' })).toHaveValue('Zoom');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-01-19');
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('16:30');
    expect(screen.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue(90);
    expect(field('Term')).toHaveValue('1');
    expect(field('Lesson number')).toHaveValue('3');
    expect(within(screen.getByRole('list', { name: 'Chosen Tutors' })).getByText('Somchai Tutor')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen TAs' })).getByText('Ploy Assistant')).toBeInTheDocument();
  });

  it('sends only the changed fields, and asks nothing after a name change', async () => {
    const { user, api, onSaved, onClose } = open(lesson);
    await user.type(field('Name'), ' (part 2)');
    await user.click(screen.getByRole('checkbox', { name: 'Released' }));
    await user.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.patched()).toEqual([{ _id: lesson._id, name: 'Essay writing (part 2)', is_released: true }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Essay writing (part 2)', is_released: true }));
    expect(screen.queryByRole('dialog', { name: 'Announce these changes?' })).not.toBeInTheDocument();
  });

  it('sends the edited description as the editor made it, and an emptied one as empty', async () => {
    const { user, api, onClose } = open(lesson);
    await clearEditor(user, field('Description'));
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.patched()).toEqual([{ _id: lesson._id, desc: '' }]);
  });

  it('closes without a request when nothing changed', async () => {
    const { user, api, onClose } = open(lesson);
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.patched()).toEqual([]);
  });

  it('asks whether to announce a new duration, listing it; without onAnnounce there is no Yes, and No dismisses', async () => {
    const { user, api, onSaved, onClose } = open(lesson);
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '120');
    await user.click(saveButton());

    const prompt = await screen.findByRole('dialog', { name: 'Announce these changes?' });
    expect(api.patched()).toEqual([{ _id: lesson._id, ended_on: '2026-01-19T11:30:00.000Z' }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(within(prompt).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Duration: 1 h 30 min → 2 h']);
    expect(within(prompt).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(prompt).getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks after a moved start', async () => {
    const { user, api } = open(lesson);
    setValue(/^Date/, '2026-01-26');
    setValue(/^Start time/, '17:00');
    await user.click(saveButton());

    const prompt = await screen.findByRole('dialog', { name: 'Announce these changes?' });
    expect(api.patched()).toEqual([{ _id: lesson._id, scheduled_on: '2026-01-26T10:00:00.000Z', ended_on: '2026-01-26T11:30:00.000Z' }]);
    expect(within(prompt).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Start: Monday, 19th Jan 2026, 4:30pm → Monday, 26th Jan 2026, 5:00pm',
    ]);
  });

  it('asks after a change of tutor', async () => {
    const { user, api } = open(lesson);
    await user.click(screen.getByRole('button', { name: 'Remove Somchai Tutor' }));
    await pickTutor(user, 'Anan', /^Anan Tutor/);
    await user.click(saveButton());

    const prompt = await screen.findByRole('dialog', { name: 'Announce these changes?' });
    expect(api.patched()).toEqual([{ _id: lesson._id, tutor: [TUTORS[2]!._id] }]);
    expect(within(prompt).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tutor: Somchai Tutor → Anan Tutor']);
  });

  it('offers Yes when the caller may make announcements (onAnnounce), handing it the changes', async () => {
    signInAs(USERS.superAdmin);
    const api = lessonsApi({ classes: [klass], lessons: [lesson] });
    server.use(...api.handlers);
    const onAnnounce = jest.fn();
    const { user } = renderScreen(
      <LessonDialog classId={klass._id} schedule={klass.schedule} lesson={lesson} onSaved={jest.fn()} onClose={jest.fn()} onAnnounce={onAnnounce} />,
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '60');
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onAnnounce).toHaveBeenCalledWith([{ field: 'duration', label: 'Duration', from: '1 h 30 min', to: '1 h' }]);
  });
});
