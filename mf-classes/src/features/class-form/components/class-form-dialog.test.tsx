import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ClassItem } from '@backoffice/domain/classes';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { classInputOf, classOf, TAS, TUTORS } from '../../../test/factories';
import { classesApi } from '../../../test/classes-api';
import { signInAs, USERS } from '../../../test/session';
import { ClassFormDialog } from './class-form-dialog';


function open({ editing = null, classes = [] as ClassItem[], tutors = TUTORS } = {} as {
  editing?: ClassItem | null;
  classes?: ClassItem[];
  tutors?: typeof TUTORS;
}) {
  signInAs(USERS.superAdmin);
  const api = classesApi({ classes: editing ? [editing, ...classes] : classes, tutors });
  server.use(...api.handlers);
  const onSaved = jest.fn();
  const onFailed = jest.fn();
  const onOpenChange = jest.fn();
  const rendered = renderScreen(
    <ClassFormDialog editing={editing} onSaved={onSaved} onFailed={onFailed} onOpenChange={onOpenChange} />,
  );
  return { ...rendered, api, onSaved, onFailed, onOpenChange };
}

const saveButton = () => screen.getByRole('button', { name: 'Save Class' });
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Every field Save Class waits for, one at a time; `after` runs after each (to check Save is still disabled). */
async function fillRequired(user: UserEvent, after: () => void = () => {}) {
  const steps: Array<() => Promise<void>> = [
    () => user.type(field(/^Name/), '  IELTS Intensive  '),
    () => user.type(field(/^Subject/), ' English '),
    () => user.type(field(/^Start date/), '2026-12-01'),
    () => user.type(field(/^Start time/), '09:00'),
    () => user.type(field(/^End date/), '2027-02-28'),
    () => user.type(field(/^End time/), '18:30'),
    () => user.type(field(/^Day of week/), ' Monday, Wednesday '),
    () => user.type(field(/^Lesson start time/), '16:00'),
    () => user.type(field(/^Lesson end time/), '18:00'),
    () => user.click(screen.getByRole('button', { name: 'Add level' })),
  ];
  for (const step of steps) {
    await step();
    after();
  }
  await user.click(await screen.findByRole('checkbox', { name: /^Somchai Tutor/ }));
}

