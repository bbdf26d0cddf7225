import type { ClassMatch } from '../../../shared/api/search-classes';

export type { ClassMatch };

function normalise(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The classes whose name is the row's class name, ignoring case and extra spaces. Exactly one is picked without
 * asking; none or several open the chooser (spec §4 CSV import, step 4).
 */
export function exactClassMatches<T extends ClassMatch>(classes: readonly T[], name: string): T[] {
  const wanted = normalise(name);
  return classes.filter((candidate) => normalise(candidate.name) === wanted);
}
