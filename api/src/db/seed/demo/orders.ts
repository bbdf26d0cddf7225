import type { LessonStudentGroup, OrderStatus, OrderType } from '@backoffice/domain/enums';
import type { OrderHistoryEntry, OrderPayment } from '../../schema/orders';
import type { DemoAccounts } from './accounts';
import type { DemoCalendar } from './calendar';
import type { DemoClass } from './classes';
import type { DemoLesson } from './lessons';
import type { DemoStudent } from './people';
import { createRng, type Rng, uuidFor } from './prng';
import type { NewClassStudent, NewLessonStudent, NewOrder, PersonRef } from './types';

const GROUP_BY_TYPE: Record<OrderType, LessonStudentGroup> = {
  PAYMENT: 'student',
  TRIAL: 'trial_student',
  PAYMENT_VIDEO: 'video_student',
};

const CANCEL_REASONS = [
  'Parent asked to cancel: schedule clashes with school exams',
  'Duplicate allocation, created twice by mistake',
  'Student moved to a different class',
  'Trial not attended; family no longer interested',
] as const;

const DISCOUNT_CODES = ['EARLYBIRD10', 'SIBLING5', 'FRIEND500'] as const;

/**
 * Who an order is credited to, in turn: agent@demo.test, the two agents it supervises, an agent nobody supervises, and
 * no agent. A fixed rotation rather than a draw, so every run has orders for each case.
 */
const AGENT_ROTATION = ['agent', null, 'agent2', null, 'agent', 'agent4', null, 'agent3', 'agent', null] as const;

type Plan = 'founder' | 'joiner' | 'trial-then-join' | 'video' | 'whole-course';

type OrderDraft = {
  key: string;
  type: OrderType;
  status: OrderStatus;
  student: DemoStudent;
  klass: DemoClass;
  lessons: DemoLesson[];
  /** Day offset and wall-clock time the order was created. */
  createdDay: number;
  remark: 'NEW' | 'EXISTING';
  isRenewal: boolean;
  creator: PersonRef;
  /** undefined: take the next agent of the rotation; null: no agent. */
  agent?: PersonRef | null;
  cancelReason?: string;
};

export type DemoEnrolments = {
  orders: NewOrder[];
  lessonStudents: NewLessonStudent[];
  classStudents: NewClassStudent[];
};

