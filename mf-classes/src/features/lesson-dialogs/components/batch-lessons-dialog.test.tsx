import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { dayjs } from '@backoffice/domain/time';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { lessonsApi, type LessonsApiOptions } from '../../../test/lessons-api';
import { classOf, IELTS, TUTORS } from '../../../test/factories';
import { signInAs, USERS } from '../../../test/session';
import { BatchLessonsDialog } from './batch-lessons-dialog';


// Wednesdays, 09:00 to 10:45.
const klass = classOf(1, { ...IELTS, schedule: { start_time: '09:00', end_time: '10:45', date_of_week: 'Wednesday' } });

function open(options: LessonsApiOptions = {}) {
  signInAs(USERS.superAdmin);
  const api = lessonsApi({ classes: [klass], ...options });
  server.use(...api.handlers);
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const rendered = renderScreen(<BatchLessonsDialog classId={klass._id} schedule={klass.schedule} onSaved={onSaved} onClose={onClose} />);
  return { ...rendered, api, onSaved, onClose };
}

const rows = () => within(screen.getByRole('dialog', { name: 'Batch Create Lesson' })).getAllByRole('group', { name: /^Lesson \d+$/ });
const inRow = (row: HTMLElement) => ({
  name: within(row).getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
  date: within(row).getByLabelText(/^Date/) as HTMLInputElement,
  start: within(row).getByLabelText(/^Start/) as HTMLInputElement,
  end: within(row).getByLabelText(/^End/) as HTMLInputElement,
  remove: within(row).getByRole('button', { name: /^Remove/ }),
});
const saveButton = () => screen.getByRole('button', { name: 'Save Lessons' });

async function nameRows(user: UserEvent, names: readonly string[]) {
  const all = rows();
  for (const [i, name] of names.entries()) await user.type(inRow(all[i]!).name, name);
}

