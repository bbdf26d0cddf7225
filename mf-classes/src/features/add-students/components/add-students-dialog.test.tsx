import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { lessonsApi } from '../../../test/lessons-api';
import { classOf, IELTS, lessonOf, studentOf } from '../../../test/factories';
import { signInAs, USERS } from '../../../test/session';
import { AddStudentsDialog } from './add-students-dialog';


const lesson = lessonOf(1);
const ann = { _id: studentOf(11)._id, name: 'Ann Lee', email: 'ann@demo.test' };
const bob = { _id: studentOf(12)._id, name: 'Bob Tan', email: 'bob@demo.test' };
const inLesson = studentOf(1);

function open() {
  signInAs(USERS.superAdmin);
  const api = lessonsApi({
    classes: [classOf(1, IELTS)],
    lessons: [lesson],
    students: { [lesson._id]: [inLesson] },
    accounts: [ann, bob, { _id: inLesson._id, name: inLesson.name, email: inLesson.email }],
  });
  server.use(...api.handlers);
  const onAdded = jest.fn();
  const onClose = jest.fn();
  const rendered = renderScreen(<AddStudentsDialog lessonId={lesson._id} onAdded={onAdded} onClose={onClose} />);
  return { ...rendered, api, onAdded, onClose };
}

const emails = () => screen.getByRole('textbox', { name: 'Student emails' });
const lookups = (api: ReturnType<typeof lessonsApi>) => api.requests.filter((r) => r.path.endsWith('/student/lookup'));

describe('Add Student', () => {
  it('counts the emails as typed, one a line, without blank lines and repeats', async () => {
    const { user } = open();
    expect(screen.getByRole('button', { name: 'Find Students' })).toBeDisabled();
    await user.type(emails(), '  ann@demo.test  {Enter}{Enter}   {Enter}Ann@Demo.test{Enter}bob@demo.test');
    expect(emails()).toHaveAccessibleDescription(/2 emails\.$/);
    expect(screen.getByRole('button', { name: 'Find Students' })).toBeEnabled();
  });

  it('refuses more than ten emails, and a line that is not an email, without asking the server', async () => {
    const { user, api } = open();
    await user.type(emails(), Array.from({ length: 11 }, (_, i) => `s${i}@demo.test`).join('{Enter}'));
    await user.click(screen.getByRole('button', { name: 'Find Students' }));
    expect(emails()).toHaveAccessibleDescription(/^Add at most 10 emails at a time/);

    await user.clear(emails());
    await user.type(emails(), 'ann@demo.test{Enter}not-an-email');
    await user.click(screen.getByRole('button', { name: 'Find Students' }));
    expect(emails()).toHaveAccessibleDescription(/^You have entered an invalid email: not-an-email/);
    expect(lookups(api)).toEqual([]);
  });

  it('shows the max message for an email over 254 characters, without asking the server', async () => {
    const { user, api } = open();
    await user.type(emails(), 'ann@demo.test{Enter}');
    await user.paste(`${'e'.repeat(250)}@demo.test`);
    await user.click(screen.getByRole('button', { name: 'Find Students' }));
    expect(emails()).toHaveAccessibleDescription(/^Email must be at most 254 characters/);
    expect(lookups(api)).toEqual([]);
  });

  it("looks the emails up, reads 'Already in class' and 'Not found', then adds the found ones only", async () => {
    const { user, api, onAdded, onClose } = open();
    await user.type(emails(), `bob@demo.test{Enter}${inLesson.email}{Enter}nobody@demo.test{Enter}ann@demo.test`);
    await user.click(screen.getByRole('button', { name: 'Find Students' }));

    const found = await screen.findByRole('list', { name: 'Students found' });
    const result = (email: string) => within(within(found).getByText(email).closest('li')!);
    expect(result('bob@demo.test').getByText('Found: Bob Tan')).toBeInTheDocument();
    expect(result(inLesson.email).getByText('Already in class')).toBeInTheDocument();
    expect(result('nobody@demo.test').getByText('Not found')).toBeInTheDocument();
    expect(result('ann@demo.test').getByText('Found: Ann Lee')).toBeInTheDocument();
    expect(lookups(api).map((r) => r.body)).toEqual([{ emails: ['bob@demo.test', inLesson.email, 'nobody@demo.test', 'ann@demo.test'] }]);
    expect(screen.getByText('2 of 4 can be added to the lesson.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 2 Students' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests.filter((r) => r.path.endsWith('/add-student')).map((r) => r.body)).toEqual([{ student: [bob._id, ann._id] }]);
    expect(onAdded).toHaveBeenCalledWith([bob, ann]);
  });

  it('cannot add when nobody was found, and goes back to the emails as typed', async () => {
    const { user, api } = open();
    await user.type(emails(), `nobody@demo.test{Enter}${inLesson.email}`);
    await user.click(screen.getByRole('button', { name: 'Find Students' }));
    await screen.findByText('None of these can be added.');
    expect(screen.getByRole('button', { name: 'Add 0 Students' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(emails()).toHaveValue(`nobody@demo.test\n${inLesson.email}`);
    expect(api.requests.filter((r) => r.path.endsWith('/add-student'))).toEqual([]);
  });
});
