import type { DemoAccounts } from './accounts';
import type { DemoCalendar } from './calendar';
import type { DemoStudent } from './people';
import { createRng, uuidFor } from './prng';
import type { NewConsultation, NewConsultationStudent } from './types';

const ACTION_PLANS = [
  'Book an IELTS diagnostic test; enrol in the intensive class if below band 6.0.',
  'Counsellor to send a shortlist of UK medicine programmes and their entry requirements.',
  'Add one private maths lesson a week until the school midterm.',
  'Parents to decide between TCAS and studying abroad by the end of the month; follow up by phone.',
  'Start SAT preparation in the next intake; first mock test in two weeks.',
  'Join the debate society to build confidence in speaking.',
] as const;

const NOTES = [
  'Student is motivated but over-committed: three tutoring centres plus school sports.',
  'Mother wants medicine; student prefers architecture. Agreed to explore both before Grade 11.',
  'Scores dropped after moving school; adjustment rather than ability.',
  'Very clear goals; needs a study timetable more than more classes.',
  'Father attended by video call from Singapore.',
  'Student was shy at first, opened up about wanting to study design.',
] as const;

export type DemoConsultations = {
  consultations: NewConsultation[];
  consultationStudents: NewConsultationStudent[];
  /** Each consulted student's latest consultation day, for the profile's date_of_consultation. */
  latestByStudent: Map<string, Date>;
};

/**
 * Consultations. Several fall exactly one month before today, the consultation tab's default day, some done and some
 * not, one of them a family meeting for two siblings; the others are spread over the previous three months.
 */
export function buildConsultations(cal: DemoCalendar, accounts: DemoAccounts, students: DemoStudent[]): DemoConsultations {
  const rng = createRng('consultations');
  const candidates = students.filter((student) => student.isActive && !student.isLead);
  const careerFirst = [
    ...rng.shuffle(candidates.filter((student) => (student.profile.careerGoals as { consultation?: boolean }).consultation)),
    ...rng.shuffle(candidates.filter((student) => !(student.profile.careerGoals as { consultation?: boolean }).consultation)),
  ];
  const monthAgo = cal.offsetOf(cal.monthsAgo(1));
  const otherDays = rng.sample(
    Array.from({ length: 90 }, (_, i) => -(i + 1)).filter((day) => day !== monthAgo),
    8,
  );
  // Make sure the last week has some too, for Prev Day / Next Day browsing near today.
  otherDays[0] = -1;
  otherDays[1] = -6;
  // The first family with two children at the centre comes to a family consultation.
  const byParent = new Map<string, DemoStudent[]>();
  for (const student of candidates) {
    const parentId = student.row.parentId;
    if (parentId) byParent.set(parentId, [...(byParent.get(parentId) ?? []), student]);
  }
  const siblingPair = [...byParent.values()].find((children) => children.length > 1) ?? [];

  const consultations: NewConsultation[] = [];
  const consultationStudents: NewConsultationStudent[] = [];
  const latestByStudent = new Map<string, Date>();
  const doneOnMonthAgo = rng.shuffle([true, true, true, false, false, false]);
  let next = 0;
  const add = (key: string, day: number, attendees: DemoStudent[], done: boolean) => {
    const id = uuidFor(`consultation:${key}`);
    const date = cal.endOf(day);
    const held = cal.at(day, `${String(rng.int(10, 17)).padStart(2, '0')}:${rng.pick(['00', '30'])}`);
    consultations.push({
      id,
      date,
      actionPlans: rng.pick(ACTION_PLANS),
      consultationNotes: rng.pick(NOTES),
      action: done,
      adminId: accounts.superAdmin.id,
      created: held,
      updated: done ? cal.notAfterNow(cal.addMinutes(held, rng.int(60 * 24, 60 * 24 * 10))) : held,
    });
    for (const student of attendees) {
      consultationStudents.push({ consultationId: id, studentId: student.ref.id });
      const previous = latestByStudent.get(student.ref.id);
      if (!previous || previous < date) latestByStudent.set(student.ref.id, date);
    }
  };
  const nextStudent = () => careerFirst[next++ % careerFirst.length];

  doneOnMonthAgo.forEach((done, i) => {
    const attendees = i === 0 && siblingPair.length > 1 ? siblingPair : [nextStudent()];
    add(`month-ago:${i}`, monthAgo, attendees.filter((s): s is DemoStudent => s !== undefined), done);
  });
  otherDays.forEach((day, i) => {
    const student = nextStudent();
    if (student) add(`other:${i}`, day, [student], day < -14 ? rng.chance(0.7) : rng.chance(0.3));
  });
  return { consultations, consultationStudents, latestByStudent };
}
