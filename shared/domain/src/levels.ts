/** Level tags (spec §3 Level tag): 'beginner', 'intermediate', 'advanced' or '{level}-{year}'. */
export const LEVEL_YEAR_MAX = {
  primary: 6,
  secondary: 4,
  'junior-college': 2,
  'integrated-programme': 6,
  'international-baccalaureate-diploma-programme': 2,
} as const;
export type SchoolLevel = keyof typeof LEVEL_YEAR_MAX;

export const PLAIN_LEVEL_TAGS = ['beginner', 'intermediate', 'advanced'] as const;

export function isLevelTag(tag: string): boolean {
  if ((PLAIN_LEVEL_TAGS as readonly string[]).includes(tag)) return true;
  const match = /^(.+)-(\d+)$/.exec(tag);
  if (!match) return false;
  const max = LEVEL_YEAR_MAX[match[1] as SchoolLevel];
  const year = Number(match[2]);
  return max !== undefined && year >= 1 && year <= max;
}

/** Keeps a year inside the new level's range when the level changes (spec §5 Class save). */
export function clampLevelYear(level: SchoolLevel, year: number): number {
  return Math.min(Math.max(1, Math.trunc(year)), LEVEL_YEAR_MAX[level]);
}