describe('Batch Create Lesson', () => {
  it('opens with five rows a week apart, from the schedule start time to its end time', () => {
    open();
    const all = rows();
    expect(all).toHaveLength(5);
    const dates = all.map((row) => inRow(row).date.value);
    // The class meets on Wednesdays: the first row is a Wednesday, and each row is 7 days after the one before.
    expect(dayjs.utc(dates[0]).day()).toBe(3);
    for (let i = 1; i < dates.length; i += 1) expect(dayjs.utc(dates[i]).diff(dayjs.utc(dates[i - 1]), 'day')).toBe(7);
    for (const row of all) {
      expect(inRow(row).start).toHaveValue('09:00');
      expect(inRow(row).end).toHaveValue('10:45');
      expect(inRow(row).name).toHaveValue('');
    }
  });

  it('shows the max message under an overlong name and keeps Save Lessons disabled', async () => {
    const { user, api } = open();
    await nameRows(user, ['A', 'B', 'C', 'D']);
    await user.click(inRow(rows()[4]!).name);
    await user.paste('x'.repeat(256));
    expect(inRow(rows()[4]!).name).toHaveAccessibleDescription('Lesson name must be at most 255 characters');
    expect(saveButton()).toBeDisabled();
    await user.click(saveButton());
    expect(api.created()).toEqual([]);
    // At the maximum it may be saved.
    await user.type(inRow(rows()[4]!).name, '{Backspace}');
    expect(saveButton()).toBeEnabled();
  });

  it('needs a name in every row before it saves', async () => {
    const { user } = open();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Every lesson needs a name: 5 of 5 still have none.')).toBeInTheDocument();
    await nameRows(user, ['A', 'B', 'C', 'D']);
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Every lesson needs a name: 1 of 5 still has none.')).toBeInTheDocument();
    await user.type(inRow(rows()[4]!).name, 'E');
    expect(saveButton()).toBeEnabled();
    // Emptied again: the row says what is missing.
    await user.clear(inRow(rows()[4]!).name);
    expect(within(rows()[4]!).getByText('Enter the lesson name')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('shows no error before a field is edited, however focus moves through the rows', async () => {
    const { user } = open();
    // Focus into the first name and out again, through the first row and into the next (as when the loading stand-in
    // hands focus to this dialog on the first open): nothing was typed, so nothing is wrong yet.
    await user.click(inRow(rows()[0]!).name);
    for (let i = 0; i < 7; i += 1) await user.tab();
    expect(screen.queryByText('Enter the lesson name')).not.toBeInTheDocument();
    for (const row of rows()) expect(inRow(row).name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Every lesson needs a name: 5 of 5 still have none.')).toBeInTheDocument();

    // A start moved past the end: the end says so at once, though the end itself was not touched.
    await user.clear(inRow(rows()[0]!).start);
    await user.type(inRow(rows()[0]!).start, '11:00');
    expect(within(rows()[0]!).getByText('The end must be after the start')).toBeInTheDocument();
    expect(screen.queryByText('Enter the lesson name')).not.toBeInTheDocument();
  });

  it('adds a row a week after the last, and removes rows down to one, which cannot be removed', async () => {
    const { user } = open();
    const lastDate = inRow(rows()[4]!).date.value;
    await user.click(screen.getByRole('button', { name: 'Add a lesson' }));
    expect(rows()).toHaveLength(6);
    expect(dayjs.utc(inRow(rows()[5]!).date.value).diff(dayjs.utc(lastDate), 'day')).toBe(7);

    await user.type(inRow(rows()[0]!).name, 'Keep me');
    while (rows().length > 1) await user.click(inRow(rows()[rows().length - 1]!).remove);
    expect(rows()).toHaveLength(1);
    expect(inRow(rows()[0]!).name).toHaveValue('Keep me');
    expect(inRow(rows()[0]!).remove).toBeDisabled();
  });

  it('saves the rows one by one, each leaving the list as it saves, and closes when none remain', async () => {
    const { user, api, onSaved, onClose } = open();
    await nameRows(user, ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5']);
    // The second save waits until the test lets it go: meanwhile the first row must be gone and nothing else sent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inFlight = 0;
    let mostInFlight = 0;
    server.use(
      http.post('*/api/admin/lesson', async ({ request }) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        const body = (await request.clone().json()) as { name: string };
        if (body.name === 'Week 2') await held;
        inFlight -= 1;
        return undefined;
      }),
    );
    await user.click(saveButton());

    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows().map((row) => inRow(row).name.value)).toEqual(['Week 2', 'Week 3', 'Week 4', 'Week 5']);
    expect(screen.getByText('Saving lesson 2 of 5…')).toBeInTheDocument();
    expect(api.created().map((body) => body.name)).toEqual(['Week 1']);
    release();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(mostInFlight).toBe(1);
    expect(api.created().map((body) => body.name)).toEqual(['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5']);
    expect(onSaved).toHaveBeenCalledWith(5);
  });

  it('sends each row as a lesson of the class with ISO times read in centre time and the shared settings', async () => {
    const { user, api, onClose } = open();
    await nameRows(user, ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5']);
    const first = inRow(rows()[0]!).date.value;
    await user.click(screen.getByRole('checkbox', { name: 'Released' }));
    const tutors = screen.getByRole('group', { name: 'Tutors' });
    await user.click(await within(tutors).findByRole('checkbox', { name: /^Malee Tutor/ }));
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const startOf = (day: string) => dayjs.tz(`${day}T09:00`, 'Asia/Bangkok');
    expect(api.created()[0]).toEqual({
      class: klass._id,
      name: 'Week 1',
      scheduled_on: startOf(first).toISOString(),
      ended_on: startOf(first).add(105, 'minute').toISOString(),
      is_active: true,
      is_released: false,
      hosting_platform: 'Offline',
      hosting_type: 'meeting',
      tutor: [TUTORS[1]!._id],
      ta: [],
    });
    expect(api.created()[4]?.scheduled_on).toBe(startOf(first).add(28, 'day').toISOString());
  });

  it('keeps a failed row with its error, saves the others, and saves it once fixed', async () => {
    const { user, api, onSaved, onClose } = open({
      refuseCreate: (body) => (body.name === 'Week 3' ? 'A lesson of this class already starts then' : null),
    });
    await nameRows(user, ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5']);
    await user.click(saveButton());

    await waitFor(() => expect(rows()).toHaveLength(1));
    const failed = rows()[0]!;
    expect(inRow(failed).name).toHaveValue('Week 3');
    expect(within(failed).getByRole('alert')).toHaveTextContent('Not saved: A lesson of this class already starts then');
    expect(api.created().map((body) => body.name)).toEqual(['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5']);
    expect(onSaved).toHaveBeenCalledWith(4);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Batch Create Lesson' })).toBeInTheDocument();

    await user.clear(inRow(failed).name);
    await user.type(inRow(rows()[0]!).name, 'Week 3 (moved)');
    expect(within(rows()[0]!).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenLastCalledWith(1);
    expect(api.created().at(-1)?.name).toBe('Week 3 (moved)');
  });
});
