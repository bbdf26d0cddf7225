import type { auditLog } from '../../schema/audit';
import type { classes, classStaff, classStudents } from '../../schema/classes';
import type { consultations, consultationStudents } from '../../schema/consultations';
import type { feedback } from '../../schema/feedback';
import type { lessonLinks, lessonPolls, lessons, lessonStaff, lessonStudents } from '../../schema/lessons';
import type { news } from '../../schema/news';
import type { orders } from '../../schema/orders';
import type { outbox } from '../../schema/outbox';
import type { users } from '../../schema/users';

export type DemoSeedOptions = { timezone: string; now: Date };

export type NewUser = typeof users.$inferInsert;
export type NewClass = typeof classes.$inferInsert;
export type NewClassStaff = typeof classStaff.$inferInsert;
export type NewClassStudent = typeof classStudents.$inferInsert;
export type NewLesson = typeof lessons.$inferInsert;
export type NewLessonStaff = typeof lessonStaff.$inferInsert;
export type NewLessonStudent = typeof lessonStudents.$inferInsert;
export type NewLessonPoll = typeof lessonPolls.$inferInsert;
export type NewLessonLink = typeof lessonLinks.$inferInsert;
export type NewOrder = typeof orders.$inferInsert;
export type NewFeedback = typeof feedback.$inferInsert;
export type NewConsultation = typeof consultations.$inferInsert;
export type NewConsultationStudent = typeof consultationStudents.$inferInsert;
export type NewNews = typeof news.$inferInsert;
export type NewOutbox = typeof outbox.$inferInsert;
export type NewAudit = typeof auditLog.$inferInsert;

/** A person other modules refer to: enough to fill `created_by`, history entries and report editors. */
export type PersonRef = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
};

/** Every row of the demo data set, in memory, ready to insert table by table. */
export type DemoData = {
  users: NewUser[];
  classes: NewClass[];
  classStaff: NewClassStaff[];
  classStudents: NewClassStudent[];
  lessons: NewLesson[];
  lessonStaff: NewLessonStaff[];
  lessonStudents: NewLessonStudent[];
  lessonPolls: NewLessonPoll[];
  lessonLinks: NewLessonLink[];
  orders: NewOrder[];
  feedback: NewFeedback[];
  consultations: NewConsultation[];
  consultationStudents: NewConsultationStudent[];
  news: NewNews[];
  outbox: NewOutbox[];
  auditLog: NewAudit[];
};
