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
export type PlainLevelTag = (typeof PLAIN_LEVEL_TAGS)[number];

/**
 * What people read for each level: a school level's name (its tags read 'Secondary 3') and the plain tags. The spec's
 * 'Lower secondary, Upper secondary, Higher education and Others' cannot carry these tags (mf-classes README, Levels).
 */
export const LEVEL_LABELS: Record<SchoolLevel | PlainLevelTag, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  'junior-college': 'Junior College',
  'integrated-programme': 'Integrated Programme',
  'international-baccalaureate-diploma-programme': 'IB Diploma Programme',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

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

/** 'Secondary 3', 'IB Diploma Programme 1', 'Beginner'; a tag that is not a known level reads as it is stored. */
export function levelTagLabel(tag: string): string {
  if (!isLevelTag(tag)) return tag;
  const match = /^(.+)-(\d+)$/.exec(tag);
  if (!match) return LEVEL_LABELS[tag as PlainLevelTag];
  return `${LEVEL_LABELS[match[1] as SchoolLevel]} ${Number(match[2])}`;
}
