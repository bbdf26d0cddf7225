import { PATHS } from '@backoffice/domain';
import { queryClient, type PreloadTarget } from '@backoffice/remote-kit';
import { birthdayStudentsQueryOptions, firstBirthdayDay } from './features/birthdays/api/get-birthday-students';

/**
 * The first request of the birthday calendar (/ops), started by the shell as the navigation begins (the remote-kit
 * contract's `./preload`): today's birthday students in the query cache the calendar reads, with its own key.
 * /feedback is not built yet and asks for nothing.
 */
export default function preload({ pathname }: PreloadTarget): Promise<unknown> | void {
  if (pathname !== PATHS.ops) return;
  return queryClient.prefetchQuery(birthdayStudentsQueryOptions(firstBirthdayDay()));
}
