import {
  centreDayOf,
  consultationInstant,
  dateOfBirthInstant,
  joinCommaList,
  peopleListQuerySchema,
  PEOPLE_MESSAGES,
  splitCommaList,
  studentEmptyState,
  studentSaveSchema,
  studentUpdateSchema,
  tutorInputSchema,
  userCreateSchema,
  userManagementSearchSchema,
} from './people';
import { TEXT_MAX, tooLongMessage } from './text';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('people contract (people-records §3–§5)', () => {
  it("says the spec's messages for a student without name, email or parent email", () => {
    expect(issues(studentSaveSchema.safeParse({ name: ' ', email: '', parent: { email: '' } }))).toEqual([
      ['name', 'Name cannot be empty!'],
      ['email', PEOPLE_MESSAGES.emailRequired],
      ['parent.email', 'Parent email cannot be empty!'],
    ]);
    expect(issues(studentSaveSchema.safeParse({ name: 'A', email: 'a@b.co' }))).toEqual([['parent', expect.any(String)]]);
  });

  it('bounds every text: a name over 255 characters is refused with the max message', () => {
    const long = 'x'.repeat(TEXT_MAX.name + 1);
    expect(issues(tutorInputSchema.safeParse({ name: long, email: 'a@b.co' }))).toEqual([
      ['name', tooLongMessage('Name', TEXT_MAX.name)],
    ]);
    expect(issues(studentSaveSchema.safeParse({ name: 'A', email: 'a@b.co', consultation_notes: 'n'.repeat(2001), parent: { email: 'p@b.co' } }))).toEqual([
      ['consultation_notes', tooLongMessage('Consultation notes', 2000)],
    ]);
  });

  it('takes a password only when filled, and then only a valid one', () => {
    const base = { _type: 'Tutor', name: 'T', email: 't@b.co' } as const;
    expect(userCreateSchema.parse({ ...base, password: '' })).not.toHaveProperty('password', expect.anything());
    expect(userCreateSchema.safeParse({ ...base, password: 'short' }).success).toBe(false);
    expect(userCreateSchema.parse({ ...base, password: 'Longer1234' })).toMatchObject({ password: 'Longer1234' });
  });

  it('splits subjects and track record into trimmed lists; years of experience 0 when missing', () => {
    expect(splitCommaList(' Maths , Physics,, ')).toEqual(['Maths', 'Physics']);
    expect(splitCommaList('')).toEqual([]);
    expect(joinCommaList(['a', 'b'])).toBe('a, b');
    const tutor = tutorInputSchema.parse({ name: 'T', email: 'T@B.co', subject: 'IELTS, SAT ', credential: { year_of_exp: null, track_record: ' 7.5 band ,' } });
    expect(tutor).toMatchObject({ email: 't@b.co', subject: ['IELTS', 'SAT'], credential: { year_of_exp: 0, track_record: ['7.5 band'] } });
    expect(tutorInputSchema.parse({ name: 'T', email: 't@b.co' }).credential).toEqual({ year_of_exp: 0, track_record: [] });
  });

  it('dates: birth at the start of the centre day, consultation at its last millisecond', () => {
    expect(dateOfBirthInstant('2010-05-04', 'Asia/Bangkok')).toBe('2010-05-03T17:00:00.000Z');
    expect(consultationInstant('2026-03-10', 'Asia/Bangkok')).toBe('2026-03-10T16:59:59.999Z');
    expect(centreDayOf('2026-03-10T16:59:59.999Z', 'Asia/Bangkok')).toBe('2026-03-10');
    expect(centreDayOf('2026-03-10', 'Asia/Bangkok')).toBe('2026-03-10');
  });

  it('an update changes only what is sent: no defaults fill the rest', () => {
    expect(studentUpdateSchema.parse({ nickname: 'Bee' })).toEqual({ nickname: 'Bee' });
  });

  it('reads the grid address and query leniently, 1-based pages', () => {
    expect(userManagementSearchSchema.parse({ tab: 'bogus', page: '-3' })).toEqual({ tab: 'student', q: '', page: 1 });
    expect(peopleListQuerySchema.parse({ q: ' 50%_ ', page: '2' })).toEqual({ q: '50%_', page: 2 });
    expect(studentEmptyState('')).toBe('There are no students');
    expect(studentEmptyState('x')).toBe('There are no students matching your search');
  });
});
