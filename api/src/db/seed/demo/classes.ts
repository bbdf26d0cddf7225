import type { DemoAccounts } from './accounts';
import { DemoCalendar } from './calendar';
import { createRng, uuidFor } from './prng';
import type { NewClass, NewClassStaff, PersonRef } from './types';

/** What today's lesson of a class shows on the dashboard (see lesson-reports.ts). */
export type TodayScenario =
  | 'full-good-with-note'
  | 'full-low-engagement-consult-open'
  | 'full-late-homework-late'
  | 'full-no-homework-consult-resolved'
  | 'partial-no-engagement-no-comment'
  | 'partial-no-punctuality-no-homework'
  | 'full-consult-open-with-note'
  | 'missing-placeholders'
  | 'missing-empty';

export type ClassSpec = {
  key: string;
  name: string;
  subject: string;
  platform: 'Offline' | 'Zoom';
  hostingType: string;
  /**
   * Meeting days as offsets from today's weekday. Every class with lessons lists 0, so whatever weekday the demo is
   * seeded on, today has a lesson of each of them at a different hour.
   */
  dayOffsets: number[];
  startTime: string;
  endTime: string;
  /** The window of lesson days, in days from today. */
  from: number;
  to: number;
  hasLessons: boolean;
  isActive: boolean;
  levels: string[];
  /** Indexes into the demo tutors and TAs. */
  tutors: number[];
  tas: number[];
  /** How many students are enrolled, and the school grades they come from. */
  roster: number;
  grades: [number, number];
  topics: string[];
  /** How well the class usually goes (1–6): the mean of its reports' scores. */
  quality: number;
  today?: TodayScenario;
  /** Lessons further ahead than this (days) are not released yet, and their Zoom rooms do not exist yet. */
  releaseHorizon?: number;
  /** Today's Zoom lesson has no room: the Zoom page shows 'No zoom room created'. */
  todayWithoutRoom?: boolean;
  /** Today's Zoom lesson gets poll questions. */
  todayPolls?: boolean;
  rate: number;
  currency: string;
  maxCap: number;
  flags?: Partial<Pick<NewClass, 'isFree' | 'isTrial' | 'isFeatured' | 'isListed' | 'isSoldOut' | 'forceFullPurchase'>>;
  desc: string;
};

