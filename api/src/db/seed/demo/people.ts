import type { DemoAccounts } from './accounts';
import { singaporeMobile, thaiMobile } from './accounts';
import type { DemoCalendar } from './calendar';
import {
  NICKNAMES_FEMALE,
  NICKNAMES_MALE,
  SCHOOLS,
  THAI_FEMALE_FIRST_NAMES,
  THAI_MALE_FIRST_NAMES,
  THAI_SURNAMES,
} from './names';
import { createRng, type Rng, uuidFor } from './prng';
import { buildStudentProfile, discCharacter, fullStudentProfile } from './student-profile';
import type { NewUser, PersonRef } from './types';

const STUDENT_COUNT = 60;

/**
 * Fixed roles of some student positions, so that every run has the same kinds of people: birthdays on the seeded day
 * (3 active, one inactive who must not be listed), birthdays the day before and after, two students who left, and a
 * handful of new leads who only have trial or cancelled orders.
 */
const BIRTHDAY_TODAY = [2, 11, 23] as const;
const BIRTHDAY_TODAY_INACTIVE = 57;
const BIRTHDAY_TOMORROW = [5, 30] as const;
const BIRTHDAY_YESTERDAY = [8, 41] as const;
const INACTIVE = [57, 59] as const;
const LEAD_POSITIONS = [50, 51, 52, 53, 54, 55] as const;
/** Younger siblings: position i shares the parent of position i - 1. */
const SECOND_SIBLINGS = [13, 21, 35, 47] as const;
/** A few families who lived in Singapore keep a +65 number. */
const SINGAPORE_NUMBERS = [7, 19, 33, 44, 58] as const;
/**
 * Students without a phone of their own (the family gave a parent's number only; a lead who signed up with an email):
 * an SMS announcement counts them as unreachable. Position 36 is in the IELTS class (Zoom, first today) and position 50,
 * the first lead, on trial in today's IELTS lesson, so both of its groups show it.
 */
const NO_PHONE = [14, 36, 38, 50] as const;
/**
 * The student whose profile has every section filled, every "others" with its text (fullStudentProfile): for the
 * profile form's round trip and its browser journey. An active, enrolled student at a Thai school (level 'grade') whom
 * no other test names; the seed checks that the email still belongs to that position.
 */
export const FULL_PROFILE_STUDENT_POSITION = 9;
export const FULL_PROFILE_STUDENT_EMAIL = 'kamonchanok.lamsam@demo.test';

export type DemoStudent = {
  position: number;
  ref: PersonRef;
  row: NewUser;
  grade: number;
  isActive: boolean;
  isLead: boolean;
  profile: Record<string, unknown>;
};

export type DemoParent = { ref: PersonRef; row: NewUser; children: DemoStudent[] };

export type DemoPeople = { students: DemoStudent[]; parents: DemoParent[] };

const includes = (list: readonly number[], value: number) => list.includes(value);