describe('Add New Class', () => {
  it("is a full-screen dialog with the spec's defaults", async () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Add New Class' });
    expect(within(dialog).getByRole('spinbutton', { name: /^Maximum students/ })).toHaveValue(20);
    expect(within(dialog).getByRole('spinbutton', { name: /^Rate/ })).toHaveValue(18);
    expect(within(dialog).getByRole('textbox', { name: /^Currency/ })).toHaveValue('SGD');
    expect(within(dialog).getByRole('textbox', { name: /^Country/ })).toHaveValue('SG');
    expect(within(dialog).getByRole('textbox', { name: /^Class type/ })).toHaveValue('Workshop');
    expect(within(dialog).getByRole('checkbox', { name: /^Listed/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Active/ })).toBeChecked();
    for (const flag of ['Featured', 'Free', 'Trial', 'Sold out', 'Force full purchase']) {
      expect(within(dialog).getByRole('checkbox', { name: new RegExp(`^${flag}`) })).not.toBeChecked();
    }
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: /^Somchai Tutor/ });
  });

  it('keeps Save Class disabled until every field but the description and the TAs is filled', async () => {
    const { user } = open();
    expect(saveButton()).toBeDisabled();
    await fillRequired(user, () => expect(saveButton()).toBeDisabled());
    expect(saveButton()).toBeEnabled();

    // Whitespace is not a value.
    await user.clear(field(/^Subject/));
    await user.type(field(/^Subject/), '   ');
    expect(saveButton()).toBeDisabled();
    await user.type(field(/^Subject/), 'English');
    expect(saveButton()).toBeEnabled();
    // Nor is an emptied default.
    await user.clear(screen.getByRole('textbox', { name: /^Currency/ }));
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Currency/ }), 'SGD');
    // Without a tutor it cannot be saved.
    await user.click(screen.getByRole('button', { name: 'Remove Somchai Tutor' }));
    expect(saveButton()).toBeDisabled();
  });

  it('sends trimmed text, ISO dates in centre time, tutors and TAs as ids', async () => {
    const { user, api, onSaved } = open();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: /^Malee Tutor/ }));
    await user.click(await screen.findByRole('checkbox', { name: /^Krit Assistant/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Featured/ }));
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'IELTS Intensive' }), 'create'));

    expect(api.writes('POST')).toEqual([
      classInputOf({
        name: 'IELTS Intensive',
        subject: 'English',
        desc: '',
        // 09:00 and 18:30 in Bangkok (UTC+7).
        start_date: '2026-12-01T02:00:00.000Z',
        end_date: '2027-02-28T11:30:00.000Z',
        level: ['primary-1'],
        is_featured: true,
        tutor: [TUTORS[0]!._id, TUTORS[1]!._id],
        ta: [TAS[1]!._id],
      }),
    ]);
  });

  it('sends no TA as null', async () => {
    const { user, api, onSaved } = open();
    await fillRequired(user);
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.writes('POST')[0]).toMatchObject({ tutor: [TUTORS[0]!._id], ta: null });
  });

  it('keeps the dialog open with the server message when the save is refused', async () => {
    const { user, api, onSaved, onFailed } = open();
    await fillRequired(user);
    api.state.failNextWrite = { status: 409, message: 'A class with this name already exists' };
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A class with this name already exists');
    expect(onFailed).toHaveBeenCalledWith('A class with this name already exists');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add New Class' })).toBeInTheDocument();

    // A refused field shows under that field.
    api.state.failNextWrite = { status: 400, message: 'Enter the subject', field: 'subject' };
    await user.click(saveButton());
    await waitFor(() => expect(field(/^Subject/)).toHaveAccessibleDescription('Enter the subject'));
  });

  it('shows the max message under an overlong name and sends nothing', async () => {
    const { user, api } = open();
    await fillRequired(user);
    await user.clear(field(/^Name/));
    await user.click(field(/^Name/));
    await user.paste('x'.repeat(256));
    await user.click(saveButton());
    await waitFor(() => expect(field(/^Name/)).toHaveAccessibleDescription('Class name must be at most 255 characters'));
    expect(api.writes('POST')).toEqual([]);
  });

  it("shows the end-before-start message and sends nothing when the end comes first", async () => {
    const { user, api } = open();
    await fillRequired(user);
    await user.clear(field(/^End date/));
    await user.type(field(/^End date/), '2026-11-30');
    await user.click(saveButton());
    await waitFor(() => expect(field(/^End date/)).toHaveAccessibleDescription('The end must not be before the start'));
    expect(api.writes('POST')).toEqual([]);
  });
});

