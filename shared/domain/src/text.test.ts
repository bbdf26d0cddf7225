import type { z } from 'zod';
import { ANNOUNCEMENT_CTA_MAX, ANNOUNCEMENT_SUBJECT_MAX, announcementRequestSchema } from './announcements';
import { authRequestSchema } from './api';
import {
  CLASS_MESSAGES,
  CURRENCY_MAX_LENGTH,
  classCreateSchema,
  classUpdateSchema,
  lessonCreateSchema,
  lessonUpdateSchema,
  parseStudentEmails,
  studentLookupSchema,
} from './classes';
import { MESSAGES } from './messages';
import { orderCancelSchema, orderCreateSchema, orderImportRowSchema } from './orders';
import { pollQuestionInputSchema } from './polls';
import { optionalText, requiredText, TEXT_MAX, tooLongMessage } from './text';
import { emailSchema, newPasswordSchema, optionalEmailSchema } from './validation';

const text = (length: number, unit = 'x') => unit.repeat(length);
const emailOf = (length: number) => `${text(length - '@centre.test'.length, 'e')}@centre.test`;

/** The issues of a parse as `path: message`. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('tooLongMessage', () => {
  it('names the field and its maximum, grouped in thousands', () => {
    expect(tooLongMessage('Class name', 255)).toBe('Class name must be at most 255 characters');
    expect(tooLongMessage('Description', 100_000)).toBe('Description must be at most 100,000 characters');
  });
});

describe('requiredText', () => {
  const name = requiredText('Class name', 5, 'Enter the class name');

  it('says a value is missing only when it is missing, empty or spaces', () => {
    expect(issues(name, undefined)).toEqual([': Enter the class name']);
    expect(issues(name, '')).toEqual([': Enter the class name']);
    expect(issues(name, '   ')).toEqual([': Enter the class name']);
  });

  it('says a value is too long with the max message, counting the trimmed text', () => {
    expect(issues(name, 'abcdef')).toEqual([': Class name must be at most 5 characters']);
    expect(name.parse('  abcde  ')).toBe('abcde');
  });

  it('leaves an optional text empty and still bounds it', () => {
    const remark = optionalText('Remark', 3);
    expect(remark.parse('  ')).toBe('');
    expect(issues(remark, 'abcd')).toEqual([': Remark must be at most 3 characters']);
  });
});

describe('every free-text field of the requests has a maximum with its own message', () => {
  const klass = {
    name: 'IELTS',
    subject: 'English',
    start_date: '2026-04-01T03:00:00.000Z',
    end_date: '2026-06-30T03:00:00.000Z',
    schedule: { start_time: '10:00', end_time: '12:00', date_of_week: 'Monday' },
    level: ['secondary-3'],
  };
  const lesson = {
    class: '00000000-0000-4000-8000-000000000001',
    name: 'Kinematics',
    scheduled_on: '2026-03-16T03:00:00.000Z',
    ended_on: '2026-03-16T04:30:00.000Z',
  };
  const order = {
    type: 'PAYMENT',
    email: 'someone@example.com',
    class: '00000000-0000-4000-8000-000000000001',
    start_date: '2026-03-12T03:00:00.000Z',
    end_date: '2026-03-19T03:00:00.000Z',
    remark: 'NEW',
  };
  const csvRow = { id: '1', email: 'someone@example.com', class_id: '00000000-0000-4000-8000-000000000001', date: '2026-03-01', lessons: 1 };
  const poll = { name: 'Question 1', question: 'Which is a vector?', choice_type: 'single', option: ['Velocity', 'Speed'] };
  const email = {
    kind: 'lesson',
    lesson: '00000000-0000-4000-8000-000000000001',
    type: 'email',
    group: 'student',
    request_id: '00000000-0000-4000-8000-000000000002',
    subject: 'Room change',
    content: '<p>Room 4</p>',
  };

  // [what, schema, a valid body, the field's path, the value at its maximum, the value one over, the message]
  const cases: Array<[string, z.ZodType, Record<string, unknown>, string, unknown, unknown, string]> = [
    ['class name', classCreateSchema, klass, 'name', text(255), text(256), 'Class name must be at most 255 characters'],
    ['subject', classCreateSchema, klass, 'subject', text(255), text(256), 'Subject must be at most 255 characters'],
    ['country', classCreateSchema, klass, 'country', text(50), text(51), 'Country must be at most 50 characters'],
    ['class type', classCreateSchema, klass, 'class_type', text(255), text(256), 'Class type must be at most 255 characters'],
    ['currency', classCreateSchema, klass, 'currency', text(CURRENCY_MAX_LENGTH), text(CURRENCY_MAX_LENGTH + 1), 'Currency must be at most 10 characters'],
    ['class description', classUpdateSchema, {}, 'desc', text(100_000), text(100_001), 'Description must be at most 100,000 characters'],
    ['lesson name', lessonCreateSchema, lesson, 'name', text(255), text(256), 'Lesson name must be at most 255 characters'],
    ['lesson description', lessonUpdateSchema, {}, 'desc', text(100_000), text(100_001), 'Description must be at most 100,000 characters'],
    ['hosting type', lessonUpdateSchema, {}, 'hosting_type', text(50), text(51), 'Type must be at most 50 characters'],
    ['order email', orderCreateSchema, order, 'email', emailOf(254), emailOf(255), 'Email must be at most 254 characters'],
    ['order name', orderCreateSchema, order, 'name', text(255), text(256), 'Name must be at most 255 characters'],
    ['order phone', orderCreateSchema, order, 'phone', text(30, '1'), text(31, '1'), 'Phone must be at most 30 characters'],
    ['order remark', orderCreateSchema, order, 'remark', text(1000), text(1001), 'Remark must be at most 1,000 characters'],
    ['discount code', orderCreateSchema, order, 'discount_code', text(50), text(51), 'Discount code must be at most 50 characters'],
    ['cancel reason', orderCancelSchema, {}, 'remark', text(1000), text(1001), 'Reason must be at most 1,000 characters'],
    ['CSV id', orderImportRowSchema, csvRow, 'id', text(100), text(101), 'id must be at most 100 characters'],
    ['CSV email', orderImportRowSchema, csvRow, 'email', emailOf(254), emailOf(255), 'Email must be at most 254 characters'],
    ['CSV name', orderImportRowSchema, csvRow, 'name', text(255), text(256), 'name must be at most 255 characters'],
    ['CSV remark', orderImportRowSchema, csvRow, 'remark', text(1000), text(1001), 'remark must be at most 1,000 characters'],
    ['CSV discount code', orderImportRowSchema, csvRow, 'discount_code', text(50), text(51), 'discount_code must be at most 50 characters'],
    ['CSV class name', orderImportRowSchema, csvRow, 'class_name', text(255), text(256), 'class_name must be at most 255 characters'],
    ['CSV level id', orderImportRowSchema, csvRow, 'level_id', text(100), text(101), 'level_id must be at most 100 characters'],
    ['CSV created', orderImportRowSchema, csvRow, 'created', text(100), text(101), 'created must be at most 100 characters'],
    ['poll name', pollQuestionInputSchema, poll, 'name', text(255), text(256), 'Name must be at most 255 characters'],
    ['poll question', pollQuestionInputSchema, poll, 'question', text(1000), text(1001), 'Question must be at most 1,000 characters'],
    ['email subject', announcementRequestSchema, email, 'subject', text(ANNOUNCEMENT_SUBJECT_MAX), text(ANNOUNCEMENT_SUBJECT_MAX + 1), 'Subject must be at most 200 characters'],
    ['email content', announcementRequestSchema, email, 'content', text(100_000), text(100_001), 'Content must be at most 100,000 characters'],
    ['sign-in email', authRequestSchema, { password: 'secret' }, 'email', emailOf(254), emailOf(255), 'Email must be at most 254 characters'],
    ['sign-in password', authRequestSchema, { email: 'a@b.co' }, 'password', text(1024), text(1025), 'Password must be at most 1,024 characters'],
  ];

  it.each(cases)('%s', (_, schema, body, path, atMax, overMax, message) => {
    const withValue = (value: unknown) => {
      const copy = structuredClone(body);
      let target: Record<string, unknown> = copy;
      const keys = path.split('.');
      for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
      target[keys.at(-1)!] = value;
      return copy;
    };
    expect(issues(schema, withValue(atMax))).toEqual([]);
    expect(issues(schema, withValue(overMax))).toEqual([`${path}: ${message}`]);
  });

  it('bounds the day of week inside the schedule', () => {
    const schedule = (date_of_week: string) => ({ schedule: { start_time: '10:00', end_time: '11:00', date_of_week } });
    expect(issues(classUpdateSchema, schedule(text(255)))).toEqual([]);
    expect(issues(classUpdateSchema, schedule(text(256)))).toEqual(['schedule.date_of_week: Day of week must be at most 255 characters']);
  });

  it('bounds each poll answer and the button text', () => {
    expect(issues(pollQuestionInputSchema, { ...poll, option: ['Velocity', text(501)] })).toEqual(['option.1: Answer must be at most 500 characters']);
    expect(issues(announcementRequestSchema, { ...email, cta: { text: text(ANNOUNCEMENT_CTA_MAX + 1) } })).toEqual([
      'cta.text: Button text must be at most 60 characters',
    ]);
  });

  it('keeps the spec\'s 459 characters for an SMS', () => {
    const sms = { ...email, type: 'sms', subject: undefined };
    expect(issues(announcementRequestSchema, { ...sms, content: text(459) })).toEqual([]);
    expect(issues(announcementRequestSchema, { ...sms, content: text(460) })).toEqual(['content: An SMS holds at most 459 characters']);
  });
});

describe('the required messages stay the spec\'s', () => {
  it.each([
    ['class name', classCreateSchema, 'name', CLASS_MESSAGES.nameRequired],
    ['subject', classCreateSchema, 'subject', CLASS_MESSAGES.subjectRequired],
    ['lesson name', lessonCreateSchema, 'name', CLASS_MESSAGES.lessonNameRequired],
    ['cancel reason', orderCancelSchema, 'remark', MESSAGES.cancelRemarkRequired],
    ['poll name', pollQuestionInputSchema, 'name', MESSAGES.pollNameRequired],
    ['poll title', pollQuestionInputSchema, 'question', MESSAGES.pollTitleRequired],
  ] as Array<[string, z.ZodType, string, string]>)('%s: missing or empty', (_, schema, field, message) => {
    for (const value of [undefined, '', '  ']) {
      expect(issues(schema, { [field]: value })).toContain(`${field}: ${message}`);
    }
  });

  it("gives the order remark the spec's helper text when it is missing", () => {
    expect(issues(orderCreateSchema, { remark: '' })).toContain(`remark: ${MESSAGES.remarkHelper}`);
  });
});

describe('emails', () => {
  it('says only that an email is too long, not also that it is malformed', () => {
    for (const schema of [emailSchema, optionalEmailSchema]) {
      expect(issues(schema, text(8 * 1024))).toEqual([': Email must be at most 254 characters']);
      expect(schema.parse(emailOf(254).toUpperCase())).toBe(emailOf(254));
    }
  });

  it('refuses a too-long email in Add Student before it is looked up', () => {
    expect(parseStudentEmails(`a@b.co\n${emailOf(255)}`).error).toBe('Email must be at most 254 characters');
    expect(parseStudentEmails(emailOf(254)).error).toBeNull();
    expect(issues(studentLookupSchema, { emails: [emailOf(255)] })).toEqual(['emails.0: Email must be at most 254 characters']);
  });

  it('bounds a new password', () => {
    expect(issues(newPasswordSchema, `Aa1${text(TEXT_MAX.password - 3)}`)).toEqual([]);
    expect(issues(newPasswordSchema, `Aa1${text(TEXT_MAX.password - 2)}`)).toEqual([': Password must be at most 1,024 characters']);
  });
});