export function buildEnrolments(
  cal: DemoCalendar,
  accounts: DemoAccounts,
  students: DemoStudent[],
  classes: DemoClass[],
  lessons: DemoLesson[],
): DemoEnrolments {
  const rng = createRng('enrolments');
  const lessonsOf = new Map<string, DemoLesson[]>();
  for (const lesson of lessons) {
    if (!lesson.isActive) continue;
    lessonsOf.set(lesson.class.spec.key, [...(lessonsOf.get(lesson.class.spec.key) ?? []), lesson]);
  }
  const classByKey = new Map(classes.map((klass) => [klass.spec.key, klass]));
  const seller = () =>
    rng.weighted<PersonRef>([
      [accounts.salesAdmins[0] ?? accounts.superAdmin, 5],
      [accounts.salesAdmins[1] ?? accounts.superAdmin, 2],
      [accounts.salesAdmins[2] ?? accounts.superAdmin, 2],
      [accounts.superAdmin, 1],
    ]);
  const drafts: OrderDraft[] = [];
  const enrolCount = new Map<number, number>();

  // Rosters: active students whose school grade fits the class, fewest classes first; leads stay out of rosters.
  for (const klass of classes) {
    const { spec } = klass;
    const classLessons = lessonsOf.get(spec.key) ?? [];
    if (spec.roster === 0 || classLessons.length === 0) continue;
    const pool = students.filter((student) =>
      spec.isActive ? student.isActive && !student.isLead : !student.isLead,
    );
    const ranked = rng
      .shuffle(pool)
      .map((student) => ({
        student,
        fits: student.grade >= spec.grades[0] && student.grade <= spec.grades[1],
        load: enrolCount.get(student.position) ?? 0,
        // student@demo.test is in the IELTS class; the two who left the centre were in the finished camp.
        forced: (spec.key === 'ielts' && student.position === 0) || (!spec.isActive && !student.isActive),
      }))
      .filter((entry) => entry.load < 2)
      .sort((a, b) => Number(b.forced) - Number(a.forced) || Number(b.fits) - Number(a.fits) || a.load - b.load);
    const roster = ranked.slice(0, spec.roster).map((entry) => entry.student);
    roster.forEach((student, seat) => {
      enrolCount.set(student.position, (enrolCount.get(student.position) ?? 0) + 1);
      const plan: Plan = !spec.isActive
        ? 'whole-course'
        : spec.roster === 1 || seat === 0
          ? 'founder'
          : rng.weighted<Plan>([
              ['founder', 5],
              ['joiner', 2],
              ['trial-then-join', 2],
              ['video', 2],
            ]);
      drafts.push(...planOrders(rng, plan, student, klass, classLessons, seller));
    });
  }

  const enrolled = new Set(drafts.map((draft) => `${draft.klass.spec.key}:${draft.student.position}`));
  drafts.push(...extraOrders(rng, accounts, students, enrolled, classByKey, lessonsOf, seller));
  drafts.sort((a, b) => a.createdDay - b.createdDay || a.key.localeCompare(b.key));

  const orders: NewOrder[] = [];
  const lessonStudents: NewLessonStudent[] = [];
  const classStudents = new Map<string, NewClassStudent>();
  const seats = new Set<string>();
  const place = (draw: Rng, draft: OrderDraft, agent: PersonRef | null) => {
    const order = toOrder(draw, cal, draft, agent);
    orders.push(order);
    if (draft.status === 'CANCELLED') return;
    const added = order.created as Date;
    for (const lesson of draft.lessons) {
      const seat = `${lesson.id}:${draft.student.ref.id}`;
      // A student sits in a lesson once (the table's key); overlapping allocations keep the first.
      if (seats.has(seat)) continue;
      seats.add(seat);
      lessonStudents.push(attendance(draw, cal, lesson, draft, order.id as string, added));
    }
    const classSeat = `${draft.klass.id}:${draft.student.ref.id}`;
    if (!classStudents.has(classSeat)) {
      classStudents.set(classSeat, { classId: draft.klass.id, userId: draft.student.ref.id, added });
    }
  };
  let rotation = 0;
  for (const draft of drafts) {
    const agentKey = AGENT_ROTATION[rotation++ % AGENT_ROTATION.length];
    const rotatedAgent =
      agentKey === 'agent'
        ? accounts.agent
        : agentKey === 'agent2'
          ? accounts.supervisedAgents[0]
          : agentKey === 'agent3'
            ? accounts.supervisedAgents[1]
            : agentKey === 'agent4'
              ? accounts.otherAgent
              : null;
    place(rng, draft, draft.agent === undefined ? rotatedAgent : draft.agent);
  }

  // Added after everything else, from a stream of their own, so the rest of the data set is what it was without them.
  const reachRng = createRng('announcement-reach');
  const groupsOf = new Map<string, Set<LessonStudentGroup>>();
  for (const seat of lessonStudents) {
    const groups = groupsOf.get(seat.lessonId) ?? new Set<LessonStudentGroup>();
    groups.add(seat.group ?? 'student');
    groupsOf.set(seat.lessonId, groups);
  }
  const inClass = (klass: DemoClass, student: DemoStudent) => classStudents.has(`${klass.id}:${student.ref.id}`);
  for (const draft of reachDrafts(reachRng, accounts, students, classes, lessonsOf, groupsOf, inClass)) {
    place(reachRng, draft, draft.agent ?? null);
  }

  // The student profile dialog's demo (issue 12): the 1-on-1 mathematics student, who struggles there, joined the
  // debate club five weeks ago, where it goes well; the dialog then has two classes whose figures differ and shows
  // every band. Last and from a stream of its own, like the orders above, so nothing else changes.
  const dialogRng = createRng('profile-dialog');
  const privateDraft = drafts.find((draft) => draft.klass.spec.key === 'math-private' && draft.type === 'PAYMENT' && draft.status !== 'CANCELLED');
  const debate = classByKey.get('debate');
  if (privateDraft && debate && !inClass(debate, privateDraft.student)) {
    place(
      dialogRng,
      {
        key: `profile-dialog:debate:${privateDraft.student.position}`,
        type: 'PAYMENT',
        status: 'PAID',
        student: privateDraft.student,
        klass: debate,
        lessons: (lessonsOf.get('debate') ?? []).filter((lesson) => lesson.day >= -35),
        createdDay: -37,
        remark: 'EXISTING',
        isRenewal: false,
        creator: accounts.salesAdmins[0] ?? accounts.superAdmin,
      },
      null,
    );
  }
  return { orders, lessonStudents, classStudents: [...classStudents.values()] };
}