function emailLocalPart(first: string, last: string): string {
  return `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
}

/** A valid date of birth with the given month and day, in or near the wanted year (29 February needs a leap year). */
function birthDate(year: number, monthDay: string): string {
  let candidate = year;
  if (monthDay === '02-29') while (!(candidate % 4 === 0 && (candidate % 100 !== 0 || candidate % 400 === 0))) candidate--;
  return `${candidate}-${monthDay}`;
}

function randomMonthDay(rng: Rng): string {
  return `${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

const OCCUPATIONS = [
  { area: 'business', specific: 'Owns a logistics company' },
  { area: 'business', specific: 'Marketing director at a bank' },
  { area: 'health', specific: 'Paediatrician at a private hospital' },
  { area: 'health', specific: 'Dentist' },
  { area: 'government', specific: 'Civil servant, Ministry of Finance' },
  { area: 'engineering', specific: 'Project engineer, BTS extension' },
  { area: 'education', specific: 'University lecturer' },
  { area: 'business', specific: 'Runs the family gold shop' },
  { area: 'legal', specific: 'Corporate lawyer' },
  { area: 'hospitality', specific: 'Hotel general manager' },
] as const;

const FAMILY_BACKGROUNDS = [
  'Both parents work full time; the grandmother brings the child to class.',
  'Father works in Singapore during the week; mother handles school matters.',
  'Family business in Chiang Mai; the child boards with an aunt in Bangkok.',
  'Two children at international schools; both parents studied in the UK.',
  'Single parent; very involved and reads every lesson report.',
] as const;

export function buildPeople(cal: DemoCalendar, accounts: DemoAccounts, passwordHash: string): DemoPeople {
  const rng = createRng('people');
  const femaleNames = rng.shuffle(THAI_FEMALE_FIRST_NAMES);
  const maleNames = rng.shuffle(THAI_MALE_FIRST_NAMES);
  const femaleNicknames = rng.shuffle(NICKNAMES_FEMALE);
  const maleNicknames = rng.shuffle(NICKNAMES_MALE);
  const surnames = rng.shuffle(THAI_SURNAMES);
  const usedEmails = new Set<string>(accounts.rows.map((row) => row.email));
  const uniqueEmail = (local: string) => {
    let email = `${local}@demo.test`;
    for (let n = 2; usedEmails.has(email); n++) email = `${local}${n}@demo.test`;
    usedEmails.add(email);
    return email;
  };

  const todayMonthDay = cal.today.slice(5);
  const tomorrowMonthDay = cal.day(1).slice(5);
  const yesterdayMonthDay = cal.day(-1).slice(5);
  const thisYear = Number(cal.today.slice(0, 4));
  const careerConsultation = new Set(
    rng.sample(
      Array.from({ length: STUDENT_COUNT }, (_, i) => i).filter((i) => !includes(INACTIVE, i)),
      10,
    ),
  );

  const students: DemoStudent[] = [];
  let femaleIndex = 0;
  let maleIndex = 0;
  let familyIndex = -1;
  const familyOf: number[] = [];

  for (let position = 0; position < STUDENT_COUNT; position++) {
    const gender = rng.chance(0.5) ? 'f' : 'm';
    const first = gender === 'f' ? femaleNames[femaleIndex++ % femaleNames.length] : maleNames[maleIndex++ % maleNames.length];
    const nickname = gender === 'f' ? femaleNicknames[position % femaleNicknames.length] : maleNicknames[position % maleNicknames.length];
    if (!includes(SECOND_SIBLINGS, position)) familyIndex++;
    familyOf.push(familyIndex);
    const surname = surnames[familyIndex % surnames.length] ?? 'Srisuk';
    const grade = rng.weighted([
      [4, 1],
      [5, 2],
      [6, 3],
      [7, 3],
      [8, 4],
      [9, 5],
      [10, 6],
      [11, 6],
      [12, 5],
    ]);
    const school = rng.pick(SCHOOLS);
    const isInternational = school.type === 'international';
    const monthDay =
      includes(BIRTHDAY_TODAY, position) || position === BIRTHDAY_TODAY_INACTIVE
        ? todayMonthDay
        : includes(BIRTHDAY_TOMORROW, position)
          ? tomorrowMonthDay
          : includes(BIRTHDAY_YESTERDAY, position)
            ? yesterdayMonthDay
            : randomMonthDay(rng);
    const noPhone = includes(NO_PHONE, position);
    // The birthday calendar lists today's students with their phones: one without a phone is born another day.
    const dateOfBirth = birthDate(
      thisYear - (grade + 6) - rng.int(0, 1),
      noPhone && monthDay === todayMonthDay ? cal.day(183).slice(5) : monthDay,
    );
    const isLead = includes(LEAD_POSITIONS, position);
    const isActive = !includes(INACTIVE, position);
    const singapore = includes(SINGAPORE_NUMBERS, position);
    // Drawn for every student, so that the draws after it stay the same.
    const mobile = singapore ? singaporeMobile(rng) : thaiMobile(rng);
    const phone = noPhone ? null : mobile;
    const name = `${first} ${surname}`;
    const email = position === 0 ? 'student@demo.test' : uniqueEmail(emailLocalPart(first ?? 'student', surname));
    if (position === 0) usedEmails.add(email);
    const id = uuidFor(`user:student:${position}`);
    // Leads signed up in the last month, before their first (trial or cancelled) order; the others long before.
    const created = isLead
      ? cal.at(-rng.int(14, 30), `${String(rng.int(9, 19)).padStart(2, '0')}:${rng.pick(['05', '20', '40'])}`)
      : cal.at(-rng.int(120, 700), `${String(rng.int(9, 19)).padStart(2, '0')}:${rng.pick(['05', '20', '40'])}`);
    const drawnProfile = buildStudentProfile(rng, cal, {
      grade,
      schoolType: school.type,
      isInternational,
      wantsCareerConsultation: careerConsultation.has(position),
    });
    // The fully filled profile replaces the drawn sections (the grid fields stay): the draws above are all made.
    const fullProfile = position === FULL_PROFILE_STUDENT_POSITION;
    if (fullProfile && (email !== FULL_PROFILE_STUDENT_EMAIL || isInternational)) {
      throw new Error(`FULL_PROFILE_STUDENT_EMAIL is ${FULL_PROFILE_STUDENT_EMAIL}, but position ${position} is ${email} at ${school.name}`);
    }
    const profile = fullProfile
      ? {
          ...drawnProfile,
          ...fullStudentProfile({ grade, schoolType: school.type, consultation: (drawnProfile.careerGoals as Record<string, unknown>).consultation }),
        }
      : drawnProfile;
    const contact = rng.weighted<'line' | 'whatsapp' | 'others' | 'nil'>([
      ['line', 6],
      ['whatsapp', 2],
      ['others', 1],
      ['nil', 1],
    ]);
    const row: NewUser = {
      id,
      type: 'Student',
      email,
      // Only student@demo.test has a password: it must reach the 'Invalid user type' answer.
      passwordHash: position === 0 ? passwordHash : null,
      name,
      nickname: nickname ?? null,
      phone,
      phoneCountryCode: noPhone ? null : singapore ? '65' : '66',
      dbid: `EPA-${String(24001 + position)}`,
      school: school.name,
      level: isInternational ? 'year' : 'grade',
      dateOfBirth,
      gender,
      credit: rng.pick([0, 0, 0, 0, 500, 1200]),
      country: 'TH',
      facebook: rng.chance(0.4) ? `https://www.facebook.com/${emailLocalPart(first ?? 'student', surname)}` : null,
      line: contact === 'line' || rng.chance(0.3) ? `${(nickname ?? 'student').toLowerCase()}_${rng.digits(3)}` : null,
      contactPreference: { contact, others_type: contact === 'others' ? 'Phone call after 6 pm' : null },
      customerServiceId: rng.weighted(accounts.custServices.map((staff, i) => [staff.id, i === 0 ? 2 : 1] as const)),
      salesAdminId: rng.weighted(accounts.salesAdmins.map((staff, i) => [staff.id, i === 0 ? 2 : 1] as const)),
      profile,
      isActive,
      created,
      updated: cal.notAfterNow(cal.addMinutes(created, rng.int(60, 60 * 24 * 60))),
    };
    students.push({
      position,
      ref: { id, name, email, phone, phoneCountryCode: row.phoneCountryCode ?? null },
      row,
      grade,
      isActive,
      isLead,
      profile,
    });
  }

  // Parents: one per family; a younger sibling shares the older one's parent.
  const families = new Map<number, DemoStudent[]>();
  students.forEach((student, i) => {
    const family = familyOf[i] ?? i;
    families.set(family, [...(families.get(family) ?? []), student]);
  });
  const parentRng = createRng('parents');
  const parents: DemoParent[] = [];
  for (const [family, children] of families) {
    const firstChild = children[0];
    if (!firstChild) continue;
    const gender = parentRng.chance(0.6) ? 'f' : 'm';
    const first = gender === 'f' ? parentRng.pick(THAI_FEMALE_FIRST_NAMES) : parentRng.pick(THAI_MALE_FIRST_NAMES);
    const surname = firstChild.row.name.split(' ').slice(1).join(' ');
    const name = `${first} ${surname}`;
    const email = uniqueEmail(emailLocalPart(first, surname));
    const id = uuidFor(`user:parent:${family}`);
    const phone = thaiMobile(parentRng);
    const earliestChild = children.reduce((a, b) => ((a.row.created as Date) <= (b.row.created as Date) ? a : b));
    const created = earliestChild.row.created as Date;
    const fatherDecides = parentRng.chance(0.5);
    parents.push({
      ref: { id, name, email, phone, phoneCountryCode: '66' },
      children,
      row: {
        id,
        type: 'Parent',
        email,
        passwordHash: null,
        name,
        salute: gender === 'm' ? 'Mr' : parentRng.pick(['Mrs', 'Ms']),
        phone,
        phoneCountryCode: '66',
        gender,
        dateOfBirth: `${parentRng.int(1972, 1990)}-${randomMonthDay(parentRng)}`,
        country: 'TH',
        facebook: parentRng.chance(0.5) ? `https://www.facebook.com/${emailLocalPart(first, surname)}` : null,
        line: parentRng.chance(0.7) ? `${first.toLowerCase()}.${parentRng.digits(2)}` : null,
        contactPreference: { contact: parentRng.pick(['line', 'whatsapp', 'line']), others_type: null },
        salesAdminId: firstChild.row.salesAdminId ?? null,
        meta: {
          occupation: parentRng.pick(OCCUPATIONS),
          family_background: parentRng.pick(FAMILY_BACKGROUNDS),
          networking_circle: {
            fb: parentRng.chance(0.6),
            website: parentRng.chance(0.3),
            friends: parentRng.chance(0.7),
            others: false,
            others_type: '',
          },
          conflict: parentRng.chance(0.15) ? 'Parents disagree on studying abroad versus a Thai university.' : '',
          decision_maker: { father: fatherDecides, mother: !fatherDecides || parentRng.chance(0.3) },
          parent_character: discCharacter(parentRng),
          interested_topics: { public_speaking: parentRng.chance(0.4), debate: parentRng.chance(0.2), coding: parentRng.chance(0.3) },
          payment_mode: parentRng.pick(['cash', 'credit', 'bank', 'bank', 'nil'] as const),
          date_of_renewal: null,
        },
        dateOfRenewal: null,
        created,
        updated: created,
      },
    });
  }
  assignRenewals(cal, parentRng, parents);

  for (const parent of parents) for (const child of parent.children) child.row.parentId = parent.ref.id;
  return { students, parents };
}

/**
 * Renewal dates (Renew tab): ten inside the next two weeks, some later, some past, the rest none. The ones inside the
 * window go to families whose children are active and enrolled, so the tab shows real customers.
 */
function assignRenewals(cal: DemoCalendar, rng: Rng, parents: DemoParent[]): void {
  const isCustomer = (parent: DemoParent) => parent.children.every((child) => child.isActive && !child.isLead);
  const soonCandidates = rng.shuffle(parents.filter(isCustomer));
  const soon = soonCandidates.slice(0, 10);
  const rest = rng.shuffle(parents.filter((parent) => !soon.includes(parent)));
  const soonOffsets = [0, 1, 2, 3, 4, 6, 8, 9, 11, 13];
  const set = (parent: DemoParent, offset: number | null) => {
    const day = offset === null ? null : cal.day(offset);
    parent.row.dateOfRenewal = day;
    (parent.row.meta as Record<string, unknown>).date_of_renewal = day;
    const created = parent.row.created as Date;
    const edited = cal.notAfterNow(cal.at(-rng.int(5, 40), '11:00'));
    if (day) parent.row.updated = edited > created ? edited : created;
  };
  soon.forEach((parent, i) => set(parent, soonOffsets[i] ?? 13));
  rest.forEach((parent, i) => {
    if (i < 14) set(parent, rng.int(15, 120));
    else if (i < 26) set(parent, -rng.int(1, 75));
    else set(parent, null);
  });
}
