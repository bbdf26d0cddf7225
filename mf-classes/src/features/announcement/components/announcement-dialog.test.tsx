import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import type { LessonChange } from '../../../shared/utils/lesson-change';
import { announcementsApi, messageOf, reachOf, type AnnouncementsApiOptions } from '../../../test/announcements-api';
import { lessonOf } from '../../../test/factories';
import { signInAs, USERS } from '../../../test/session';
import { clearEditor, installRichTextLayoutStubs, pasteIntoEditor } from '../../../test/rich-text';
import { AnnouncementDialog } from './announcement-dialog';

installRichTextLayoutStubs();

const lesson = lessonOf(3, { name: 'Essay writing' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function open({ changes, ...options }: AnnouncementsApiOptions & { changes?: LessonChange[] } = {}) {
  signInAs(USERS.superAdmin);
  const api = announcementsApi(options);
  server.use(...api.handlers);
  const onClose = jest.fn();
  const rendered = renderScreen(<AnnouncementDialog lesson={lesson} changes={changes} onClose={onClose} />);
  return { ...rendered, api, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Make Announcement' });
const sendButton = () => within(dialog()).getByRole('button', { name: 'Send' });
const subject = () => screen.getByRole('textbox', { name: 'Subject' });
const editor = () => screen.getByRole('textbox', { name: 'Content' });
const smsBox = () => screen.getByRole('textbox', { name: 'SMS text' });
/** The email preview's document, as the sandboxed frame shows it. */
const preview = () => new DOMParser().parseFromString(screen.getByTitle('Email preview').getAttribute('srcdoc') ?? '', 'text/html');
/** Waits for GET /admin/announcement/lesson/{id}: the preview and the reach counts need it. */
const loaded = () => screen.findByTitle('Email preview');

async function writeEmail(user: UserEvent, { title = 'Bring your calculator', text = 'Lesson 3 needs a calculator.' } = {}) {
  await user.type(subject(), title);
  await pasteIntoEditor(user, editor(), text);
}

async function openConfirm(user: UserEvent) {
  await user.click(sendButton());
  return screen.findByRole('dialog', { name: 'Send announcement' });
}

describe('Make Announcement: writing', () => {
  it('keeps Send disabled while the subject or the content is empty, saying what is missing', async () => {
    const { user } = open();
    await loaded();
    expect(sendButton()).toBeDisabled();
    expect(within(dialog()).getByText('To send: Enter the subject · Write the announcement')).toBeInTheDocument();

    await pasteIntoEditor(user, editor(), 'Lesson 3 needs a calculator.');
    expect(sendButton()).toBeDisabled();
    expect(within(dialog()).getByText('To send: Enter the subject')).toBeInTheDocument();

    await user.type(subject(), '   ');
    expect(sendButton()).toBeDisabled();
    // The field says it once it was edited, not on opening.
    expect(subject()).toHaveAccessibleDescription('Enter the subject');

    await user.type(subject(), 'Bring your calculator');
    expect(sendButton()).toBeEnabled();

    await clearEditor(user, editor());
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(within(dialog()).getByText('To send: Write the announcement')).toBeInTheDocument();
    expect(editor()).toHaveAccessibleDescription('Write the announcement');
  });

  it('shows the max message under an overlong subject or button text, and keeps Send disabled', async () => {
    const { user, api } = open();
    await loaded();
    await writeEmail(user);
    await user.click(subject());
    await user.paste('x'.repeat(200 - 'Bring your calculator'.length + 1));
    expect(subject()).toHaveAccessibleDescription('Subject must be at most 200 characters');
    expect(sendButton()).toBeDisabled();
    expect(within(dialog()).getByText('To send: Subject must be at most 200 characters')).toBeInTheDocument();
    await user.type(subject(), '{Backspace}');
    expect(sendButton()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /^Add a button/ }));
    const buttonText = screen.getByRole('textbox', { name: 'Button text' });
    await user.click(buttonText);
    await user.paste('y'.repeat(60));
    expect(buttonText).toHaveAccessibleDescription('Button text must be at most 60 characters');
    expect(sendButton()).toBeDisabled();
    await user.click(sendButton());
    expect(screen.queryByRole('dialog', { name: 'Send announcement' })).not.toBeInTheDocument();
    expect(api.posted()).toEqual([]);
  });

  it('shows the email live, in the template the server sends, with the content cleaned', async () => {
    const { user } = open({ centreName: 'Bright Tutoring' });
    await loaded();
    await user.type(subject(), 'Bring your calculator');
    await pasteIntoEditor(user, editor(), 'Lesson 3 needs a calculator.');

    const doc = preview();
    expect(doc.querySelector('[data-email-banner]')?.textContent).toBe('Bright Tutoring');
    expect(doc.querySelector('h1')?.textContent).toBe('Bring your calculator');
    expect(doc.querySelector('h1')?.nextElementSibling?.outerHTML).toBe('<p>Lesson 3 needs a calculator.</p>');
    expect(doc.querySelector('[data-email-footer]')?.textContent).toBe(`© ${new Date().getFullYear()} Bright Tutoring. All rights reserved.`);
    // No scripts, no reach into the page: a sandbox without permissions.
    expect(screen.getByTitle('Email preview')).toHaveAttribute('sandbox', '');
  });

  it("hides the button's text until 'Add a button' is ticked; then 'View Class' by default, in the preview and required", async () => {
    const { user } = open({ classPageUrl: 'https://classes.demo.test/class/ielts' });
    await loaded();
    await writeEmail(user);
    expect(screen.queryByRole('textbox', { name: 'Button text' })).not.toBeInTheDocument();
    expect(preview().querySelector('a')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Add a button' }));
    const buttonText = screen.getByRole('textbox', { name: 'Button text' });
    expect(buttonText).toHaveValue('View Class');
    const link = preview().querySelector('a');
    expect(link?.textContent).toBe('View Class');
    expect(link?.getAttribute('href')).toBe('https://classes.demo.test/class/ielts');

    await user.clear(buttonText);
    expect(sendButton()).toBeDisabled();
    expect(buttonText).toHaveAccessibleDescription('Enter the button text');
    await user.type(buttonText, 'Open the class');
    expect(preview().querySelector('a')?.textContent).toBe('Open the class');
    expect(sendButton()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Add a button' }));
    expect(screen.queryByRole('textbox', { name: 'Button text' })).not.toBeInTheDocument();
    expect(preview().querySelector('a')).toBeNull();
  });

  it('counts the SMS characters left, stops typing at 459 and cuts a longer paste there', async () => {
    const { user } = open();
    await loaded();
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(sendButton()).toBeDisabled();
    const counter = screen.getByText('459 characters left');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(smsBox()).toHaveAccessibleDescription(/459 characters left/);

    await user.type(smsBox(), 'Bring a calculator');
    expect(screen.getByText('441 characters left')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(within(screen.getByRole('figure', { name: 'SMS preview' })).getByText('Bring a calculator')).toBeInTheDocument();

    await user.clear(smsBox());
    smsBox().focus();
    await user.paste('a'.repeat(455));
    expect(screen.getByText('4 characters left')).toBeInTheDocument();
    await user.type(smsBox(), 'bcdefgh');
    expect(smsBox()).toHaveValue(`${'a'.repeat(455)}bcde`);
    expect(screen.getByText('0 characters left')).toBeInTheDocument();

    await user.clear(smsBox());
    await user.paste('z'.repeat(500));
    expect((smsBox() as HTMLTextAreaElement).value).toHaveLength(459);
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });

  it('keeps each channel’s text when switching between Email and SMS', async () => {
    const { user } = open();
    await loaded();
    await writeEmail(user);
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    await user.type(smsBox(), 'See you at 5pm');
    // Arrow keys move between the two, as in any radio group.
    screen.getByRole('radio', { name: 'SMS' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(subject()).toHaveValue('Bring your calculator');
    expect(editor()).toHaveTextContent('Lesson 3 needs a calculator.');
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(smsBox()).toHaveValue('See you at 5pm');
  });

  it("starts from the lesson's changes after the save prompt: subject, the list of changes, a short SMS", async () => {
    const changes: LessonChange[] = [
      { field: 'start', label: 'Start', from: 'Monday, 19th Jan 2026, 4:30pm', to: 'Monday, 26th Jan 2026, 5:00pm' },
      { field: 'duration', label: 'Duration', from: '1 h 30 min', to: '2 h' },
    ];
    const { user } = open({ changes });
    await loaded();
    expect(subject()).toHaveValue('Changes to Essay writing');
    const items = within(editor()).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Start: Monday, 19th Jan 2026, 4:30pm → Monday, 26th Jan 2026, 5:00pm', 'Duration: 1 h 30 min → 2 h']);
    expect(editor()).toHaveTextContent(`Please note these changes to Essay writing (${lesson.class_obj.name}):`);
    expect(sendButton()).toBeEnabled();
    expect(preview().body.textContent).toContain('Duration: 1 h 30 min → 2 h');

    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(smsBox()).toHaveValue(
      `Changes to Essay writing (${lesson.class_obj.name}): Start: Monday, 26th Jan 2026, 5:00pm. Duration: 2 h.`,
    );
  });
});

describe('Make Announcement: sending', () => {
  it('asks for the groups with how many each reaches, says it cannot be undone, and keeps Confirm disabled until one is chosen', async () => {
    const { user, api } = open();
    await loaded();
    await writeEmail(user);
    const confirm = await openConfirm(user);
    expect(within(confirm).getByText('Announcements cannot be undone once sent.')).toBeInTheDocument();
    const students = within(confirm).getByRole('checkbox', { name: 'Students' });
    expect(students).toHaveAccessibleDescription('12 of 14 reached by email');
    expect(within(confirm).getByRole('checkbox', { name: 'Trial students' })).toHaveAccessibleDescription('3 of 3 reached by email');
    expect(within(confirm).getByRole('checkbox', { name: 'Video students' })).toHaveAccessibleDescription('2 of 2 reached by email');
    const confirmButton = within(confirm).getByRole('button', { name: 'Confirm' });
    expect(confirmButton).toBeDisabled();

    await user.click(students);
    expect(confirmButton).toBeEnabled();
    await user.click(students);
    expect(confirmButton).toBeDisabled();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Send announcement' })).not.toBeInTheDocument();
    expect(api.posted()).toEqual([]);
  });

  it('counts by SMS for an SMS, and a group nobody there can receive cannot be chosen', async () => {
    const { user } = open({ reach: reachOf({ video_student: { students: 2, email: 2, sms: 0 } }) });
    await loaded();
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.type(smsBox(), 'Class moved to 5pm');
    const confirm = await openConfirm(user);
    expect(within(confirm).getByRole('checkbox', { name: 'Students' })).toHaveAccessibleDescription('9 of 14 reached by SMS');
    expect(within(confirm).getByRole('checkbox', { name: 'Video students' })).toBeDisabled();
    expect(within(confirm).getByRole('checkbox', { name: 'Video students' })).toHaveAccessibleDescription('0 of 2 reached by SMS');
  });

  it('makes one POST per chosen group with the same request id, then says what each group queued', async () => {
    const { user, api, onClose } = open();
    await loaded();
    await user.type(subject(), '  Bring your calculator ');
    await pasteIntoEditor(user, editor(), 'Lesson 3 needs a calculator.');
    await user.click(screen.getByRole('checkbox', { name: 'Add a button' }));
    const confirm = await openConfirm(user);
    await user.click(within(confirm).getByRole('checkbox', { name: 'Students' }));
    await user.click(within(confirm).getByRole('checkbox', { name: 'Video students' }));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const sent = await screen.findByRole('dialog', { name: 'Announcement sent' });
    const posted = api.posted();
    expect(posted).toHaveLength(2);
    const requestId = posted[0]!.request_id;
    expect(requestId).toMatch(UUID);
    const common = {
      kind: 'lesson',
      lesson: lesson._id,
      type: 'email',
      request_id: requestId,
      subject: 'Bring your calculator',
      content: '<p>Lesson 3 needs a calculator.</p>',
      cta: { text: 'View Class' },
    };
    expect(posted).toEqual([
      { ...common, group: 'student' },
      { ...common, group: 'video_student' },
    ]);

    const students = within(sent).getByRole('region', { name: 'Students' });
    expect(within(students).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '12 messages queued',
      '2 students without an email address, not reached',
    ]);
    const video = within(sent).getByRole('region', { name: 'Video students' });
    expect(within(video).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 messages queued']);
    expect(within(sent).queryByRole('region', { name: 'Trial students' })).not.toBeInTheDocument();
    expect(within(sent).getByText(/while no mail server is set up, they stay queued/)).toBeInTheDocument();
    // The recent messages are fetched again and show the new ones waiting in the outbox.
    const table = within(sent).getByRole('table', { name: 'Recent messages' });
    await waitFor(() => expect(within(table).getAllByText('Queued')).toHaveLength(14));

    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends an SMS as plain text without a subject, to each chosen group', async () => {
    const { user, api } = open();
    await loaded();
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.type(smsBox(), ' Class moved to 5pm ');
    const confirm = await openConfirm(user);
    await user.click(within(confirm).getByRole('checkbox', { name: 'Students' }));
    await user.click(within(confirm).getByRole('checkbox', { name: 'Trial students' }));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const sent = await screen.findByRole('dialog', { name: 'Announcement sent' });
    const [first, second] = api.posted();
    expect(first).toEqual({ kind: 'lesson', lesson: lesson._id, type: 'sms', group: 'student', request_id: first!.request_id, content: 'Class moved to 5pm' });
    expect(second).toEqual({ ...first, group: 'trial_student' });
    const trial = within(sent).getByRole('region', { name: 'Trial students' });
    expect(within(trial).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 message queued',
      '2 students without a phone number, not reached',
    ]);
    expect(within(sent).getByText(/while no provider is set up, they stay queued/)).toBeInTheDocument();
  });

  it('keeps a failed group with the server’s reason and retries just that one, with the same request id', async () => {
    const { user, api } = open();
    await loaded();
    await writeEmail(user);
    api.failNext('trial_student', 'The outbox is not available right now');
    let confirm = await openConfirm(user);
    await user.click(within(confirm).getByRole('checkbox', { name: 'Students' }));
    await user.click(within(confirm).getByRole('checkbox', { name: 'Trial students' }));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await within(confirm).findByText('Not sent to Trial students')).toBeInTheDocument();
    expect(within(confirm).getByRole('checkbox', { name: 'Trial students' })).toHaveAccessibleDescription(
      /The outbox is not available right now/,
    );
    const students = within(confirm).getByRole('checkbox', { name: 'Students' });
    expect(students).toBeChecked();
    expect(students).toBeDisabled();
    expect(students).toHaveAccessibleDescription(/^Sent: 12 messages queued/);
    expect(screen.queryByRole('dialog', { name: 'Announcement sent' })).not.toBeInTheDocument();

    // Closing the confirmation and coming back keeps the request id and what was sent.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    confirm = await openConfirm(user);
    expect(within(confirm).getByRole('checkbox', { name: 'Students' })).toBeDisabled();
    await user.click(within(confirm).getByRole('button', { name: 'Retry' }));

    const sent = await screen.findByRole('dialog', { name: 'Announcement sent' });
    const posted = api.posted();
    expect(posted.map((body) => body.group)).toEqual(['student', 'trial_student', 'trial_student']);
    expect(new Set(posted.map((body) => body.request_id)).size).toBe(1);
    expect(within(sent).getByRole('region', { name: 'Students' })).toHaveTextContent('12 messages queued');
    expect(within(sent).getByRole('region', { name: 'Trial students' })).toHaveTextContent('3 messages queued');
  });

  it('makes a new request id once the announcement changed after a failure', async () => {
    const { user, api } = open();
    await loaded();
    await writeEmail(user);
    api.failNext('student', 'The outbox is not available right now');
    let confirm = await openConfirm(user);
    await user.click(within(confirm).getByRole('checkbox', { name: 'Students' }));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await within(confirm).findByText('Not sent to Students');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.type(subject(), ' and ruler');
    confirm = await openConfirm(user);
    // Another announcement: nothing chosen yet, nothing failed.
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(within(confirm).getByRole('checkbox', { name: 'Students' }));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Announcement sent' });
    const [first, second] = api.posted();
    expect(second!.request_id).not.toBe(first!.request_id);
    expect(second).toMatchObject({ group: 'student', subject: 'Bring your calculator and ruler' });
  });
});

describe('Make Announcement: the lesson’s recent messages', () => {
  it('lists the latest messages with their status, newest first', async () => {
    open({
      messages: [
        messageOf(3, { status: 'queued', recipient_name: 'Ann Lee', to: 'ann@demo.test' }),
        messageOf(2, { status: 'failed', attempts: 3, last_error: 'Mailbox unavailable', recipient_name: 'Ben Ong' }),
        messageOf(1, { status: 'sent', channel: 'sms', subject: null, to: '+66 812345678', sent_at: '2026-01-12T02:05:00.000Z' }),
      ],
      messageCount: 120,
    });
    const table = await screen.findByRole('table', { name: 'Recent messages' });
    const rows = await waitFor(() => {
      const found = within(table).getAllByRole('row').slice(1);
      expect(found).toHaveLength(3);
      return found;
    });
    expect(rows[0]).toHaveTextContent(/^Queued/);
    expect(rows[0]).toHaveTextContent('Ann Lee');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('Mailbox unavailable');
    expect(rows[1]).toHaveTextContent('3 attempts');
    expect(rows[2]).toHaveTextContent('Sent');
    expect(rows[2]).toHaveTextContent('SMS');
    expect(rows[2]).toHaveTextContent('12 Jan 2026, 9:05am');
    expect(screen.getByText('The latest 3 of 120 messages.')).toBeInTheDocument();
  });

  it('says when the lesson has none yet', async () => {
    open();
    expect(await screen.findByText('No announcements have been made for this lesson yet')).toBeInTheDocument();
  });

  it("shows the server's message when the lesson's groups and messages cannot be loaded", async () => {
    const { user } = open({ failGet: { status: 403, message: 'You do not have permission to do this.' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The groups and recent messages of this lesson could not be loaded');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
    expect(screen.getByText('The recent messages could not be loaded.')).toBeInTheDocument();
    // Writing goes on: the preview uses the centre's default name meanwhile.
    expect(screen.getByTitle('Email preview')).toBeInTheDocument();

    server.use(...announcementsApi({ messages: [messageOf(1, { recipient_name: 'Ann Lee' })] }).handlers);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