/** Today's lessons and the coming week's: those the class lessons page opens on, and the dashboard lists today. */
const REACH_DAYS = 7;

/**
 * Every lesson of an active class from today to a week ahead has students in all three groups, so the lesson
 * detail's tabs and Make Announcement (one send per group) have someone everywhere: where a class has no video student
 * yet, a regular customer buys the recordings of the rest of the course; where a lesson has no trial student, someone
 * from outside the class books a trial of it through the partner. Trials go to leads first (that is what leads do),
 * then to regular customers of other classes; never to student@demo.test, whose allocations the journeys read.
 */
function reachDrafts(
  rng: Rng,
  accounts: DemoAccounts,
  students: DemoStudent[],
  classes: DemoClass[],
  lessonsOf: Map<string, DemoLesson[]>,
  groupsOf: Map<string, Set<LessonStudentGroup>>,
  inClass: (klass: DemoClass, student: DemoStudent) => boolean,
): OrderDraft[] {
  const drafts: OrderDraft[] = [];
  const joined = new Set<string>();
  const pickOutsider = (klass: DemoClass, pool: DemoStudent[]): DemoStudent | undefined => {
    const outside = pool.filter(
      (student) => student.position !== 0 && !inClass(klass, student) && !joined.has(`${klass.id}:${student.position}`),
    );
    const student = outside.length > 0 ? rng.pick(outside) : undefined;
    if (student) joined.add(`${klass.id}:${student.position}`);
    return student;
  };
  const regulars = students.filter((student) => student.isActive && !student.isLead);
  const leads = students.filter((student) => student.isActive && student.isLead);
  const has = (lesson: DemoLesson, group: LessonStudentGroup) => groupsOf.get(lesson.id)?.has(group) ?? false;

  for (const klass of classes) {
    if (!klass.spec.isActive) continue;
    const lessons = lessonsOf.get(klass.spec.key) ?? [];
    const coming = lessons.filter((lesson) => lesson.day >= 0 && lesson.day <= REACH_DAYS);
    if (coming.length === 0) continue;

    if (coming.some((lesson) => !has(lesson, 'video_student'))) {
      const student = pickOutsider(klass, regulars);
      if (student) {
        drafts.push({
          key: `reach:${klass.spec.key}:video`,
          type: 'PAYMENT_VIDEO',
          status: 'PAID',
          student,
          klass,
          lessons: lessons.filter((lesson) => lesson.day >= 0),
          createdDay: -rng.int(1, 6),
          remark: 'EXISTING',
          isRenewal: false,
          creator: accounts.salesAdmins[0] ?? accounts.superAdmin,
          agent: null,
        });
      }
    }
    for (const lesson of coming) {
      if (has(lesson, 'trial_student')) continue;
      const student = pickOutsider(klass, leads) ?? pickOutsider(klass, regulars);
      if (!student) continue;
      drafts.push({
        key: `reach:${klass.spec.key}:trial:${lesson.seq}`,
        type: 'TRIAL',
        status: 'PROCESSED',
        student,
        klass,
        lessons: [lesson],
        createdDay: Math.min(0, lesson.day - rng.int(1, 3)),
        remark: student.isLead ? 'NEW' : 'EXISTING',
        isRenewal: false,
        creator: accounts.partner,
        agent: null,
      });
    }
  }
  return drafts;
}

