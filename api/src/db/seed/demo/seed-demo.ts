import type { DbOrTx, Db } from '../../types';
import { users } from '../../schema/users';
import { hashPassword } from '../../../services/auth/passwords';
import { buildAccounts, DEMO_PASSWORD } from './accounts';
import { DemoCalendar } from './calendar';
import { buildClasses } from './classes';
import { buildConsultations } from './consultations';
import { buildFeedback } from './feedback';
import { insertDemoData } from './insert';
import { buildLessons } from './lessons';
import { buildNews } from './news';
import { buildEnrolments } from './orders';
import { buildOutbox } from './outbox';
import { buildPeople } from './people';
import type { DemoData, DemoSeedOptions } from './types';
import { buildLessonLinks, buildPolls } from './zoom';

export type { DemoSeedOptions } from './types';

/** How many rows each table received. */
export type DemoSeedSummary = Record<keyof DemoData, number>;

/**
 * The whole demo data set, in memory, for one `now` and time zone. Pure: the same options and hash give the same rows,
 * ids included (ARCHITECTURE §6).
 */
export function buildDemoData(options: DemoSeedOptions, passwordHash: string): DemoData {
  const cal = new DemoCalendar(options.now, options.timezone);
  const accounts = buildAccounts(cal, passwordHash);
  const people = buildPeople(cal, accounts, passwordHash);
  const { classes, classStaff } = buildClasses(cal, accounts);
  const { lessons, lessonStaff } = buildLessons(cal, accounts, classes);
  const enrolments = buildEnrolments(cal, accounts, people.students, classes, lessons);
  const consultations = buildConsultations(cal, accounts, people.students);
  for (const student of people.students) {
    const latest = consultations.latestByStudent.get(student.ref.id);
    if (latest) student.profile.date_of_consultation = latest.toISOString();
  }
  const userRows = [...accounts.rows, ...people.parents.map((parent) => parent.row), ...people.students.map((student) => student.row)];

  const data: DemoData = {
    users: userRows,
    classes: classes.map((klass) => klass.row),
    classStaff,
    classStudents: enrolments.classStudents,
    lessons: lessons.map((lesson) => lesson.row),
    lessonStaff,
    lessonStudents: enrolments.lessonStudents,
    lessonPolls: buildPolls(cal, lessons),
    lessonLinks: buildLessonLinks(lessons, enrolments.lessonStudents),
    orders: enrolments.orders,
    feedback: buildFeedback(cal, lessons, enrolments.lessonStudents),
    consultations: consultations.consultations,
    consultationStudents: consultations.consultationStudents,
    news: buildNews(cal, accounts),
    outbox: buildOutbox(cal, accounts, lessons, enrolments.lessonStudents, userRows, people.parents),
    auditLog: [],
  };
  data.auditLog.push({
    at: options.now,
    actorId: null,
    action: 'demo.seed',
    entity: 'database',
    entityId: null,
    before: null,
    after: { today: cal.today, timezone: options.timezone, rows: summarise(data) },
  });
  return data;
}

function summarise(data: DemoData): DemoSeedSummary {
  return Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, rows.length])) as DemoSeedSummary;
}

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Seeds the demo data set whatever the database holds (an existing demo account makes it fail on the unique email). */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<DemoSeedSummary> {
  // One argon2 hash for every account: hashing is deliberately slow.
  const data = buildDemoData(options, await hashPassword(DEMO_PASSWORD));
  await db.transaction((tx) => insertDemoData(tx, data));
  return summarise(data);
}

/** Seeds the demo data set when the database has no users yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, options: DemoSeedOptions): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const data = buildDemoData(options, await hashPassword(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another process may have seeded while this one was hashing.
    if (await hasUsers(tx)) return false;
    await insertDemoData(tx, data);
    return true;
  });
}