export const CLASS_SPECS: ClassSpec[] = [
  {
    key: 'ielts',
    name: 'IELTS Intensive (Band 7.0+)',
    subject: 'IELTS',
    platform: 'Zoom',
    hostingType: 'meeting',
    dayOffsets: [0, 3],
    startTime: '08:00',
    endTime: '10:00',
    from: -60,
    to: 60,
    hasLessons: true,
    isActive: true,
    levels: ['secondary-4', 'junior-college-1', 'junior-college-2'],
    tutors: [0],
    tas: [0],
    roster: 6,
    grades: [10, 12],
    topics: [
      'Reading: skimming and scanning',
      'Writing Task 1: line graphs',
      'Listening: maps and plans',
      'Speaking Part 2: the long turn',
      'Writing Task 2: opinion essays',
      'Reading: True / False / Not Given',
      'Vocabulary for education and work',
      'Mock test and review',
    ],
    quality: 4.6,
    today: 'full-good-with-note',
    releaseHorizon: 42,
    todayPolls: true,
    rate: 1200,
    currency: 'THB',
    maxCap: 12,
    flags: { isFeatured: true },
    desc: '<p>Twelve weeks of <strong>IELTS Academic</strong> preparation for students aiming at band 7.0 or higher.</p><ul><li>Two live Zoom lessons a week</li><li>A marked writing task every week</li><li>A full mock test every month</li></ul>',
  },
  {
    key: 'sat-math',
    name: 'SAT Math Bootcamp',
    subject: 'SAT',
    platform: 'Zoom',
    hostingType: 'meeting',
    dayOffsets: [0, 2],
    startTime: '09:00',
    endTime: '10:30',
    from: -58,
    to: 55,
    hasLessons: true,
    isActive: true,
    levels: ['junior-college-1', 'junior-college-2'],
    tutors: [1, 4],
    tas: [1],
    roster: 5,
    grades: [10, 12],
    topics: [
      'Linear equations and inequalities',
      'Systems of equations',
      'Quadratics and parabolas',
      'Ratios, rates and percentages',
      'Data analysis and statistics',
      'Geometry and trigonometry',
      'Timed section practice',
    ],
    quality: 3.8,
    today: 'full-low-engagement-consult-open',
    todayPolls: true,
    rate: 1500,
    currency: 'THB',
    maxCap: 20,
    desc: '<p>Every SAT Math topic in eight weeks, with <em>timed drills</em> and an error log reviewed each lesson.</p>',
  },
  {
    key: 'primary-english',
    name: 'Primary English Workshop',
    subject: 'English',
    platform: 'Offline',
    hostingType: 'meeting',
    dayOffsets: [0],
    startTime: '10:00',
    endTime: '11:00',
    from: -60,
    to: 60,
    hasLessons: true,
    isActive: true,
    levels: ['primary-5', 'primary-6'],
    tutors: [2],
    tas: [2],
    roster: 6,
    grades: [4, 7],
    topics: ['Phonics and spelling patterns', 'Reading aloud with expression', 'Describing pictures', 'Past tense stories', 'Grammar games'],
    quality: 4.2,
    today: 'full-late-homework-late',
    releaseHorizon: 35,
    rate: 18,
    currency: 'SGD',
    maxCap: 20,
    desc: '<p>A friendly Saturday-style workshop for grades 4 to 6: reading, speaking and grammar through games.</p>',
  },
  {
    key: 'physics-s3',
    name: 'Secondary 3 Physics',
    subject: 'Physics',
    platform: 'Offline',
    hostingType: 'meeting',
    dayOffsets: [0, 4],
    startTime: '11:00',
    endTime: '12:30',
    from: -55,
    to: 60,
    hasLessons: true,
    isActive: true,
    levels: ['secondary-3'],
    tutors: [3],
    tas: [],
    roster: 4,
    grades: [8, 10],
    topics: ['Kinematics', 'Forces and Newton’s laws', 'Work, energy and power', 'Pressure', 'Waves', 'Electric circuits'],
    quality: 4.0,
    today: 'full-no-homework-consult-resolved',
    rate: 950,
    currency: 'THB',
    maxCap: 8,
    desc: '<p>School physics for grade 9, with a short experiment in every lesson.</p>',
  },
  {
    key: 'math-private',
    name: '1-on-1 Mathematics (Grade 9)',
    subject: 'Mathematics',
    platform: 'Offline',
    hostingType: 'meeting',
    dayOffsets: [0, 2],
    startTime: '13:00',
    endTime: '14:00',
    from: -35,
    to: 56,
    hasLessons: true,
    isActive: true,
    levels: ['secondary-3'],
    tutors: [4],
    tas: [],
    roster: 1,
    grades: [8, 10],
    topics: ['Factorising', 'Linear graphs', 'Similar triangles', 'Probability', 'Exam paper walkthrough'],
    // The private student struggles here (engagement and mastery in the profile dialog's red band) and does well in
    // the debate club they also joined (orders.ts, 'profile-dialog'): one dialog shows every band.
    quality: 2.2,
    today: 'partial-no-engagement-no-comment',
    rate: 1800,
    currency: 'THB',
    maxCap: 1,
    flags: { isSoldOut: true, forceFullPurchase: true, isListed: false },
    desc: '<p>Private lessons following the student’s school syllabus.</p>',
  },
  {
    key: 'creative-writing',
    name: 'Creative Writing Club',
    subject: 'English',
    platform: 'Zoom',
    hostingType: 'meeting',
    dayOffsets: [0, 4],
    startTime: '14:00',
    endTime: '15:30',
    from: -60,
    to: 60,
    hasLessons: true,
    isActive: true,
    levels: ['beginner', 'intermediate'],
    tutors: [5],
    tas: [2],
    roster: 6,
    grades: [6, 9],
    topics: ['Show, don’t tell', 'Building a character', 'Dialogue that sounds real', 'Setting and atmosphere', 'Flash fiction'],
    quality: 4.8,
    today: 'partial-no-punctuality-no-homework',
    releaseHorizon: 30,
    todayWithoutRoom: true,
    rate: 700,
    currency: 'THB',
    maxCap: 15,
    desc: '<p>Write a short story a month and share it with the club. <a href="https://www.scholastic.com/">Competition entries</a> welcome.</p>',
  },
  {
    key: 'chemistry',
    name: 'Chemistry Foundations',
    subject: 'Chemistry',
    platform: 'Offline',
    hostingType: 'meeting',
    dayOffsets: [0, 3],
    startTime: '15:30',
    endTime: '17:00',
    from: -60,
    to: 60,
    hasLessons: true,
    isActive: true,
    levels: ['secondary-3', 'secondary-4'],
    tutors: [3, 6],
    tas: [],
    roster: 4,
    grades: [9, 11],
    topics: ['Atomic structure', 'The periodic table', 'Chemical bonding', 'Moles and stoichiometry', 'Acids and bases', 'Rates of reaction'],
    quality: 3.6,
    today: 'full-consult-open-with-note',
    rate: 950,
    currency: 'THB',
    maxCap: 10,
    desc: '<p>From atoms to reactions: the foundations for O-level, IGCSE and Thai M4 chemistry.</p>',
  },
  {
    key: 'toefl-private',
    name: 'TOEFL Speaking 1-on-1',
    subject: 'TOEFL',
    platform: 'Offline',
    hostingType: 'meeting',
    dayOffsets: [0, 1],
    startTime: '16:30',
    endTime: '17:30',
    from: -21,
    to: 35,
    hasLessons: true,
    isActive: true,
    levels: ['advanced'],
    tutors: [2],
    tas: [],
    roster: 1,
    grades: [10, 12],
    topics: ['Independent speaking task', 'Integrated speaking: campus', 'Integrated speaking: lecture', 'Pronunciation and pacing'],
    quality: 4.3,
    today: 'missing-placeholders',
    rate: 2000,
    currency: 'THB',
    maxCap: 1,
    flags: { isSoldOut: true, isListed: false },
    desc: '<p>Private TOEFL iBT speaking practice with recorded answers and rubric feedback.</p>',
  },
  {
    key: 'debate',
    name: 'Thai-English Debate Society',
    subject: 'Debate',
    platform: 'Offline',
    hostingType: 'meeting',
    dayOffsets: [0],
    startTime: '18:00',
    endTime: '19:30',
    from: -60,
    to: 60,
    hasLessons: true,
    isActive: true,
    levels: ['secondary-2', 'secondary-3', 'secondary-4'],
    tutors: [0, 5],
    tas: [0],
    roster: 6,
    grades: [8, 12],
    topics: ['Building a case', 'Rebuttal', 'Points of information', 'Asian Parliamentary format', 'Practice round'],
    quality: 4.5,
    today: 'missing-empty',
    rate: 800,
    currency: 'THB',
    maxCap: 16,
    desc: '<p>Weekly motions in English and Thai; the society enters two inter-school tournaments a term.</p>',
  },
  {
    key: 'biology',
    name: 'Biology Olympiad Preparation',
    subject: 'Biology',
    platform: 'Offline',
    hostingType: 'meeting',
    dayOffsets: [0, 5],
    startTime: '19:30',
    endTime: '21:00',
    from: -60,
    to: 60,
    hasLessons: true,
    isActive: true,
    levels: ['advanced'],
    tutors: [6],
    tas: [1],
    roster: 3,
    grades: [9, 12],
    topics: ['Cell biology', 'Genetics and evolution', 'Plant physiology', 'Animal physiology', 'Ecology', 'Past olympiad problems'],
    quality: 4.1,
    today: 'missing-placeholders',
    releaseHorizon: 28,
    rate: 1300,
    currency: 'THB',
    maxCap: 8,
    desc: '<p>For students entering the POSN biology camp selection.</p>',
  },
  {
    // Finished three weeks ago and switched off: an inactive class with past lessons only.
    key: 'public-speaking',
    name: 'Public Speaking Weekend Camp',
    subject: 'Public Speaking',
    platform: 'Offline',
    hostingType: 'meeting',
    dayOffsets: [1, 2],
    startTime: '10:00',
    endTime: '12:00',
    from: -63,
    to: -21,
    hasLessons: true,
    isActive: false,
    levels: ['beginner'],
    tutors: [5],
    tas: [2],
    roster: 5,
    grades: [6, 12],
    topics: ['Overcoming stage fright', 'Structure of a speech', 'Voice and body language', 'Storytelling', 'Final showcase'],
    quality: 4.7,
    rate: 650,
    currency: 'THB',
    maxCap: 20,
    flags: { isListed: false },
    desc: '<p>Six weekends of speaking games, ending with a showcase for parents.</p>',
  },
  {
    // Opens next month: published and featured, but its lessons are not created yet.
    key: 'gmat',
    name: 'GMAT Evening Course',
    subject: 'GMAT',
    platform: 'Zoom',
    hostingType: 'meeting',
    dayOffsets: [1, 3],
    startTime: '19:00',
    endTime: '21:00',
    from: 30,
    to: 120,
    hasLessons: false,
    isActive: true,
    levels: ['advanced'],
    tutors: [1],
    tas: [],
    roster: 0,
    grades: [12, 12],
    topics: [],
    quality: 4,
    rate: 2500,
    currency: 'THB',
    maxCap: 12,
    flags: { isFeatured: true },
    desc: '<p>Quant, verbal and data insights for working professionals. <strong>Early-bird price</strong> until the first lesson.</p>',
  },
];

