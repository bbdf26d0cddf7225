import { studentLookupLabel, type StudentLookupResult } from '@backoffice/domain/classes';

/** The ids step two adds: the accounts found and not yet in the lesson, each once. */
export function addableIds(results: readonly StudentLookupResult[]): string[] {
  const ids = results.filter((result) => result.status === 'found' && result.user).map((result) => result.user!._id);
  return [...new Set(ids)];
}

/** What a result reads: the account's name when found, else 'Already in class' or 'Not found' (people-records §8). */
export function lookupResultText(result: StudentLookupResult): string {
  return studentLookupLabel(result.status) ?? `Found: ${result.user?.name ?? result.email}`;
}