describe('level tags in the form', () => {
  const levelSelect = (n: number) => screen.getByRole('combobox', { name: `Level ${n}` });
  const yearSelect = (n: number) => screen.getByRole('combobox', { name: `Year of level ${n}` });

  it('starts a new tag as Primary 1 and copies the last tag after that', async () => {
    const { user } = open();
    expect(screen.queryByRole('combobox', { name: 'Level 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(levelSelect(1)).toHaveValue('primary');
    expect(yearSelect(1)).toHaveValue('1');

    await user.selectOptions(levelSelect(1), 'junior-college');
    await user.selectOptions(yearSelect(1), '2');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(levelSelect(2)).toHaveValue('junior-college');
    expect(yearSelect(2)).toHaveValue('2');
  });

  it('offers years up to the level maximum and clamps the year when the level changes', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(within(yearSelect(1)).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.selectOptions(yearSelect(1), '6');
    await user.selectOptions(levelSelect(1), 'secondary');
    expect(yearSelect(1)).toHaveValue('4');
    expect(within(yearSelect(1)).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4']);
    await user.selectOptions(levelSelect(1), 'international-baccalaureate-diploma-programme');
    expect(yearSelect(1)).toHaveValue('2');
    // Within range, the year stays.
    await user.selectOptions(levelSelect(1), 'primary');
    expect(yearSelect(1)).toHaveValue('2');
    // A plain level has no year.
    await user.selectOptions(levelSelect(1), 'advanced');
    expect(screen.queryByRole('combobox', { name: 'Year of level 1' })).not.toBeInTheDocument();
  });

  it('never offers to remove the first tag', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(screen.queryByRole('button', { name: 'Remove level 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(screen.queryByRole('button', { name: 'Remove level 1' })).not.toBeInTheDocument();
    await user.selectOptions(levelSelect(3), 'beginner');
    await user.click(screen.getByRole('button', { name: 'Remove level 2' }));
    expect(screen.queryByRole('combobox', { name: 'Level 3' })).not.toBeInTheDocument();
    expect(levelSelect(1)).toHaveValue('primary');
    expect(levelSelect(2)).toHaveValue('beginner');
  });
});

describe('tutor and TA pickers', () => {
  it("searches tutors by name or email as q and says 'No tutors found' when none match", async () => {
    const { user, api } = open();
    await screen.findByRole('checkbox', { name: /^Somchai Tutor/ });
    await user.type(screen.getByRole('searchbox', { name: 'Find a tutor' }), 'zzz');
    expect(await screen.findByText('No tutors found')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Somchai Tutor/ })).not.toBeInTheDocument();
    expect(api.staffRequests().at(-1)?.query).toEqual({ type: 'Tutor', q: 'zzz' });
    // Typing pauses before the server is asked: not one request per key.
    expect(api.staffRequests().filter((r) => r.query.type === 'Tutor' && r.query.q?.startsWith('z'))).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: 'Find a tutor' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a tutor' }), 'malee@');
    expect(await screen.findByRole('checkbox', { name: /^Malee Tutor/ })).toBeInTheDocument();
    expect(screen.queryByText('No tutors found')).not.toBeInTheDocument();
  });

  it("says 'No TA found' when no TA matches", async () => {
    const { user } = open();
    await user.type(screen.getByRole('searchbox', { name: 'Find a TA' }), 'nobody');
    expect(await screen.findByText('No TA found')).toBeInTheDocument();
  });

  it("says 'No tutors found' when there are no tutors at all", async () => {
    open({ tutors: [] });
    expect(await screen.findByText('No tutors found')).toBeInTheDocument();
  });
});

describe('Edit Class', () => {
  const item = classOf(7, {
    name: 'SAT Math Bootcamp',
    tutor: [TUTORS[0]!],
    ta: [TAS[0]!],
    desc: '<p>Old <strong>text</strong></p><script>window.hacked = true</script>',
  });

  it("opens with the class's values, sanitised description included", async () => {
    open({ editing: item });
    const dialog = screen.getByRole('dialog', { name: 'Edit Class' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('SAT Math Bootcamp');
    expect(field(/^Start date/)).toHaveValue('2026-12-01');
    expect(field(/^Start time/)).toHaveValue('09:00');
    expect(field(/^End time/)).toHaveValue('18:00');
    expect(screen.getByRole('combobox', { name: 'Level 2' })).toHaveValue('secondary');
    expect(screen.getByRole('combobox', { name: 'Year of level 2' })).toHaveValue('4');
    expect(within(screen.getByRole('list', { name: 'Chosen tutors' })).getByText('Somchai Tutor')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen tas' })).getByText('Ploy Assistant')).toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveTextContent('Old text');
    expect(description.innerHTML).not.toContain('script');
    // Nothing changed yet: nothing to save.
    expect(saveButton()).toBeDisabled();
    await screen.findByRole('checkbox', { name: /^Somchai Tutor/ });
  });

  it('sends _id and only the changed fields, then hands back the answer', async () => {
    const { user, api, onSaved } = open({ editing: item });
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), '  SAT Math Bootcamp (2027) ');
    await user.clear(field(/^End time/));
    await user.type(field(/^End time/), '19:00');
    await user.click(screen.getByRole('button', { name: 'Remove Ploy Assistant' }));
    await user.click(screen.getByRole('checkbox', { name: /^Sold out/ }));
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'SAT Math Bootcamp (2027)' }), 'edit'));

    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe(`/api/admin/class/${item._id}`);
    expect(patch?.body).toEqual({
      _id: item._id,
      name: 'SAT Math Bootcamp (2027)',
      end_date: '2027-02-28T12:00:00.000Z',
      is_sold_out: true,
      ta: null,
    });
  });
});
