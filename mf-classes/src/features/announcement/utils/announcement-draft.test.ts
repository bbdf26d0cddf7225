import { announcementRequestSchema } from '@backoffice/domain/announcements';
import {
  announcementBody,
  announcementKey,
  draftFromChanges,
  emptyDraft,
  limitSms,
  missingForSend,
  newRequestId,
  requestsFor,
} from './announcement-draft';

const LESSON_ID = 'e0000000-0000-4000-8000-000000000003';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('missingForSend', () => {
  it('asks an email for a subject and content, in the domain’s words', () => {
    expect(missingForSend(emptyDraft())).toEqual(['Enter the subject', 'Write the announcement']);
    expect(missingForSend({ ...emptyDraft(), subject: '  ', content: '<p> </p>' })).toEqual(['Enter the subject', 'Write the announcement']);
    expect(missingForSend({ ...emptyDraft(), subject: 'Hi', content: '<p>Hello</p>' })).toEqual([]);
  });

  it("refuses a subject, a content or a button text over its maximum, with the contract's message", () => {
    const draft = { ...emptyDraft(), subject: 'x'.repeat(200), content: '<p>Hello</p>', withButton: true, buttonText: 'y'.repeat(60) };
    expect(missingForSend(draft)).toEqual([]);
    expect(missingForSend({ ...draft, subject: 'x'.repeat(201), buttonText: 'y'.repeat(61) })).toEqual([
      'Subject must be at most 200 characters',
      'Button text must be at most 60 characters',
    ]);
    expect(missingForSend({ ...draft, content: `<p>${'z'.repeat(100_000)}</p>` })).toEqual(['Content must be at most 100,000 characters']);
  });

  it('asks for the button text only while the button is wanted', () => {
    const draft = { ...emptyDraft(), subject: 'Hi', content: '<p>Hello</p>', buttonText: ' ' };
    expect(missingForSend(draft)).toEqual([]);
    expect(missingForSend({ ...draft, withButton: true })).toEqual(['Enter the button text']);
  });

  it('asks an SMS for its text only, whatever the email holds', () => {
    expect(missingForSend({ ...emptyDraft(), type: 'sms', sms: '   ' })).toEqual(['Write the announcement']);
    expect(missingForSend({ ...emptyDraft(), type: 'sms', sms: 'See you' })).toEqual([]);
  });
});

describe('announcementBody and requestsFor', () => {
  it('sends the email trimmed, with the button only when ticked, and passes the contract', () => {
    const draft = { ...emptyDraft(), subject: ' Hi ', content: '<p>Hello</p>', buttonText: ' Open ', sms: 'ignored' };
    expect(announcementBody(draft, LESSON_ID)).toEqual({ kind: 'lesson', lesson: LESSON_ID, type: 'email', subject: 'Hi', content: '<p>Hello</p>' });
    const withButton = announcementBody({ ...draft, withButton: true }, LESSON_ID);
    expect(withButton).toMatchObject({ cta: { text: 'Open' } });

    const requests = requestsFor(withButton, ['student', 'video_student'], newRequestId());
    expect(requests.map((r) => r.group)).toEqual(['student', 'video_student']);
    expect(requests[0]!.request_id).toBe(requests[1]!.request_id);
    for (const request of requests) expect(announcementRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends an SMS as its trimmed text, without subject or button', () => {
    const draft = { ...emptyDraft(), type: 'sms' as const, subject: 'Hi', content: '<p>x</p>', withButton: true, sms: ' See you ' };
    expect(announcementBody(draft, LESSON_ID)).toEqual({ kind: 'lesson', lesson: LESSON_ID, type: 'sms', content: 'See you' });
  });

  it('gives the same key to drafts that send the same announcement, another to a changed one', () => {
    const draft = { ...emptyDraft(), subject: 'Hi', content: '<p>Hello</p>' };
    const key = announcementKey(announcementBody(draft, LESSON_ID));
    expect(announcementKey(announcementBody({ ...draft, subject: ' Hi  ', sms: 'other channel' }, LESSON_ID))).toBe(key);
    expect(announcementKey(announcementBody({ ...draft, subject: 'Hi!' }, LESSON_ID))).not.toBe(key);
    expect(announcementKey(announcementBody({ ...draft, withButton: true }, LESSON_ID))).not.toBe(key);
  });
});

describe('limitSms', () => {
  it('keeps 459 characters, counting an emoji as one', () => {
    expect(limitSms('a'.repeat(500))).toHaveLength(459);
    const emoji = '😀'.repeat(460);
    expect([...limitSms(emoji)]).toHaveLength(459);
    expect(limitSms('short')).toBe('short');
  });
});

describe('draftFromChanges', () => {
  it('escapes the names in the email and keeps the SMS within the limit', () => {
    const draft = draftFromChanges({ name: '<b>Essay</b> & co', className: 'IELTS' }, [
      { field: 'tutor', label: 'Tutor', from: 'Somchai Tutor', to: 'Anan <Tutor>' },
    ]);
    expect(draft.subject).toBe('Changes to <b>Essay</b> & co');
    expect(draft.content).toContain('<strong>&lt;b&gt;Essay&lt;/b&gt; &amp; co</strong>');
    expect(draft.content).toContain('<li><strong>Tutor:</strong> Somchai Tutor → Anan &lt;Tutor&gt;</li>');
    expect(draft.sms).toBe('Changes to <b>Essay</b> & co (IELTS): Tutor: Anan <Tutor>.');
    const long = draftFromChanges({ name: 'x'.repeat(600), className: 'IELTS' }, [{ field: 'duration', label: 'Duration', from: '1 h', to: '2 h' }]);
    expect([...long.sms]).toHaveLength(459);
  });
});

describe('newRequestId', () => {
  it('makes a version 4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newRequestId()).toMatch(UUID);
    const insecure = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    const id = newRequestId(insecure);
    expect(id).toMatch(UUID);
    expect(newRequestId(insecure)).not.toBe(id);
  });
});
