import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { MAJORS, areaDisplayName, majorsOf, majorValue, programAreaByCode, PROGRAM_AREAS } from '@backoffice/domain/fields-of-study';
import type { StudentRecord } from '@backoffice/domain/people';
import {
  areaKeys,
  COUNSELLOR_PROFILE_KEYS,
  OTHER_SUBJECT_GPA_MAX,
  PROFILE_DOCUMENT_KEYS,
  PROFILE_MESSAGES,
} from '@backoffice/domain/student-profile';
import { tooLongMessage } from '@backoffice/domain/text';
import { users } from '../src/db/schema/users';
import { DEMO_PASSWORD } from '../src/db/seed/demo/accounts';
import { seedDemoIfEmpty } from '../src/db/seed/demo/seed-demo';
import { createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { bearer } from './helpers/users';

// The student's full profile (issue 15) through the dialog's save, PUT /admin/user/student/{id}, and PATCH: on the
// demo data, as superadmin@demo.test (people.counsellorView) and partner@demo.test (without it).

const NOW = '2026-03-10T03:00:00.000Z';
let t: TestApp;
const tokens: Record<string, string> = {};
const COUNSELLOR = 'superadmin';
const OTHER = 'partner';

type ErrorEntry = { message: string; field?: string; type: string };
type Profile = Record<string, unknown>;
type Stored = { profile: string; school: string | null; level: string | null; nickname: string | null; updated: unknown };

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  await seedDemoIfEmpty(t.app.db, { timezone: 'Asia/Bangkok', now: new Date(NOW) });
  for (const who of [COUNSELLOR, OTHER]) {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: `${who}@demo.test`, password: DEMO_PASSWORD } });
    tokens[who] = response.json().data.token;
  }
}, 60_000);
afterAll(async () => {
  await t.close();
});

const send = (who: string, method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload === undefined ? {} : { payload: payload as object }) });

async function load(who: string, id: string): Promise<StudentRecord> {
  const response = await send(who, 'GET', `/api/admin/user/${id}`);
  expect({ id, status: response.statusCode }).toEqual({ id, status: 200 });
  return (response.json() as { data: StudentRecord }).data;
}

/** The row as the database holds it: the profile document as PostgreSQL prints it, byte for byte. */
async function stored(id: string): Promise<Stored> {
  const result = (await t.app.db.execute(
    sql`SELECT profile::text AS profile, school, level, nickname, updated FROM users WHERE id = ${id}`,
  )) as unknown as { rows: Stored[] };
  const [found] = result.rows;
  if (!found) throw new Error('no such user');
  return found;
}

const storedProfile = async (id: string): Promise<Profile> => JSON.parse((await stored(id)).profile) as Profile;

const isPlain = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The profile sections of a loaded record as answered (the columns and each document part it holds), as the form sends them. */
function sectionsOf(record: StudentRecord): Record<string, unknown> {
  const parts = PROFILE_DOCUMENT_KEYS.filter((key) => record.profile[key] !== undefined).map((key) => [key, record.profile[key]]);
  return { school: record.school, level: record.level, ...Object.fromEntries(parts) };
}

/** The body the dialog sends for a loaded student: basics, handlers, parent, and the sections given. */
function formOf(record: StudentRecord, sections: Record<string, unknown> = {}) {
  const { parent, staff_to_handle, profile: _p, _id, _type, created: _c, updated: _u, is_active: _a, school: _s, level: _l, ...fields } = record;
  const { _id: _pid, _type: _pt, child: _child, updated: _pu, is_active: _pa, sales_admin, ...parentFields } = parent!;
  return {
    ...fields,
    staff_to_handle: { customer_service: staff_to_handle.customer_service?._id ?? null, sales_admin: staff_to_handle.sales_admin?._id ?? null },
    parent: { ...parentFields, sales_admin: sales_admin?._id ?? null },
    ...sections,
  };
}

const put = (who: string, id: string, body: unknown) => send(who, 'PUT', `/api/admin/user/student/${id}`, body);