export type DemoClass = {
  spec: ClassSpec;
  id: string;
  row: NewClass;
  tutors: PersonRef[];
  tas: PersonRef[];
  /** Weekdays (0 = Sunday) the class meets on. */
  weekdays: number[];
};

export function classIdOf(key: string): string {
  return uuidFor(`class:${key}`);
}

/** 'Monday, Wednesday': weekdays in the week's order, as the class form's free text reads. */
function weekdaysText(weekdays: number[]): string {
  const mondayFirst = [...weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return mondayFirst.map((weekday) => DemoCalendar.weekdayName(weekday)).join(', ');
}

export function buildClasses(cal: DemoCalendar, accounts: DemoAccounts): { classes: DemoClass[]; classStaff: NewClassStaff[] } {
  const rng = createRng('classes');
  const classStaff: NewClassStaff[] = [];
  const classes = CLASS_SPECS.map((spec): DemoClass => {
    const id = classIdOf(spec.key);
    const weekdays = [...new Set(spec.dayOffsets.map((offset) => cal.weekday(offset)))];
    const tutors = spec.tutors.map((i) => accounts.tutors[i]).filter((ref): ref is PersonRef => ref !== undefined);
    const tas = spec.tas.map((i) => accounts.tas[i]).filter((ref): ref is PersonRef => ref !== undefined);
    for (const tutor of tutors) classStaff.push({ classId: id, userId: tutor.id, role: 'tutor' });
    for (const ta of tas) classStaff.push({ classId: id, userId: ta.id, role: 'ta' });
    // A class is set up a few weeks before its first lesson (or before today, for one that starts later).
    const created = cal.at(Math.min(spec.from, 0) - rng.int(14, 30), '10:30');
    return {
      spec,
      id,
      weekdays,
      tutors,
      tas,
      row: {
        id,
        name: spec.name,
        subject: spec.subject,
        country: 'SG',
        classType: 'Workshop',
        desc: spec.desc,
        // Dates of the first and last lesson day; the lessons module narrows them to the actual lessons.
        startDate: cal.at(spec.from, spec.startTime),
        endDate: cal.at(spec.to, spec.endTime),
        scheduleStartTime: spec.startTime,
        scheduleEndTime: spec.endTime,
        scheduleDays: weekdaysText(weekdays),
        level: spec.levels,
        isFree: spec.flags?.isFree ?? false,
        isTrial: spec.flags?.isTrial ?? false,
        isFeatured: spec.flags?.isFeatured ?? false,
        isListed: spec.flags?.isListed ?? true,
        isSoldOut: spec.flags?.isSoldOut ?? false,
        forceFullPurchase: spec.flags?.forceFullPurchase ?? false,
        isActive: spec.isActive,
        maxCap: spec.maxCap,
        rate: spec.rate,
        currency: spec.currency,
        created,
        updated: spec.isActive ? cal.notAfterNow(cal.at(-rng.int(1, 12), '16:10')) : cal.at(spec.to + 2, '09:45'),
      },
    };
  });
  return { classes, classStaff };
}
