import {
  LEVEL_YEAR_MAX,
  PLAIN_LEVEL_TAGS,
  clampLevelYear,
  isLevelTag,
  type PlainLevelTag,
  type SchoolLevel,
} from '@backoffice/domain/levels';

/**
 * Editing a class's level tags (spec §3 Level tag, §5 Class save). A tag is 'beginner', 'intermediate', 'advanced' or
 * '{level}-{year}', the year a whole number from 1 to the level's maximum (primary 6, secondary 4, junior-college 2,
 * integrated-programme 6, international-baccalaureate-diploma-programme 2).
 */

/** What the level picker chooses: a school level (then a year) or one of the plain tags. */
export type LevelChoice = SchoolLevel | PlainLevelTag;

export type ParsedLevelTag = { level: SchoolLevel; year: number } | { level: PlainLevelTag; year: null };

/** A new class's first tag, and what "Add level" gives when there is no tag to copy (spec §5). */
export const FIRST_LEVEL_TAG = 'primary-1';

export const SCHOOL_LEVELS = Object.keys(LEVEL_YEAR_MAX) as SchoolLevel[];

export function isSchoolLevel(value: string): value is SchoolLevel {
  return Object.hasOwn(LEVEL_YEAR_MAX, value);
}

function isPlainLevel(value: string): value is PlainLevelTag {
  return (PLAIN_LEVEL_TAGS as readonly string[]).includes(value);
}

/** The parts of a known tag; null for anything else (the picker then offers to replace it). */
export function parseLevelTag(tag: string): ParsedLevelTag | null {
  if (!isLevelTag(tag)) return null;
  if (isPlainLevel(tag)) return { level: tag, year: null };
  const match = /^(.+)-(\d+)$/.exec(tag);
  if (!match || !isSchoolLevel(match[1] ?? '')) return null;
  return { level: match[1] as SchoolLevel, year: Number(match[2]) };
}

export function formatLevelTag(level: LevelChoice, year: number | null): string {
  if (isPlainLevel(level)) return level;
  return `${level}-${clampLevelYear(level, year ?? 1)}`;
}

/** The years a level offers: [1..max], none for a plain tag. */
export function yearsOf(level: LevelChoice): number[] {
  if (!isSchoolLevel(level)) return [];
  return Array.from({ length: LEVEL_YEAR_MAX[level] }, (_, i) => i + 1);
}

/**
 * The tag after its level changed: the year is kept, clamped into the new level's range (primary-6 → secondary-4);
 * from a plain tag (or an unknown one) a school level starts at year 1.
 */
export function withLevel(tag: string, level: LevelChoice): string {
  const year = parseLevelTag(tag)?.year ?? 1;
  return formatLevelTag(level, year);
}

/** The tag with another year, kept a whole number within 1..max; a plain tag has no year and stays as it is. */
export function withYear(tag: string, year: number): string {
  const parsed = parseLevelTag(tag);
  if (!parsed || parsed.year === null || !Number.isFinite(year)) return tag;
  return formatLevelTag(parsed.level, year);
}

/** "Add level": a copy of the last tag, or primary-1 when there is none (spec §5). */
export function addLevelTag(tags: readonly string[]): string[] {
  const last = tags.at(-1);
  return [...tags, last && isLevelTag(last) ? last : FIRST_LEVEL_TAG];
}

/** Whether the tag at `index` may be removed: never the first (spec §5). */
export function canRemoveLevelTag(tags: readonly string[], index: number): boolean {
  return index > 0 && index < tags.length;
}

export function removeLevelTag(tags: readonly string[], index: number): string[] {
  if (!canRemoveLevelTag(tags, index)) return [...tags];
  return tags.filter((_, i) => i !== index);
}

export function replaceLevelTag(tags: readonly string[], index: number, tag: string): string[] {
  return tags.map((current, i) => (i === index ? tag : current));
}