/** What the server should store for a part sent over a stored one: key by key, recursively (keys not sent stay). */
function over(before: unknown, sent: unknown): unknown {
  if (!isPlain(before) || !isPlain(sent)) return sent;
  const result: Record<string, unknown> = { ...before };
  for (const [key, value] of Object.entries(sent)) result[key] = over(result[key], value);
  return result;
}

/** Non-empty leaves of a value: how filled a demo profile is. */
function filled(value: unknown): number {
  if (isPlain(value)) return Object.values(value).reduce<number>((sum, item) => sum + filled(item), 0);
  return value === '' || value === null || value === undefined || value === false ? 0 : 1;
}

/** The demo students that have a parent (the dialog's save always sends one), fullest profile first. */
type DemoStudent = { id: string; level: string | null; profile: Profile };
let demoStudents: DemoStudent[] = [];
beforeAll(async () => {
  const rows = await t.app.db
    .select({ id: users.id, level: users.level, profile: users.profile })
    .from(users)
    .where(and(eq(users.type, 'Student'), isNotNull(users.parentId)));
  demoStudents = rows
    .map((row) => ({ id: row.id, level: row.level, profile: row.profile as Profile }))
    .sort((a, b) => filled(b.profile) - filled(a.profile) || (a.id < b.id ? -1 : 1));
});

/** A demo student no earlier test has touched (after the round trip, which only reads). */
function freshStudent(where: (student: DemoStudent) => boolean = () => true): string {
  const index = demoStudents.findIndex(where);
  if (index < 0) throw new Error('no demo student left for this test');
  const [found] = demoStudents.splice(index, 1);
  return found!.id;
}

describe('round trip: a demo student saved back as answered', () => {
  it('keeps the profile document byte for byte and does not move `updated`, for the fullest demo student', async () => {
    const fullest = demoStudents[0]!;
    const profile = fullest.profile;
    // Fully filled: every part of the form is there, a second area, a personality test taken.
    for (const key of PROFILE_DOCUMENT_KEYS) expect({ key, present: profile[key] !== undefined }).toEqual({ key, present: true });
    for (const who of [COUNSELLOR, OTHER]) {
      const record = await load(who, fullest.id);
      const before = await stored(fullest.id);
      expect(record.school).toBe(before.school);
      const response = await put(who, fullest.id, formOf(record, sectionsOf(record)));
      expect({ who, status: response.statusCode, body: response.statusCode === 200 ? null : response.json() }).toEqual({ who, status: 200, body: null });
      expect(await stored(fullest.id)).toEqual(before);
    }
  });

  it('accepts every demo student saved back as answered, changing nothing', async () => {
    const refused: Array<{ id: string; errors: ErrorEntry[] }> = [];
    const changed: string[] = [];
    for (const { id } of demoStudents) {
      const record = await load(COUNSELLOR, id);
      const before = await stored(id);
      const response = await put(COUNSELLOR, id, formOf(record, sectionsOf(record)));
      if (response.statusCode !== 200) refused.push({ id, errors: (response.json() as { message: ErrorEntry[] }).message });
      else if (JSON.stringify(await stored(id)) !== JSON.stringify(before)) changed.push(id);
    }
    expect({ refused, changed }).toEqual({ refused: [], changed: [] });
  });
});

// ---------------------------------------------------------------------------------------------------------------------

/** Five area/specific pairs from the catalogue, one area each, from the `from`-th area on. */
function areaPairs(from: number): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (let i = 0; i < 5; i++) {
    const area = PROGRAM_AREAS[from + i]!;
    const majors = majorsOf(area.code);
    const { area: areaKey, specific } = areaKeys(i);
    pairs[areaKey] = area.code;
    pairs[specific] = majorValue(majors[majors.length - 1 - i] ?? majors[0]!);
  }
  return pairs;
}

const CODELESS = MAJORS.find((major) => major.code === '');

