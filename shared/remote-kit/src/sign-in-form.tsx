import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isApiError } from '@backoffice/api-client';
import { SERVER_MESSAGES } from '@backoffice/domain';
import { signIn } from '@backoffice/session';
import { Alert, Button, PasswordField, Stack, TextField } from '@backoffice/ui';

const signInSchema = z.object({
  email: z.string().trim().min(1, SERVER_MESSAGES.emailRequired),
  password: z.string().min(1, SERVER_MESSAGES.passwordRequired),
});
type SignInValues = z.infer<typeof signInSchema>;

/**
 * Email, password and Sign In (spec §2 Login). A refusal shows the server's words: 'You have entered the wrong email
 * or password', 'Invalid user type', or the too-many-attempts message.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (error) {
      // The client turns every failure, network ones included, into an ApiError with a message fit to show.
      setFailure(isApiError(error) ? error.firstMessage : SERVER_MESSAGES.internal);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField label="Email" type="email" autoComplete="username" autoFocus error={errors.email?.message} {...register('email')} />
        <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <Button type="submit" loading={isSubmitting}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}

