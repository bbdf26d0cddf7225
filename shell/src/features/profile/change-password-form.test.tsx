import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@backoffice/domain/messages';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { ChangePasswordForm } from './change-password-form';

const sent: unknown[] = [];
/** The endpoint this screen calls, set again before each test (the shared server drops handlers after each). */
const handlers = [
  http.post('*/api/changePassword', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ data: { message: MESSAGES.passwordChanged, endedSessions: 0 } });
  }),
];
beforeEach(() => server.use(...handlers));
afterEach(() => {
  sent.length = 0;
});

const newPassword = () => screen.getByLabelText('New password');
const confirmPassword = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Change Password' });

describe('Change Password (spec §5 New password)', () => {
  it('asks for a password, then a strong one, then a matching confirmation, sending nothing meanwhile', async () => {
    const { user } = renderScreen(<ChangePasswordForm />);
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.passwordEmpty)).toBeInTheDocument();

    await user.type(newPassword(), 'weakpass');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.passwordWeak)).toBeInTheDocument();

    await user.clear(newPassword());
    await user.type(newPassword(), 'Strong123');
    await user.type(confirmPassword(), 'Strong124');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('clears a field’s error as soon as the field is edited', async () => {
    const { user } = renderScreen(<ChangePasswordForm />);
    await user.click(submit());
    await screen.findByText(MESSAGES.passwordEmpty);
    await user.type(newPassword(), 'x');
    expect(screen.queryByText(MESSAGES.passwordEmpty)).not.toBeInTheDocument();
  });

  it('sends the new password, says so and clears the form', async () => {
    const { user } = renderScreen(<ChangePasswordForm />);
    await user.type(newPassword(), 'Strong123');
    await user.type(confirmPassword(), 'Strong123');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'Strong123' }]);
    expect(newPassword()).toHaveValue('');
    expect(confirmPassword()).toHaveValue('');
  });

  it('shows the server’s refusal under the field', async () => {
    server.use(
      http.post('*/api/changePassword', () =>
        HttpResponse.json({ message: [{ code: 'BadRequest', type: 'invalid', field: 'password', message: MESSAGES.passwordWeak }] }, { status: 400 }),
      ),
    );
    const { user } = renderScreen(<ChangePasswordForm />);
    await user.type(newPassword(), 'Strong123');
    await user.type(confirmPassword(), 'Strong123');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.passwordWeak)).toBeInTheDocument();
  });
});
