import { CAPABILITIES } from '@backoffice/domain/capabilities';
import type { UserType } from '@backoffice/domain/roles';
import type { DemoCalendar } from './calendar';
import { createRng, type Rng, uuidFor } from './prng';
import type { NewUser, PersonRef } from './types';

/** The password of every demo account (ARCHITECTURE §6). */
export const DEMO_PASSWORD = 'Demo1234';

/** The accounts the README and the sign-in page advertise, by email. */
export const DEMO_ACCOUNTS = [
  { email: 'superadmin@demo.test', type: 'SuperAdmin', canSignIn: true },
  { email: 'superadmin2@demo.test', type: 'SuperAdmin', canSignIn: true },
  { email: 'dataadmin@demo.test', type: 'DataAdmin', canSignIn: true },
  { email: 'salesadmin@demo.test', type: 'SalesAdmin', canSignIn: true },
  { email: 'custservice@demo.test', type: 'CustService', canSignIn: true },
  { email: 'agent@demo.test', type: 'Agent', canSignIn: true },
  { email: 'partner@demo.test', type: 'Partner', canSignIn: true },
  { email: 'tutor@demo.test', type: 'Tutor', canSignIn: true },
  { email: 'student@demo.test', type: 'Student', canSignIn: false },
  { email: 'ta@demo.test', type: 'TA', canSignIn: false },
] as const satisfies ReadonlyArray<{ email: string; type: UserType; canSignIn: boolean }>;

type StaffSpec = {
  key: string;
  type: UserType;
  email: string;
  name: string;
  nickname: string;
  gender: 'm' | 'f';
  capabilities?: string[];
  /** Tutor profile (people-records §3 Tutor record). */
  tutor?: { desc: string; subject: string[]; yearsOfExperience: number; trackRecord: string[] };
  country?: string;
};

const SIGN_IN_STAFF: StaffSpec[] = [
  {
    key: 'superadmin',
    type: 'SuperAdmin',
    email: 'superadmin@demo.test',
    name: 'Napat Chaiyaporn',
    nickname: 'Nat',
    gender: 'm',
    capabilities: [...CAPABILITIES],
  },
  { key: 'superadmin2', type: 'SuperAdmin', email: 'superadmin2@demo.test', name: 'Siriporn Tangsiri', nickname: 'Som', gender: 'f' },
  { key: 'dataadmin', type: 'DataAdmin', email: 'dataadmin@demo.test', name: 'Worawit Lertsiri', nickname: 'Wit', gender: 'm' },
  { key: 'salesadmin', type: 'SalesAdmin', email: 'salesadmin@demo.test', name: 'Kanyarat Boonmee', nickname: 'Kwan', gender: 'f' },
  { key: 'custservice', type: 'CustService', email: 'custservice@demo.test', name: 'Arisa Jitpraphai', nickname: 'Aom', gender: 'f' },
  { key: 'agent', type: 'Agent', email: 'agent@demo.test', name: 'Pongsakorn Meesuk', nickname: 'Pong', gender: 'm' },
  { key: 'partner', type: 'Partner', email: 'partner@demo.test', name: 'Sakda Uthaisang', nickname: 'Sak', gender: 'm' },
];

const MORE_STAFF: StaffSpec[] = [
  { key: 'agent2', type: 'Agent', email: 'agent2@demo.test', name: 'Duangjai Sangthong', nickname: 'Jai', gender: 'f' },
  { key: 'agent3', type: 'Agent', email: 'agent3@demo.test', name: 'Ekkachai Rojanawong', nickname: 'Ek', gender: 'm' },
  // Nobody supervises this agent: its orders are what agent@ must not see.
  { key: 'agent4', type: 'Agent', email: 'agent4@demo.test', name: 'Lalita Hongthong', nickname: 'Lita', gender: 'f' },
  { key: 'salesadmin2', type: 'SalesAdmin', email: 'salesadmin2@demo.test', name: 'Thanaporn Wattanakul', nickname: 'Pla', gender: 'f' },
  { key: 'salesadmin3', type: 'SalesAdmin', email: 'salesadmin3@demo.test', name: 'Chatchai Dechakul', nickname: 'Chai', gender: 'm' },
  { key: 'custservice2', type: 'CustService', email: 'custservice2@demo.test', name: 'Malinee Promsiri', nickname: 'Lin', gender: 'f' },
  { key: 'custservice3', type: 'CustService', email: 'custservice3@demo.test', name: 'Niran Kaewkla', nickname: 'Ran', gender: 'm' },
];