const NEW_SECTIONS = {
  school: 'Wat Nong Bua Community School',
  level: 'year',
  typeOfSchool: 'international',
  gradeYearLevel: { grade: '', year: '10' },
  grade: { english: true, thai: false, others: true, gpa: { english: '3.75', math: '4', thai: '', others: 'Latin 3.5' } },
  favoriteSubjects: { math: true, physics: true, english: false, others: true, others_type: 'Robotics' },
  weakestSubjects: { thai: true, history: true, others: false, others_type: '' },
  externalExams: { ielts: true, sat: false, others: true, others_type: 'A-Level' },
  coursesTuition: { sat: true, ielts: true, english: false, others: true, others_type: 'Chinese calligraphy' },
  studyMediumEng: true,
  studyMediumThai: false,
  currentlyAtEPA: { studyingAtEPA: 'n', coursesTakenAtEPA: { english: false, toefl: true, others: true, others_type: 'Debate club' } },
  studyingAtOtherSchool: { at_other_school: 'y', at_other_school_name: 'Saturday Japanese school' },
  careerGoals: { student: 'Marine biologist', parent: 'Doctor', counsellor: 'Biology first, medicine as a second option' },
  studyGoals: {
    student: { entranceExam: true, entranceExamField: 'Marine Science', schoolExam: false, ielts: true, others: true, others_type: 'IB' },
    parent: { entranceExam: false, entranceExamField: '', schoolExam: true, sat: true },
    counsellor: { entranceExam: true, entranceExamField: 'Biology', toefl: true, gmat: false },
  },
  targetCountry: {
    student: { uk: true, us: false, others: true, others_type: 'New Zealand' },
    parent: { us: true, canada: true, others: false, others_type: '' },
  },
  areaOfStudy: {
    ...areaPairs(0),
    parent: { ...areaPairs(6), ...(CODELESS ? { area4: CODELESS.codeAS, specific4: CODELESS.name } : {}) },
  },
  specialRequests: 'Lessons after 5 pm only',
  learningType: { visual: true, logical: true, aural: false, others: true, others_type: 'Mind maps' },
  personalityTest: { attempted: 'y', result: 'mbti', result_field: 'INTJ' },
  studentCharacter: {
    dominance: { direct: true, firm: false },
    influence: { outgoing: false, lively: true },
    conscientiousness: { analytical: true, precise: true },
    steadiness: { patient: true, tactful: false },
  },
  healthCondition: { na: false, adhd: true, others: true, others_type: 'Dyslexia' },
  preferredTeacher: {
    student: { female: true, name: true, name_type: 'Kru Ann', hybrid: false },
    parent: { authority: true, male: false, others: true, others_type: 'A native speaker' },
  },
  interestedTopics: { coding: true, debate: true, literature: false, others: true, others_type: 'Chess' },
};

