/**
 * What people read for the choices a student's profile stores as flags (people-records §3 and §9 Lookup lists): the
 * profile form keeps one boolean per choice, `others` with an `others_type` text beside it. The profile dialog reads
 * them; the profile form (people records) chooses them.
 */

export const SUBJECT_LABELS = {
  english: 'English',
  thai: 'Thai',
  math: 'Maths',
  physics: 'Physics',
  chemistry: 'Chemistry',
  biology: 'Biology',
  geography: 'Geography',
  history: 'History',
  literature: 'Literature',
  social_studies: 'Social studies',
  politics: 'Politics',
  economics: 'Economics',
  art: 'Art',
  foreign_language: 'Foreign language',
  others: 'Others',
} as const;

export const EXAM_LABELS = { sat: 'SAT', gre: 'GRE', ielts: 'IELTS', toefl: 'TOEFL', gmat: 'GMAT', others: 'Others' } as const;

export const COUNTRY_LABELS = { us: 'US', canada: 'Canada', uk: 'UK', others: 'Others' } as const;

export const SCHOOL_TYPE_LABELS = { government: 'Government', international: 'International', others: 'Others' } as const;

export const LEARNING_TYPE_LABELS = {
  visual: 'Visual',
  kinaesthetic: 'Kinaesthetic',
  aural: 'Aural',
  social: 'Social',
  solitary: 'Solitary',
  verbal: 'Verbal',
  logical: 'Logical',
  others: 'Others',
} as const;

export const HEALTH_CONDITION_LABELS = { na: 'NA', adhd: 'ADHD', autism: 'Autism', others: 'Others' } as const;

export const TEACHER_PREFERENCE_LABELS = {
  male: 'Male',
  female: 'Female',
  name: 'A particular teacher',
  authority: 'Authority',
  delegator: 'Delegator',
  facilitator: 'Facilitator',
  demonstrator: 'Demonstrator',
  hybrid: 'Hybrid',
  others: 'Others',
} as const;

export const INTERESTED_TOPIC_LABELS = {
  public_speaking: 'Public speaking',
  debate: 'Debate',
  coding: 'Coding',
  writing: 'Writing',
  leadership: 'Leadership',
  creative_writing: 'Creative writing',
  formal_writing: 'Formal writing',
  reading_comprehension: 'Reading comprehension',
  literature: 'Literature',
  others: 'Others',
} as const;

export const PERSONALITY_TEST_LABELS = {
  disc: 'DISC',
  mbti: 'MBTI',
  'color-personality-test': 'Color personality test',
  others: 'Others',
} as const;

export const LEVEL_TYPE_LABELS = { grade: 'Grade', year: 'Year', others: 'Others' } as const;

/** DISC groups and their traits (people-records §3 parent_character; the student's studentCharacter is the same grid). */
export const DISC_TRAIT_LABELS = {
  dominance: { direct: 'Direct', result_oriented: 'Result oriented', firm: 'Firm', strong_willed: 'Strong willed', forceful: 'Forceful' },
  influence: { outgoing: 'Outgoing', enthusiastic: 'Enthusiastic', optimistic: 'Optimistic', high_spirited: 'High spirited', lively: 'Lively' },
  conscientiousness: { analytical: 'Analytical', reserved: 'Reserved', precise: 'Precise', private: 'Private', systematic: 'Systematic' },
  steadiness: { even_tempered: 'Even tempered', accommodating: 'Accommodating', patient: 'Patient', humble: 'Humble', tactful: 'Tactful' },
} as const;

export const DISC_GROUP_LABELS = {
  dominance: 'Dominance',
  influence: 'Influence',
  conscientiousness: 'Conscientiousness',
  steadiness: 'Steadiness',
} as const;

/** Courses taken at the centre or at another tuition centre: the subjects and the exams but their 'others'. */
export const COURSE_LABELS: Record<string, string> = {
  ...SUBJECT_LABELS,
  ...Object.fromEntries(Object.entries(EXAM_LABELS).filter(([key]) => key !== 'others')),
};

/**
 * The labels of the chosen flags, in the list's order; a chosen 'others' reads as its `others_type` text when there is
 * one. Keys the list does not know are left out rather than shown raw.
 */
export function chosenLabels(flags: Record<string, unknown> | undefined, labels: Readonly<Record<string, string>>): string[] {
  if (!flags) return [];
  const chosen: string[] = [];
  for (const [key, label] of Object.entries(labels)) {
    if (flags[key] !== true) continue;
    const othersText = key === 'others' && typeof flags.others_type === 'string' ? flags.others_type.trim() : '';
    chosen.push(othersText || label);
  }
  return chosen;
}

/** 'Grade 9' or 'Year 10' from the profile's level (people-records: grade 4–12, year 5–13), or null when unset. */
export function gradeYearText(level: { grade?: string; year?: string } | undefined): string | null {
  if (level?.grade?.trim()) return `Grade ${level.grade.trim()}`;
  if (level?.year?.trim()) return `Year ${level.year.trim()}`;
  return null;
}

/** A catalogue slug read as words: 'health-sciences-and-technologies' → 'Health sciences and technologies'. */
export function slugText(slug: string): string {
  const words = slug.trim().replace(/-+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