function planOrders(
  rng: Rng,
  plan: Plan,
  student: DemoStudent,
  klass: DemoClass,
  classLessons: DemoLesson[],
  seller: () => PersonRef,
): OrderDraft[] {
  const key = `${klass.spec.key}:${student.position}`;
  const base = { student, klass, creator: seller() };
  const firstDay = classLessons[0]?.day ?? 0;
  // Booked a few days before the first lesson, but not more than about two months ago (the orders screen's range).
  const firstBooking = (day: number) => Math.max(day - rng.int(1, 5), -62);
  switch (plan) {
    case 'whole-course':
      return [
        { ...base, key: `${key}:whole`, type: 'PAYMENT', status: 'PAID', lessons: classLessons, createdDay: firstBooking(firstDay), remark: 'NEW', isRenewal: false },
      ];
    case 'founder': {
      // Bought the first block before the class started, then renewed within the last month.
      const renewDay = rng.int(-18, 10);
      const initial = classLessons.filter((lesson) => lesson.day < renewDay);
      const renewal = classLessons.filter((lesson) => lesson.day >= renewDay);
      const drafts: OrderDraft[] = [];
      if (initial.length > 0) {
        drafts.push({
          ...base,
          key: `${key}:first`,
          type: 'PAYMENT',
          status: rng.chance(0.85) ? 'PAID' : 'PROCESSED',
          lessons: initial,
          createdDay: firstBooking(firstDay),
          remark: 'NEW',
          isRenewal: false,
        });
      }
      if (renewal.length > 0) {
        drafts.push({
          ...base,
          key: `${key}:renewal`,
          type: 'PAYMENT',
          status: rng.weighted<OrderStatus>([
            ['PAID', 5],
            ['PROCESSED', 2],
            ['INIT', 2],
          ]),
          lessons: renewal,
          createdDay: Math.min(0, renewDay - rng.int(3, 9)),
          remark: initial.length > 0 ? 'EXISTING' : 'NEW',
          isRenewal: initial.length > 0,
        });
      }
      return drafts;
    }
    case 'joiner': {
      const joinDay = rng.int(-26, -3);
      return [
        {
          ...base,
          key: `${key}:join`,
          type: 'PAYMENT',
          status: rng.weighted<OrderStatus>([
            ['PAID', 4],
            ['PROCESSED', 2],
            ['INIT', 2],
          ]),
          lessons: classLessons.filter((lesson) => lesson.day >= joinDay),
          createdDay: joinDay - rng.int(1, 4),
          remark: 'NEW',
          isRenewal: false,
        },
      ];
    }
    case 'trial-then-join': {
      const trialDay = rng.int(-30, -8);
      const trial = classLessons.find((lesson) => lesson.day >= trialDay);
      if (!trial) return [];
      return [
        { ...base, key: `${key}:trial`, type: 'TRIAL', status: 'PROCESSED', lessons: [trial], createdDay: trial.day - rng.int(2, 5), remark: 'NEW', isRenewal: false },
        {
          ...base,
          key: `${key}:after-trial`,
          type: 'PAYMENT',
          status: rng.chance(0.7) ? 'PAID' : 'INIT',
          lessons: classLessons.filter((lesson) => lesson.day > trial.day),
          createdDay: Math.min(0, trial.day + rng.int(1, 3)),
          remark: 'NEW',
          isRenewal: false,
        },
      ];
    }
    case 'video': {
      // Recordings of the whole course, bought part-way through.
      return [
        { ...base, key: `${key}:video`, type: 'PAYMENT_VIDEO', status: 'PAID', lessons: classLessons, createdDay: -rng.int(3, 20), remark: 'NEW', isRenewal: false },
      ];
    }
  }
}

/**
 * Orders that do not come from a roster: new leads' trials (one in today's IELTS lesson, some created by the
 * partner), an allocation awaiting payment, and cancellations of every type.
 */