/** Tutors, in the order classes refer to them (index 0 is tutor@demo.test). */
const TUTORS: StaffSpec[] = [
  {
    key: 'tutor',
    type: 'Tutor',
    email: 'tutor@demo.test',
    name: 'Daniel Whitmore',
    nickname: 'Dan',
    gender: 'm',
    country: 'GB',
    tutor: {
      desc: 'Former IELTS examiner from Manchester; makes debate and speaking practice feel like a conversation.',
      subject: ['IELTS', 'English', 'Debate', 'Public Speaking'],
      yearsOfExperience: 11,
      trackRecord: ['Average IELTS band gain of 1.0 over 12 weeks', 'Coached the 2024 national schools debate finalists'],
    },
  },
  {
    key: 'tutor-james',
    type: 'Tutor',
    email: 'james.tan@demo.test',
    name: 'James Tan',
    nickname: 'James',
    gender: 'm',
    country: 'SG',
    tutor: {
      desc: 'NUS mathematics graduate who teaches SAT Math with timed drills and error logs.',
      subject: ['SAT', 'Mathematics'],
      yearsOfExperience: 7,
      trackRecord: ['42 students scored 750+ on SAT Math', 'Author of the centre’s SAT Math question bank'],
    },
  },
  {
    key: 'tutor-sarah',
    type: 'Tutor',
    email: 'sarah.collins@demo.test',
    name: 'Sarah Collins',
    nickname: 'Sarah',
    gender: 'f',
    country: 'AU',
    tutor: {
      desc: 'CELTA-qualified English teacher; primary phonics to TOEFL speaking.',
      subject: ['English', 'TOEFL'],
      yearsOfExperience: 9,
      trackRecord: ['TOEFL iBT speaking average 26 among private students'],
    },
  },
  {
    key: 'tutor-arunee',
    type: 'Tutor',
    email: 'arunee.phongsri@demo.test',
    name: 'Arunee Phongsri',
    nickname: 'Nee',
    gender: 'f',
    country: 'TH',
    tutor: {
      desc: 'PhD in physical chemistry (Mahidol); explains physics and chemistry through experiments.',
      subject: ['Chemistry', 'Physics'],
      yearsOfExperience: 14,
      trackRecord: ['Thai Chemistry Olympiad camp lecturer', '3 students admitted to Mahidol medicine in 2025'],
    },
  },
  {
    key: 'tutor-kittisak',
    type: 'Tutor',
    email: 'kittisak.boonyarit@demo.test',
    name: 'Kittisak Boonyarit',
    nickname: 'Kit',
    gender: 'm',
    country: 'TH',
    tutor: {
      desc: 'Patient one-to-one mathematics tutor for grades 7 to 12, in Thai or English.',
      subject: ['Mathematics'],
      yearsOfExperience: 6,
      trackRecord: ['Raised 20+ students from grade 2 to grade 4 in school maths'],
    },
  },
  {
    key: 'tutor-emily',
    type: 'Tutor',
    email: 'emily.hart@demo.test',
    name: 'Emily Hart',
    nickname: 'Em',
    gender: 'f',
    country: 'US',
    tutor: {
      desc: 'Published short-story writer who runs the creative writing and public speaking programmes.',
      subject: ['Creative Writing', 'Literature', 'Public Speaking'],
      yearsOfExperience: 8,
      trackRecord: ['Students placed in the Scholastic Art & Writing Awards', 'TEDx youth speaker coach'],
    },
  },
  {
    key: 'tutor-priya',
    type: 'Tutor',
    email: 'priya.nair@demo.test',
    name: 'Priya Nair',
    nickname: 'Priya',
    gender: 'f',
    country: 'IN',
    tutor: {
      desc: 'Biology olympiad coach; turns textbook chapters into diagrams students can redraw from memory.',
      subject: ['Biology', 'Chemistry'],
      yearsOfExperience: 10,
      trackRecord: ['2 IBO silver medallists', 'Former head of science at an international school'],
    },
  },
];

/** TAs, in the order classes refer to them (index 0 is ta@demo.test, which exists but cannot sign in). */
const TAS: StaffSpec[] = [
  { key: 'ta', type: 'TA', email: 'ta@demo.test', name: 'Nichapa Kongsuk', nickname: 'Nich', gender: 'f' },
  { key: 'ta-phakin', type: 'TA', email: 'phakin.thepsuwan@demo.test', name: 'Phakin Thepsuwan', nickname: 'Kin', gender: 'm' },
  { key: 'ta-tanchanok', type: 'TA', email: 'tanchanok.ongsakul@demo.test', name: 'Tanchanok Ongsakul', nickname: 'Tan', gender: 'f' },
];