describe('each section writes', () => {
  it('stores every section a counsellor sends, answers it back, and keeps the keys the form does not send', async () => {
    // A student in a grade: the save moves it to a year.
    const id = freshStudent(({ level, profile }) => level === 'grade' && isPlain(profile.careerGoals) && 'consultation' in profile.careerGoals);
    const before = await storedProfile(id);
    const record = await load(COUNSELLOR, id);
    const response = await put(COUNSELLOR, id, formOf(record, NEW_SECTIONS));
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.json() }).toEqual({ status: 200, body: null });

    const { school, level, ...parts } = NEW_SECTIONS;
    const expected: Profile = { ...before };
    for (const [key, value] of Object.entries(parts)) expected[key] = over(before[key], value);
    // The whole document: the parts as laid over the stored ones, every other key (first_language, the grid's) as it was.
    expect(await storedProfile(id)).toEqual(expected);
    expect(await stored(id)).toMatchObject({ school, level });

    const reopened = await load(COUNSELLOR, id);
    expect({ school: reopened.school, level: reopened.level }).toEqual({ school, level });
    for (const [key, value] of Object.entries(parts)) expect({ key, value: reopened.profile[key] }).toEqual({ key, value: over(before[key], value) });
    // The dashboard's career-consultation flag, a key of careerGoals the form does not send, stays.
    expect((reopened.profile.careerGoals as Profile).consultation).toBe((before.careerGoals as Profile).consultation);
    // A choice the form did not send inside a part it did send stays as stored.
    expect((reopened.profile.favoriteSubjects as Profile).biology).toBe((before.favoriteSubjects as Profile).biology);
    expect(reopened.profile).toMatchObject({ famous: before.famous, first_language: before.first_language });
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('validation: each field refused on its own, nothing written', () => {
  const business = programAreaByCode('business')!;
  const engineeringMajor = majorValue(majorsOf('engineering')[0]!);
  const businessMajor = majorValue(majorsOf('business')[0]!);
  const cases: Array<{ name: string; sections: Record<string, unknown>; field: string; message: string | RegExp }> = [
    {
      name: 'a GPA of 5 characters',
      sections: { grade: { gpa: { english: '3.755' } } },
      field: 'grade.gpa.english',
      message: 'English GPA must be at most 4 characters',
    },
    {
      name: "the other subject's GPA of 21 characters",
      sections: { grade: { gpa: { others: 'x'.repeat(OTHER_SUBJECT_GPA_MAX + 1) } } },
      field: 'grade.gpa.others',
      message: tooLongMessage('Others GPA', OTHER_SUBJECT_GPA_MAX),
    },
    { name: 'grade 3', sections: { gradeYearLevel: { grade: '3' } }, field: 'gradeYearLevel.grade', message: 'Grade must be 4 to 12' },
    { name: 'year 14', sections: { gradeYearLevel: { year: '14' } }, field: 'gradeYearLevel.year', message: PROFILE_MESSAGES.year },
    { name: 'an unknown flag', sections: { favoriteSubjects: { math: true, klingon: true } }, field: 'favoriteSubjects', message: /klingon/ },
    { name: 'an unknown DISC trait', sections: { studentCharacter: { dominance: { bossy: true } } }, field: 'studentCharacter.dominance', message: /bossy/ },
    {
      name: "a y/n choice of 'maybe'",
      sections: { currentlyAtEPA: { studyingAtEPA: 'maybe' } },
      field: 'currentlyAtEPA.studyingAtEPA',
      message: PROFILE_MESSAGES.yesNo,
    },
    {
      name: 'a specific area that is a major of another area',
      sections: { areaOfStudy: { area: 'business', specific: engineeringMajor } },
      field: 'areaOfStudy.specific',
      message: `Choose a specific area of ${areaDisplayName(business)}`,
    },
    {
      name: "the parent's specific area that is a major of another area",
      sections: { areaOfStudy: { parent: { area2: 'business', specific2: engineeringMajor } } },
      field: 'areaOfStudy.parent.specific2',
      message: PROFILE_MESSAGES.specificOfArea(areaDisplayName(business)),
    },
    {
      name: 'a specific area without an area',
      sections: { areaOfStudy: { area3: '', specific3: businessMajor } },
      field: 'areaOfStudy.specific3',
      message: 'Choose the area of study first',
    },
    { name: 'a sixth area pair', sections: { areaOfStudy: { area5: 'business', specific5: businessMajor } }, field: 'areaOfStudy', message: /area5/ },
    {
      name: 'an others_type of 256 characters',
      sections: { targetCountry: { student: { others: true, others_type: 'c'.repeat(256) } } },
      field: 'targetCountry.student.others_type',
      message: tooLongMessage('Other country', 255),
    },
    { name: 'a school of 256 characters', sections: { school: 's'.repeat(256) }, field: 'school', message: tooLongMessage('School', 255) },
  ];

  it.each(cases)('refuses $name (400 on $field)', async ({ sections, field, message }) => {
    const id = demoStudents[demoStudents.length - 1]!.id;
    const before = await stored(id);
    const record = await load(COUNSELLOR, id);
    // A change to the basics rides along: it must not be written either.
    const response = await put(COUNSELLOR, id, formOf(record, { nickname: 'Refused', ...sections }));
    const errors = response.statusCode === 400 ? (response.json() as { message: ErrorEntry[] }).message : [];
    expect({ status: response.statusCode, errors: errors.map((entry) => entry.field) }).toEqual({ status: 400, errors: [field] });
    if (typeof message === 'string') expect(errors[0]!.message).toBe(message);
    else expect(errors[0]!.message).toMatch(message);
    expect(await stored(id)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('free text kept', () => {
  it('accepts a retired major under a known area, a school and a personality test not in the lists, and answers them unchanged', async () => {
    const id = freshStudent(({ level }) => level === 'year');
    const before = await storedProfile(id);
    const sections = {
      school: 'Bangkok Christian College (old campus)',
      level: 'grade',
      typeOfSchool: 'Private Catholic school',
      gradeYearLevel: { grade: '9', year: '' },
      areaOfStudy: {
        area: 'education',
        specific: 'Home Economics Education',
        parent: { area1: 'health-sciences-and-technologies', specific1: 'Traditional Thai Medicine (retired)' },
      },
      personalityTest: { attempted: 'y', result: 'Enneagram', result_field: 'Type 5' },
    };
    const response = await put(COUNSELLOR, id, formOf(await load(COUNSELLOR, id), sections));
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.json() }).toEqual({ status: 200, body: null });
    const reopened = await load(COUNSELLOR, id);
    expect({ school: reopened.school, level: reopened.level }).toEqual({ school: sections.school, level: sections.level });
    expect(reopened.profile.typeOfSchool).toBe('Private Catholic school');
    expect(reopened.profile.gradeYearLevel).toEqual(sections.gradeYearLevel);
    expect(reopened.profile.personalityTest).toEqual(sections.personalityTest);
    expect(reopened.profile.areaOfStudy).toEqual(over(before.areaOfStudy, sections.areaOfStudy));
    expect(reopened.profile.areaOfStudy).toMatchObject({
      area: 'education',
      specific: 'Home Economics Education',
      parent: { area1: 'health-sciences-and-technologies', specific1: 'Traditional Thai Medicine (retired)' },
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('counsellor gating', () => {
  it("ignores a caller's counsellor-only parts without people.counsellorView, writes its Schools & Academic parts", async () => {
    const id = freshStudent(({ level }) => level === 'grade');
    const before = await storedProfile(id);
    const record = await load(OTHER, id);
    // The caller without the counsellor view is not shown those parts.
    for (const key of COUNSELLOR_PROFILE_KEYS) expect({ key, shown: key in record.profile }).toEqual({ key, shown: false });
    expect(record.profile).toHaveProperty('typeOfSchool');

    const response = await put(OTHER, id, formOf(record, NEW_SECTIONS));
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.json() }).toEqual({ status: 200, body: null });
    const after = await storedProfile(id);
    for (const key of COUNSELLOR_PROFILE_KEYS) expect({ key, value: after[key] }).toEqual({ key, value: before[key] });
    expect(await stored(id)).toMatchObject({ school: NEW_SECTIONS.school, level: NEW_SECTIONS.level });
    for (const key of ['typeOfSchool', 'gradeYearLevel', 'grade', 'favoriteSubjects', 'currentlyAtEPA', 'studyingAtOtherSchool', 'studyMediumThai'] as const) {
      expect({ key, value: after[key] }).toEqual({ key, value: over(before[key], NEW_SECTIONS[key]) });
    }

    const reopened = await load(OTHER, id);
    for (const key of COUNSELLOR_PROFILE_KEYS) expect({ key, shown: key in reopened.profile }).toEqual({ key, shown: false });
    expect(reopened.profile.gradeYearLevel).toEqual(over(before.gradeYearLevel, NEW_SECTIONS.gradeYearLevel));
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('PATCH /admin/user/student/{id}', () => {
  it('changes only what is sent: { studyMediumEng: true }', async () => {
    const id = freshStudent(({ profile }) => profile.studyMediumEng === false);
    const [rowBefore] = await t.app.db.select().from(users).where(eq(users.id, id));
    const before = await storedProfile(id);
    const response = await send(COUNSELLOR, 'PATCH', `/api/admin/user/student/${id}`, { studyMediumEng: true });
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.json() }).toEqual({ status: 200, body: null });
    expect(await storedProfile(id)).toEqual({ ...before, studyMediumEng: true });
    const [rowAfter] = await t.app.db.select().from(users).where(eq(users.id, id));
    const { profile: _pb, updated: _ub, ...columnsBefore } = rowBefore!;
    const { profile: _pa, updated: _ua, ...columnsAfter } = rowAfter!;
    expect(columnsAfter).toEqual(columnsBefore);
    expect((await load(COUNSELLOR, id)).profile.studyMediumEng).toBe(true);
  });
});
