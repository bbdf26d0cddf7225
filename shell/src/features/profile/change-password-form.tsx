import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { isApiError } from '@backoffice/api-client';
import { MESSAGES } from '@backoffice/domain/messages';
import { changePasswordFormSchema } from '@backoffice/domain/validation';
import { Alert, Button, PasswordField, Stack, useSubmitOnce } from '@backoffice/ui';
import { useChangePassword } from './api/change-password';

type FormValues = z.input<typeof changePasswordFormSchema>;
const EMPTY: FormValues = { password: '', confirmPassword: '' };

/** New and confirm with show/hide; idle → submitting → a success message that clears the form (spec §4, §5). */
export function ChangePasswordForm() {
  const [success, setSuccess] = useState(false);
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onSubmit' });

  const submit = handleSubmit(async ({ password }) => {
    setSuccess(false);
    try {
      await mutation.mutateAsync(password);
      reset(EMPTY);
      setSuccess(true);
    } catch (error) {
      const message = isApiError(error) ? (error.fieldErrors().password ?? error.firstMessage) : String(error);
      setError('password', { message });
    }
  });
  const onSubmit = useSubmitOnce(submit);

  // Editing a field clears its error (spec §5 New password).
  const field = (name: keyof FormValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setSuccess(false);
      },
    });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change Password">
      <Stack gap="md">
        {success ? <Alert tone="success">{MESSAGES.passwordChanged}</Alert> : null}
        <PasswordField label="New password" autoComplete="new-password" error={errors.password?.message} {...field('password')} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={isSubmitting}>
            Change Password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