function extraOrders(
  rng: Rng,
  accounts: DemoAccounts,
  students: DemoStudent[],
  enrolled: Set<string>,
  classByKey: Map<string, DemoClass>,
  lessonsOf: Map<string, DemoLesson[]>,
  seller: () => PersonRef,
): OrderDraft[] {
  const leads = students.filter((student) => student.isLead);
  // A regular customer buying something in a class they are not in yet (a seat is held once per lesson).
  const regularOutside = (classKey: string) =>
    rng.pick(students.filter((s) => s.isActive && !s.isLead && !enrolled.has(`${classKey}:${s.position}`)));
  const drafts: OrderDraft[] = [];
  const add = (
    key: string,
    student: DemoStudent | undefined,
    classKey: string,
    pickLessons: (lessons: DemoLesson[]) => DemoLesson[],
    rest: Pick<OrderDraft, 'type' | 'status' | 'createdDay' | 'remark'> & Partial<OrderDraft>,
  ) => {
    const klass = classByKey.get(classKey);
    const chosen = pickLessons(lessonsOf.get(classKey) ?? []);
    if (!student || !klass || chosen.length === 0) return;
    drafts.push({ key: `extra:${key}`, student, klass, lessons: chosen, isRenewal: false, creator: seller(), ...rest });
  };
  const nextFrom = (day: number) => (lessons: DemoLesson[]) => lessons.filter((lesson) => lesson.day >= day).slice(0, 1);
  const lastBefore = (day: number) => (lessons: DemoLesson[]) => lessons.filter((lesson) => lesson.day <= day).slice(-1);
  const fromDay = (day: number) => (lessons: DemoLesson[]) => lessons.filter((lesson) => lesson.day >= day);

  add('trial-today', leads[0], 'ielts', nextFrom(0), {
    type: 'TRIAL', status: 'INIT', createdDay: -1, remark: 'NEW', creator: accounts.partner, agent: null,
  });
  add('trial-upcoming', leads[1], 'primary-english', nextFrom(1), {
    type: 'TRIAL', status: 'PROCESSED', createdDay: -2, remark: 'NEW', agent: accounts.agent,
  });
  add('trial-past', leads[2], 'creative-writing', lastBefore(-1), {
    type: 'TRIAL', status: 'PROCESSED', createdDay: -9, remark: 'NEW', creator: accounts.partner, agent: null,
  });
  add('trial-cancelled', leads[3], 'sat-math', nextFrom(-4), {
    type: 'TRIAL', status: 'CANCELLED', createdDay: -8, remark: 'NEW', creator: accounts.partner, agent: null,
    cancelReason: CANCEL_REASONS[3],
  });
  add('payment-cancelled', leads[4], 'physics-s3', fromDay(-10), {
    type: 'PAYMENT', status: 'CANCELLED', createdDay: -12, remark: 'NEW', cancelReason: CANCEL_REASONS[0],
  });
  add('awaiting-payment', leads[5], 'chemistry', fromDay(1), {
    type: 'PAYMENT', status: 'INIT', createdDay: 0, remark: 'NEW', agent: accounts.supervisedAgents[0],
  });
  add('video-cancelled', regularOutside('ielts'), 'ielts', (lessons) => lessons, {
    type: 'PAYMENT_VIDEO', status: 'CANCELLED', createdDay: -15, remark: 'EXISTING', cancelReason: CANCEL_REASONS[1],
  });
  add('moved-class', regularOutside('debate'), 'debate', fromDay(-20), {
    type: 'PAYMENT', status: 'CANCELLED', createdDay: -22, remark: 'EXISTING', cancelReason: CANCEL_REASONS[2], agent: accounts.otherAgent,
  });
  add('video-pending', regularOutside('sat-math'), 'sat-math', (lessons) => lessons, {
    type: 'PAYMENT_VIDEO', status: 'INIT', createdDay: -1, remark: 'EXISTING',
  });
  return drafts;
}

function timeOfDay(rng: Rng): string {
  return `${String(rng.int(9, 19)).padStart(2, '0')}:${String(rng.int(0, 11) * 5).padStart(2, '0')}`;
}

