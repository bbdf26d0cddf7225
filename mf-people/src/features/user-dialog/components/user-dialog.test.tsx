import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import type { PeopleRecord } from '@backoffice/domain/people';
import { CUST_SERVICE, SALES_ADMIN, parentOf, studentOf, tutorOf } from '../../../test/factories';
import { peopleApi } from '../../../test/people-api';
import { signInAs, USERS } from '../../../test/session';
import { UserDialog } from './user-dialog';

// The dialog is the whole form (hundreds of fields): checking every role query's match for visibility calls jsdom's
// getComputedStyle over all of styled-components' rules for it and each ancestor, which made one test take up to
// 90 s on a busy machine. Nothing this file asks for by role is hidden, so role queries skip that check.
configure({ defaultHidden: true });

function withApi(records: PeopleRecord[]) {
  const api = peopleApi({ records });
  server.use(...api.handlers);
  return api;
}

function renderDialog(editing: { id: string; name: string } | null) {
  const onSaved = jest.fn();
  const onOpenChange = jest.fn();
  const rendered = renderScreen(<UserDialog editing={editing} onSaved={onSaved} onOpenChange={onOpenChange} />, { path: '/user' });
  return { ...rendered, onSaved, onOpenChange };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const section = (name: string) => screen.getByRole('region', { name });

/** Waits for the student's form: its Name field filled from the record. */
async function studentForm(name = 'Student 1') {
  await waitFor(() => expect(within(section('Basic Information')).getByLabelText(/^Name/)).toHaveValue(name));
  // The pickers' staff are in: Save no longer waits for them.
  await waitFor(() => expect(within(section('Basic Information')).getByLabelText('Sales admin')).toBeEnabled());
}

describe('the Edit User dialog of a student', () => {
  it('loads the record into Basic Information, School & Academic, Consultation, Additional Notes and Parent’s Info, with Save disabled while loading', async () => {
    signInAs(USERS.superAdmin);
    withApi([studentOf(1, { phone_country_code: null, dbid: 'DB1' })]);
    const { user } = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await studentForm();
    expect(save()).toBeEnabled();
    // Once the record is in, the keyboard starts at the first field.
    expect(within(section('Basic Information')).getByLabelText(/^Name/)).toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Sections of the form' });
    // Outside the counsellor view: no Academic & Career, no Personality & Preference (people-records §2).
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Basic Information',
      'School & Academic',
      'Consultation',
      'Additional Notes',
      "Parent's Info",
    ]);
    const basic = section('Basic Information');
    // 66 when the stored record has no country code (people-records §4); the dbid cannot change once set.
    expect(within(basic).getByLabelText('Country code')).toHaveValue('66');
    expect(within(basic).getByLabelText('Database ID (dbid)')).toHaveAttribute('readonly');
    expect(within(basic).getByLabelText('Customer service')).toHaveValue(CUST_SERVICE._id);
    expect(within(section("Parent's Info")).getByLabelText(/^Parent email/)).toHaveValue('parent1@demo.test');
    // Students get Show/Hide Navigation.
    await user.click(screen.getByRole('button', { name: 'Hide Navigation' }));
    expect(screen.queryByRole('navigation', { name: 'Sections of the form' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Navigation' }));
    expect(screen.getByRole('navigation', { name: 'Sections of the form' })).toBeInTheDocument();
  });

  it('keeps Save disabled until name, email and parent email are filled, saying why in the spec’s words', async () => {
    signInAs(USERS.superAdmin);
    withApi([studentOf(1)]);
    const { user } = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    const name = within(section('Basic Information')).getByLabelText(/^Name/);
    await user.clear(name);
    await user.tab();
    expect(save()).toBeDisabled();
    expect(screen.getAllByText('Name cannot be empty!').length).toBeGreaterThanOrEqual(1);
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Name cannot be empty!'));
    await user.type(name, 'Somchai');
    expect(save()).toBeEnabled();

    const parentEmail = within(section("Parent's Info")).getByLabelText(/^Parent email/);
    await user.clear(parentEmail);
    await user.tab();
    expect(save()).toBeDisabled();
    expect(parentEmail).toHaveAccessibleDescription(expect.stringContaining('Parent email cannot be empty!'));

    // The parent cannot be the student: the same email is refused before anything is sent.
    await user.type(parentEmail, 'STUDENT1@demo.test');
    expect(save()).toBeDisabled();
    await user.tab();
    expect(parentEmail).toHaveAccessibleDescription(expect.stringContaining('Parent email duplicated!'));
  });

  it('saves in one request: password only when filled, date of birth at the start and consultation at the end of the centre day', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi([studentOf(1, { parent: null, staff_to_handle: { customer_service: null, sales_admin: null } })]);
    const { user, onSaved } = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    const parent = section("Parent's Info");
    // A student without a parent yet: salute Mr and country code 65 (people-records §4).
    expect(within(parent).getByLabelText('Salute')).toHaveValue('Mr');
    expect(within(parent).getByLabelText('Country code')).toHaveValue('65');
    expect(save()).toBeDisabled();
    await user.type(within(parent).getByLabelText(/^Parent email/), 'new.parent@demo.test');
    await user.type(within(section('Consultation')).getByLabelText('Date of consultation'), '2026-11-26');
    await user.selectOptions(within(section('Basic Information')).getByLabelText('Sales admin'), SALES_ADMIN._id);
    await user.dblClick(save());

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.writes()).toHaveLength(1);
    const body = api.writes()[0]?.body as Record<string, unknown> & { parent: Record<string, unknown> };
    expect(api.writes()[0]?.path).toBe(`/api/admin/user/student/${studentOf(1)._id}`);
    expect(body).not.toHaveProperty('password');
    expect(body.parent).not.toHaveProperty('password');
    expect(body.date_of_birth).toBe('2010-05-03T17:00:00.000Z');
    expect(body.date_of_consultation).toBe('2026-11-26T16:59:59.999Z');
    expect(body.staff_to_handle).toEqual({ customer_service: null, sales_admin: SALES_ADMIN._id });
    expect(body.parent).toMatchObject({ email: 'new.parent@demo.test', salute: 'Mr', phone_country_code: '65' });
    // Not the counsellor: the parent's counsellor-only fields are not sent.
    expect(body.parent.meta).not.toHaveProperty('payment_mode');
    expect(body.parent.meta).not.toHaveProperty('parent_character');
  });

  it('stays open with the server’s message when the save is refused: Parent email duplicated!', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi([studentOf(1)]);
    const { user, onSaved } = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    api.failNext({ status: 409, message: 'Parent email duplicated!', field: 'parent.email' });
    await user.click(save());
    const parentEmail = within(section("Parent's Info")).getByLabelText(/^Parent email/);
    await waitFor(() => expect(parentEmail).toHaveAccessibleDescription(expect.stringContaining('Parent email duplicated!')));
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(screen.getByText('The user was not saved')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the parent’s counsellor-only fields only in the counsellor view, and sends them from there', async () => {
    signInAs(USERS.counsellor);
    const api = withApi([studentOf(1, { parent: parentOf(1, { meta: { payment_mode: 'bank' } }) })]);
    const { user } = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    const parent = section("Parent's Info");
    expect(within(parent).getByRole('group', { name: 'Personality and Parenting Style' })).toBeInTheDocument();
    expect(within(parent).getByRole('group', { name: 'Preference and Payment' })).toBeInTheDocument();
    expect(within(parent).getByLabelText('Payment mode')).toHaveValue('bank');
    await user.click(within(within(parent).getByRole('group', { name: 'Dominance' })).getByLabelText('Result oriented'));
    await user.click(save());
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const meta = (api.writes()[0]?.body as { parent: { meta: Record<string, unknown> } }).parent.meta;
    expect(meta.payment_mode).toBe('bank');
    expect(meta.parent_character).toMatchObject({ dominance: { result_oriented: true } });
  });

  it('has no counsellor-only parent fields outside the counsellor view: Parent Preferences instead', async () => {
    signInAs(USERS.superAdmin);
    withApi([studentOf(1)]);
    renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    const parent = section("Parent's Info");
    expect(within(parent).getByRole('group', { name: 'Parent Preferences' })).toBeInTheDocument();
    expect(within(parent).queryByRole('group', { name: 'Personality and Parenting Style' })).not.toBeInTheDocument();
    expect(within(parent).queryByLabelText('Payment mode')).not.toBeInTheDocument();
    expect(within(parent).queryByLabelText('Conflicts in family')).not.toBeInTheDocument();
  });

  it('shows the free-text box of the contact preference only for Other', async () => {
    signInAs(USERS.superAdmin);
    withApi([studentOf(1)]);
    const { user } = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    const basic = section('Basic Information');
    expect(within(basic).queryByLabelText('Other contact preference')).not.toBeInTheDocument();
    await user.selectOptions(within(basic).getByLabelText('Contact preference'), 'others');
    expect(within(basic).getByLabelText('Other contact preference')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and closes at once without any', async () => {
    signInAs(USERS.superAdmin);
    withApi([studentOf(1)]);
    const { user, onOpenChange } = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    await user.type(within(section('Additional Notes')).getByLabelText('Student background'), 'Quiet');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(section('Additional Notes')).getByLabelText('Student background')).toHaveValue('Quiet');
    await user.clear(within(section('Additional Notes')).getByLabelText('Student background'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

/** What Back does to the page: the router moves to `path` (a blocker may hold it). */
function goBackTo(router: { navigate: (to: string) => Promise<void> }, path: string) {
  act(() => {
    void router.navigate(path);
  });
}

describe('leaving the page with the dialog open', () => {
  it('asks before Back leaves unsaved changes: Keep editing stays with them, Discard changes goes', async () => {
    signInAs(USERS.superAdmin);
    withApi([studentOf(1)]);
    const { user, router, onOpenChange } = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    await user.type(within(section('Additional Notes')).getByLabelText('Student background'), 'Quiet');

    goBackTo(router, '/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/user');
    expect(within(section('Additional Notes')).getByLabelText('Student background')).toHaveValue('Quiet');
    expect(onOpenChange).not.toHaveBeenCalled();

    goBackTo(router, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('lets Back go at once without changes, and never holds up the way to sign-in', async () => {
    signInAs(USERS.superAdmin);
    withApi([studentOf(1)]);
    const first = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    goBackTo(first.router, '/dashboard');
    expect(first.router.state.location.pathname).toBe('/dashboard');
    first.unmount();

    const second = renderDialog({ id: studentOf(1)._id, name: 'Student 1' });
    await studentForm();
    await second.user.type(within(section('Additional Notes')).getByLabelText('Student background'), 'Quiet');
    goBackTo(second.router, '/login');
    expect(second.router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});

describe('Add New Tutor and a tutor’s Edit User', () => {
  it('is a tutor’s form for a new user, with country code 65, and creates the tutor with subjects and track record as lists', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi([tutorOf(9)]);
    const { user, onSaved } = renderDialog(null);
    expect(screen.getByRole('dialog', { name: 'Add New Tutor' })).toBeInTheDocument();
    const basic = section('Basic Information');
    expect(within(basic).getByLabelText('Country code')).toHaveValue('65');
    expect(save()).toBeDisabled();
    expect(screen.getByText(/Name cannot be empty!/)).toBeInTheDocument();
    await user.type(within(basic).getByLabelText(/^Name/), 'Napat Tutor');
    await user.type(within(basic).getByLabelText(/^Email/), 'napat@demo.test');
    const profile = section('Tutor Profile');
    await user.type(within(profile).getByLabelText('Subjects'), ' Math , Physics,, ');
    await user.type(within(profile).getByLabelText('Track record'), 'IMO bronze');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Napat Tutor' }), 'create'));
    const body = api.writes()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      _type: 'Tutor',
      name: 'Napat Tutor',
      subject: ['Math', 'Physics'],
      credential: { year_of_exp: 0, track_record: ['IMO bronze'] },
    });
  });

  it('edits a TA with the same form, saved with PATCH /admin/user/ta/{id}', async () => {
    signInAs(USERS.superAdmin);
    const ta = tutorOf(2, { _type: 'TA', name: 'Assistant 2', subject: [] });
    const api = withApi([ta]);
    const { user, onSaved } = renderDialog({ id: ta._id, name: 'Assistant 2' });
    const profile = await screen.findByRole('region', { name: 'TA Profile' });
    await user.type(within(profile).getByLabelText('Subjects'), 'English');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: ta._id }), 'edit'));
    expect(api.writes()[0]?.method).toBe('PATCH');
    expect(api.writes()[0]?.path).toBe(`/api/admin/user/ta/${ta._id}`);
    expect(api.writes()[0]?.body).toMatchObject({ subject: ['English'] });
  });

  it('loads a tutor’s subjects as comma-separated text, with no Show/Hide Navigation', async () => {
    signInAs(USERS.superAdmin);
    withApi([tutorOf(1)]);
    renderDialog({ id: tutorOf(1)._id, name: 'Tutor 1' });
    const profile = await screen.findByRole('region', { name: 'Tutor Profile' });
    expect(within(profile).getByLabelText('Subjects')).toHaveValue('Math, Physics');
    expect(within(profile).getByLabelText('Years of experience')).toHaveValue('0');
    expect(screen.queryByRole('button', { name: /Navigation/ })).not.toBeInTheDocument();
  });
});
