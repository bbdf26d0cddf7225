import { useState, type FormEvent } from 'react';
// Subpaths, and no form or validation library: this form is the sign-in page, whose whole download has a budget.
import { isApiError } from '@backoffice/api-client';
import { isEmailFormat } from '@backoffice/domain/email-format';
import { MESSAGES, SERVER_MESSAGES } from '@backoffice/domain/messages';
import { signIn } from '@backoffice/session';
import { Alert } from '@backoffice/ui/alert';
import { Button } from '@backoffice/ui/button';
import { Stack } from '@backoffice/ui/stack';
import { PasswordField, TextField } from '@backoffice/ui/text-field';

type FieldErrors = { email?: string; password?: string };

/**
 * Email, password and Sign In (spec §2 Login). A refusal shows the server's words: 'You have entered the wrong email
 * or password', 'Invalid user type', or the too-many-attempts message. `onSigningIn` runs when a well-formed sign-in is
 * sent.
 */
export function SignInForm({ onSignedIn, onSigningIn }: { onSignedIn: () => void; onSigningIn?: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!email.trim()) missing.email = SERVER_MESSAGES.emailRequired;
    // Said here, not sent: a malformed address cannot be an account, and the server would count it as a failed sign-in.
    else if (!isEmailFormat(email)) missing.email = MESSAGES.invalidEmail;
    if (!password) missing.password = SERVER_MESSAGES.passwordRequired;
    setErrors(missing);
    setFailure(null);
    if (missing.email || missing.password) return;
    setSubmitting(true);
    // What comes after a sign-in starts downloading now, alongside it (issue 20), not once it has answered.
    onSigningIn?.();
    try {
      await signIn(email.trim(), password);
      onSignedIn();
    } catch (error) {
      // The client turns every failure, network ones included, into an ApiError with a message fit to show.
      setFailure(isApiError(error) ? error.firstMessage : SERVER_MESSAGES.internal);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in">
      <Stack gap="md">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <Button type="submit" loading={submitting}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