function toOrder(rng: Rng, cal: DemoCalendar, draft: OrderDraft, agent: PersonRef | null): NewOrder {
  const id = uuidFor(`order:${draft.key}`);
  const created = draft.createdDay >= 0 ? cal.earlierToday(timeOfDay(rng)) : cal.notAfterNow(cal.at(draft.createdDay, timeOfDay(rng)));
  const later = (minutes: number) => cal.notAfterNow(cal.addMinutes(created, minutes));
  const online = draft.type !== 'TRIAL' && rng.chance(0.4);
  const provider = online ? rng.pick(['stripe', 'hitpay'] as const) : null;
  const paidAt = later(rng.int(5, 60 * 20));
  const payment: OrderPayment = {
    channel: online ? 'online' : 'offline',
    provider,
    platform: provider === 'stripe' ? 'credit-card' : provider === 'hitpay' ? 'paynow' : null,
    completed_on: draft.status === 'PAID' || draft.status === 'PROCESSED' ? paidAt.toISOString() : null,
  };
  const history: OrderHistoryEntry[] = [
    { status: 'INIT', remark: draft.remark, at: created.toISOString(), by: draft.creator.name },
  ];
  if (draft.status === 'PAID') {
    history.push({ status: 'PAID', remark: online ? `Paid online (${provider})` : 'Payment received at the front desk', at: paidAt.toISOString(), by: draft.creator.name });
  } else if (draft.status === 'PROCESSED') {
    history.push({ status: 'PROCESSED', remark: draft.type === 'TRIAL' ? 'Trial lesson assigned' : 'Lessons assigned', at: paidAt.toISOString(), by: draft.creator.name });
  } else if (draft.status === 'CANCELLED') {
    history.push({ status: 'CANCELLED', remark: draft.cancelReason ?? 'Cancelled', at: later(rng.int(60, 60 * 48)).toISOString(), by: draft.creator.name });
  }
  const lessonCount = draft.lessons.length;
  const discountCode = draft.type === 'PAYMENT' && rng.chance(0.15) ? rng.pick(DISCOUNT_CODES) : null;
  const lastEvent = history[history.length - 1];
  return {
    id,
    type: draft.type,
    status: draft.status,
    // A cancellation replaces the remark with its reason (back-office §4 Orders).
    remark: draft.status === 'CANCELLED' ? (draft.cancelReason ?? 'Cancelled') : draft.remark,
    history,
    studentId: draft.student.ref.id,
    classId: draft.klass.id,
    agentId: agent?.id ?? null,
    // What the allocation form holds: the student's email and phone as typed (spec §3 created_by).
    createdBy: {
      name: draft.student.ref.name,
      email: draft.student.ref.email,
      phone_country_code: draft.student.ref.phoneCountryCode,
      phone: draft.student.ref.phone,
    },
    createdById: draft.creator.id,
    payment,
    detail: {
      lessonList: draft.lessons.map((lesson) => lesson.id),
      lesson: lessonCount,
      // A trial is free; the early-bird code gives one lesson free.
      billable_lesson: draft.type === 'TRIAL' ? 0 : discountCode === 'EARLYBIRD10' ? Math.max(lessonCount - 1, 0) : lessonCount,
      class_obj: { _id: draft.klass.id, name: draft.klass.spec.name },
    },
    meta: { is_renewal: draft.isRenewal },
    discountCode,
    created,
    updated: lastEvent ? new Date(lastEvent.at) : created,
  };
}

/** A lesson seat, with attendance for lessons that have ended (join and leave times only for Zoom). */
function attendance(rng: Rng, cal: DemoCalendar, lesson: DemoLesson, draft: OrderDraft, orderId: string, added: Date): NewLessonStudent {
  const group = GROUP_BY_TYPE[draft.type];
  const ended = lesson.endedOn.getTime() <= cal.now.getTime();
  // Video students watch the recording; they never attend live.
  const attended = ended && group !== 'video_student' && rng.chance(group === 'trial_student' ? 0.8 : 0.9);
  const late = lesson.row.lessonMeta?.punctuality === 'y';
  return {
    lessonId: lesson.id,
    userId: draft.student.ref.id,
    group,
    orderId,
    attended,
    joinedAt: attended && lesson.isZoom ? cal.addMinutes(lesson.scheduledOn, late ? rng.int(8, 20) : -rng.int(0, 6)) : null,
    leftAt: attended && lesson.isZoom ? cal.addMinutes(lesson.endedOn, -rng.int(0, 12)) : null,
    added,
  };
}