export type DemoAccounts = {
  rows: NewUser[];
  superAdmin: PersonRef;
  superAdmin2: PersonRef;
  dataAdmin: PersonRef;
  /** Index 0 is salesadmin@demo.test. */
  salesAdmins: PersonRef[];
  /** Index 0 is custservice@demo.test. */
  custServices: PersonRef[];
  agent: PersonRef;
  /** The two agents agent@demo.test supervises. */
  supervisedAgents: [PersonRef, PersonRef];
  /** An agent nobody supervises. */
  otherAgent: PersonRef;
  partner: PersonRef;
  /** Index 0 is tutor@demo.test. */
  tutors: PersonRef[];
  /** Index 0 is ta@demo.test. */
  tas: PersonRef[];
};

/** A Thai mobile number without the leading 0, as stored beside the country code 66. */
export function thaiMobile(rng: Rng): string {
  return `${rng.pick(['6', '8', '9'])}${rng.digits(8)}`;
}

/** A Singapore mobile number (country code 65). */
export function singaporeMobile(rng: Rng): string {
  return `${rng.pick(['8', '9'])}${rng.digits(7)}`;
}

export function buildAccounts(cal: DemoCalendar, passwordHash: string): DemoAccounts {
  const rng = createRng('accounts');
  const refs = new Map<string, PersonRef>();
  const rows: NewUser[] = [];
  const all = [...SIGN_IN_STAFF, ...MORE_STAFF, ...TUTORS, ...TAS];

  all.forEach((spec, position) => {
    const id = uuidFor(`user:staff:${spec.key}`);
    const phone = thaiMobile(rng);
    const created = cal.at(-rng.int(240, 900), `${String(rng.int(9, 17)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`);
    const isTeacher = spec.type === 'Tutor' || spec.type === 'TA';
    rows.push({
      id,
      type: spec.type,
      email: spec.email,
      // Every staff account can sign in with the demo password; student@ and ta@ too, so that they reach the
      // 'Invalid user type' answer instead of a wrong-password one.
      passwordHash,
      name: spec.name,
      nickname: spec.nickname,
      phone,
      phoneCountryCode: '66',
      gender: spec.gender,
      dateOfBirth: `${rng.int(1975, 1998)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      country: spec.country ?? 'TH',
      dbid: isTeacher ? `${spec.type === 'Tutor' ? 'EPT' : 'EPTA'}-${String(position + 1).padStart(3, '0')}` : null,
      capabilities: spec.capabilities ?? [],
      profile: spec.tutor
        ? {
            desc: spec.tutor.desc,
            subject: spec.tutor.subject,
            credential: { year_of_exp: spec.tutor.yearsOfExperience, track_record: spec.tutor.trackRecord },
          }
        : {},
      contactPreference: { contact: rng.pick(['line', 'whatsapp']), others_type: null },
      line: isTeacher ? `${spec.nickname.toLowerCase()}.${rng.digits(3)}` : null,
      created,
      updated: cal.notAfterNow(cal.addMinutes(created, rng.int(60, 60 * 24 * 200))),
    });
    refs.set(spec.key, { id, name: spec.name, email: spec.email, phone, phoneCountryCode: '66' });
  });

  const ref = (key: string): PersonRef => {
    const found = refs.get(key);
    if (!found) throw new Error(`demo seed: no staff account ${key}`);
    return found;
  };
  const supervisedAgents: [PersonRef, PersonRef] = [ref('agent2'), ref('agent3')];
  const agentRow = rows.find((row) => row.email === 'agent@demo.test');
  if (agentRow) agentRow.supervisedAgents = supervisedAgents.map((agent) => agent.id);

  return {
    rows,
    superAdmin: ref('superadmin'),
    superAdmin2: ref('superadmin2'),
    dataAdmin: ref('dataadmin'),
    salesAdmins: ['salesadmin', 'salesadmin2', 'salesadmin3'].map(ref),
    custServices: ['custservice', 'custservice2', 'custservice3'].map(ref),
    agent: ref('agent'),
    supervisedAgents,
    otherAgent: ref('agent4'),
    partner: ref('partner'),
    tutors: TUTORS.map((spec) => ref(spec.key)),
    tas: TAS.map((spec) => ref(spec.key)),
  };
}
