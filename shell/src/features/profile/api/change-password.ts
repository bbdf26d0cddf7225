import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@backoffice/api-client';

/** POST /changePassword: the server checks the rules again and ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({ mutationFn: (password: string) => changePassword(password) });
}
