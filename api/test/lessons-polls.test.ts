import type { LessonDetail } from '@backoffice/domain/classes';
import { MESSAGES } from '@backoffice/domain/messages';
import { POLL_MESSAGES, type PollQuestionInput } from '@backoffice/domain/polls';
import type { PollQuestion } from '@backoffice/domain/records';
import { auditCount, auditOf, insertClass, insertLessons, insertStoredPoll, makeZoomLesson, pollsOfLesson, type ClassRow, type LessonRow } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;

/** Roles that may open the Zoom detail but not manage its polls, and roles that may not open it at all. */
const VIEWERS = { tutor: 'Tutor', partner: 'Partner' } as const;
const OUTSIDERS = { agent: 'Agent', dataadmin: 'DataAdmin', salesadmin: 'SalesAdmin', custservice: 'CustService' } as const;

beforeAll(async () => {
  api = await testApi({ clock, staff: { admin: 'SuperAdmin', ...VIEWERS, ...OUTSIDERS } });
  klass = await insertClass(api.db, { name: 'IELTS Writing' });
});
afterAll(async () => {
  await api.close();
});

const UNKNOWN = '00000000-0000-4000-8000-0000000000bb';

async function zoomLesson(options: { room?: boolean } = {}): Promise<LessonRow> {
  const [lesson] = await insertLessons(api.db, klass.id, ['2026-03-10T05:00:00Z']);
  await makeZoomLesson(api.db, lesson!.id, options);
  return lesson!;
}

async function offlineLesson(): Promise<LessonRow> {
  const [lesson] = await insertLessons(api.db, klass.id, ['2026-03-10T05:00:00Z']);
  return lesson!;
}

function form(overrides: Partial<PollQuestionInput> = {}): PollQuestionInput {
  return {
    name: 'Question 1',
    question: 'Which word is closest in meaning to "significant"?',
    choice_type: 'single',
    option: ['minor', 'considerable', 'temporary', 'obvious'],
    answer_index: [1],
    ...overrides,
  };
}

async function add(lessonId: string, body: PollQuestionInput, who = 'admin'): Promise<PollQuestion> {
  const response = await api.as(who).post(`/api/admin/lesson/${lessonId}/poll`, body);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 201 });
  return (response.json() as { data: PollQuestion }).data;
}

async function detail(lessonId: string, who = 'admin'): Promise<LessonDetail> {
  const response = await api.as(who).get(`/api/admin/lesson/${lessonId}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: LessonDetail }).data;
}

describe('POST /api/admin/lesson/:id/poll', () => {
  it('stores the question with lettered answers, the correct ones as positions and as text, and audits it', async () => {
    const lesson = await zoomLesson();
    const created = await add(
      lesson.id,
      form({
        name: '  Primes  ',
        question: ' Which of these numbers are prime? ',
        choice_type: 'multiple',
        option: ['2', '9', '11', '15'],
        answer_index: [2, 0],
      }),
    );
    expect(created).toEqual<PollQuestion>({
      _id: expect.any(String),
      question_type: 'question',
      choice_type: 'multiple',
      question_index: 1,
      name: 'Primes',
      question: 'Which of these numbers are prime?',
      option: [
        { label: 'A', content: '2' },
        { label: 'B', content: '9' },
        { label: 'C', content: '11' },
        { label: 'D', content: '15' },
      ],
      answer_index: [0, 2],
      answer: ['2', '11'],
    });
    const [row] = await pollsOfLesson(api.db, lesson.id);
    expect(row).toMatchObject({ id: created._id, choiceType: 'multiple', answerIndex: [0, 2], answer: ['2', '11'], created: clock.now() });
    const audit = await auditOf(api.db, lesson.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'lesson.poll.create', entity: 'lesson', actorId: api.user('admin').id, before: null, after: created });
    // The lesson answers it in poll_setup.
    expect((await detail(lesson.id)).poll_setup).toEqual([created]);
  });

  it('takes answers from the third on as optional: empty boxes are dropped and the correct ones follow their text', async () => {
    const lesson = await zoomLesson();
    const two = await add(lesson.id, form({ option: ['True', 'False'], answer_index: [0] }));
    expect(two.option).toEqual([
      { label: 'A', content: 'True' },
      { label: 'B', content: 'False' },
    ]);
    const gappy = await add(
      lesson.id,
      form({ choice_type: 'multiple', option: ['one', 'two', '', '  ', 'five', ''], answer_index: [1, 4] }),
    );
    expect(gappy).toMatchObject({
      option: [
        { label: 'A', content: 'one' },
        { label: 'B', content: 'two' },
        { label: 'C', content: 'five' },
      ],
      answer_index: [1, 2],
      answer: ['two', 'five'],
    });
    // No correct answer ticked is allowed (a plain poll rather than a quiz); answer_index may be left out.
    const { answer_index: _omitted, ...noAnswers } = form();
    expect(await add(lesson.id, noAnswers)).toMatchObject({ answer_index: [], answer: [] });
  });

  it('refuses the form with the spec\'s messages, one entry per field, writing nothing', async () => {
    const lesson = await zoomLesson();
    const before = await auditCount(api.db);
    const cases: Array<[Record<string, unknown>, Array<{ field: string; message: string }>]> = [
      [{ ...form(), name: '   ' }, [{ field: 'name', message: MESSAGES.pollNameRequired }]],
      [{ ...form(), name: undefined }, [{ field: 'name', message: MESSAGES.pollNameRequired }]],
      [{ ...form(), question: '' }, [{ field: 'question', message: MESSAGES.pollTitleRequired }]],
      [{ ...form(), option: ['only one'], answer_index: [] }, [{ field: 'option', message: MESSAGES.pollTwoAnswers }]],
      // The second box is one of the two required ones, whatever comes after it.
      [{ ...form(), option: ['first', '', 'third'], answer_index: [0] }, [{ field: 'option', message: MESSAGES.pollTwoAnswers }]],
      [{ ...form(), option: undefined, answer_index: [] }, [{ field: 'option', message: MESSAGES.pollTwoAnswers }]],
      [
        { ...form(), name: '', question: ' ', option: ['', ''], answer_index: [] },
        [
          { field: 'name', message: MESSAGES.pollNameRequired },
          { field: 'question', message: MESSAGES.pollTitleRequired },
          { field: 'option', message: MESSAGES.pollTwoAnswers },
        ],
      ],
      [{ ...form(), answer_index: [0, 1] }, [{ field: 'answer_index', message: POLL_MESSAGES.singleOneCorrect }]],
      [{ ...form(), option: ['a', 'b', ''], answer_index: [2] }, [{ field: 'answer_index', message: POLL_MESSAGES.correctAnswerEmpty }]],
    ];
    for (const [body, expected] of cases) {
      const response = await api.as('admin').post(`/api/admin/lesson/${lesson.id}/poll`, body);
      const entries = (response.json() as { message: Array<{ field: string; message: string }> }).message;
      expect({ body, status: response.statusCode, entries: entries.map(({ field, message }) => ({ field, message })) }).toEqual({
        body,
        status: 400,
        entries: expected,
      });
    }
    const tooMany = await api.as('admin').post(`/api/admin/lesson/${lesson.id}/poll`, { ...form(), option: Array.from({ length: 11 }, (_, i) => `${i}`) });
    expect(tooMany.statusCode).toBe(400);
    const badType = await api.as('admin').post(`/api/admin/lesson/${lesson.id}/poll`, { ...form(), choice_type: 'essay' });
    expect(badType.json().message[0]).toMatchObject({ field: 'choice_type' });
    expect(await pollsOfLesson(api.db, lesson.id)).toEqual([]);
    expect(await auditCount(api.db)).toBe(before);
  });

  it('puts the question last: one more than the highest question_index, gaps and all', async () => {
    const lesson = await zoomLesson();
    expect((await add(lesson.id, form())).question_index).toBe(1);
    await insertStoredPoll(api.db, lesson.id, { questionIndex: 5, choiceType: 'Single Choice' });
    expect((await add(lesson.id, form())).question_index).toBe(6);
    // Another lesson's questions do not count.
    expect((await add((await zoomLesson()).id, form())).question_index).toBe(1);
  });

  it('gives concurrent adds to one lesson distinct, consecutive indexes', async () => {
    const lesson = await zoomLesson();
    await insertStoredPoll(api.db, lesson.id, { questionIndex: 1, choiceType: 'single' });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.as('admin').post(`/api/admin/lesson/${lesson.id}/poll`, form({ name: `Q${i}` }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const indexes = (await pollsOfLesson(api.db, lesson.id)).map((row) => row.questionIndex);
    expect(indexes).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses a lesson that is not on Zoom (409), takes a Zoom lesson whose room is not created yet, 404 for an unknown one', async () => {
    const offline = await offlineLesson();
    const before = await auditCount(api.db);
    const refused = await api.as('admin').post(`/api/admin/lesson/${offline.id}/poll`, form());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toEqual([{ code: 'Conflict', type: 'conflict', message: POLL_MESSAGES.notZoom }]);
    expect(await pollsOfLesson(api.db, offline.id)).toEqual([]);
    expect(await auditCount(api.db)).toBe(before);

    const roomless = await zoomLesson({ room: false });
    expect((await add(roomless.id, form())).question_index).toBe(1);

    const unknown = await api.as('admin').post(`/api/admin/lesson/${UNKNOWN}/poll`, form());
    expect(unknown.statusCode).toBe(404);
  });
});

describe('stored questions in either spelling (back-office §3 Poll question)', () => {
  let lesson: LessonRow;
  let single: PollQuestion;
  let multiple: PollQuestion;
  let modern: PollQuestion;

  beforeAll(async () => {
    lesson = await zoomLesson();
    const db = api.db;
    // Inserted out of order: poll_setup is by question_index.
    await insertStoredPoll(db, lesson.id, { questionIndex: 3, choiceType: 'single', question: 'Third?' });
    await insertStoredPoll(db, lesson.id, {
      questionIndex: 1,
      choiceType: 'Single Choice',
      question: 'What belongs in the overview?',
      options: ['Every number', 'The main trends', 'Your opinion'],
      answers: [1],
    });
    await insertStoredPoll(db, lesson.id, {
      questionIndex: 2,
      choiceType: 'Multiple Choice',
      question: 'Which linking words show contrast?',
      options: ['However', 'Moreover', 'Nevertheless'],
      answers: [0, 2],
    });
    [single, multiple, modern] = (await detail(lesson.id)).poll_setup as [PollQuestion, PollQuestion, PollQuestion];
  });

  /** The first question as the API answers it: what the test chose, the rest as stored. */
  const first = (chosen: Pick<PollQuestion, '_id' | 'choice_type' | 'name' | 'question'>, thirdOption: string): PollQuestion => ({
    ...chosen,
    question_type: 'question',
    question_index: 1,
    option: [
      { label: 'A', content: 'Every number' },
      { label: 'B', content: 'The main trends' },
      { label: 'C', content: thirdOption },
    ],
    answer_index: [1],
    answer: ['The main trends'],
  });

  it('reads them as stored, by question_index', () => {
    expect(single).toEqual<PollQuestion>(
      first({ _id: expect.any(String), choice_type: 'Single Choice', name: 'Question 1', question: 'What belongs in the overview?' }, 'Your opinion'),
    );
    expect(multiple).toMatchObject({ choice_type: 'Multiple Choice', question_index: 2, answer_index: [0, 2], answer: ['However', 'Nevertheless'] });
    expect(modern).toMatchObject({ choice_type: 'single', question_index: 3 });
  });

  it('edits one: the new spelling is written, question_index stays, the audit has before and after', async () => {
    const response = await api.as('admin').put(`/api/admin/lesson/${lesson.id}/poll/${single._id}`, {
      name: 'Overview',
      question: 'What belongs in the overview of Task 1?',
      choice_type: 'single',
      option: ['Every number', 'The main trends', '', 'A conclusion'],
      answer_index: [1],
    });
    expect(response.statusCode).toBe(200);
    const edited = (response.json() as { data: PollQuestion }).data;
    expect(edited).toEqual<PollQuestion>(
      first({ _id: single._id, choice_type: 'single', name: 'Overview', question: 'What belongs in the overview of Task 1?' }, 'A conclusion'),
    );
    const audit = (await auditOf(api.db, lesson.id)).filter((entry) => entry.action === 'lesson.poll.update');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: single, after: edited, actorId: api.user('admin').id });
    expect((await detail(lesson.id)).poll_setup.map((poll) => [poll.question_index, poll.choice_type])).toEqual([
      [1, 'single'],
      [2, 'Multiple Choice'],
      [3, 'single'],
    ]);
  });

  it('edits a multiple choice one as the form reads it, and refuses two correct answers for a single choice', async () => {
    const url = `/api/admin/lesson/${lesson.id}/poll/${multiple._id}`;
    const body = { name: multiple.name, question: multiple.question, option: multiple.option.map((o) => o.content), answer_index: [0, 2] };
    const refused = await api.as('admin').put(url, { ...body, choice_type: 'single' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([
      { code: 'BadRequest', type: 'invalid', message: POLL_MESSAGES.singleOneCorrect, field: 'answer_index' },
    ]);
    const response = await api.as('admin').put(url, { ...body, choice_type: 'multiple', answer_index: [0, 1, 2] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ choice_type: 'multiple', question_index: 2, answer: ['However', 'Moreover', 'Nevertheless'] });
  });

  it('writes nothing when the form changes nothing', async () => {
    const before = await auditCount(api.db);
    const [stored] = (await detail(lesson.id)).poll_setup;
    const response = await api.as('admin').put(`/api/admin/lesson/${lesson.id}/poll/${stored!._id}`, {
      name: stored!.name,
      question: stored!.question,
      choice_type: 'single',
      option: stored!.option.map((o) => o.content),
      answer_index: stored!.answer_index,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(stored);
    expect(await auditCount(api.db)).toBe(before);
  });

  it('deletes one, leaving the others\' question_index as they were; a second delete is a 404', async () => {
    const url = `/api/admin/lesson/${lesson.id}/poll/${multiple._id}`;
    const response = await api.as('admin').delete(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { _id: multiple._id } });
    expect((await detail(lesson.id)).poll_setup.map((poll) => poll.question_index)).toEqual([1, 3]);
    const audit = (await auditOf(api.db, lesson.id)).filter((entry) => entry.action === 'lesson.poll.delete');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { _id: multiple._id, question_index: 2 }, after: null });

    const again = await api.as('admin').delete(url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message[0]).toMatchObject({ type: 'not_found', message: POLL_MESSAGES.notInLesson });
    // The next question still goes after the highest.
    expect((await add(lesson.id, form())).question_index).toBe(4);
  });
});

describe('unknown lessons and questions', () => {
  it('answers 404 for an unknown lesson, or a question of another lesson, and changes nothing', async () => {
    const lesson = await zoomLesson();
    const other = await zoomLesson();
    const theirs = await add(other.id, form({ name: 'Theirs' }));
    const before = await auditCount(api.db);
    const urls = [
      `/api/admin/lesson/${lesson.id}/poll/${theirs._id}`,
      `/api/admin/lesson/${UNKNOWN}/poll/${theirs._id}`,
      `/api/admin/lesson/${lesson.id}/poll/${UNKNOWN}`,
    ];
    for (const url of urls) {
      for (const [method, body] of [['PUT', form({ name: 'Hijacked' })], ['DELETE', undefined]] as const) {
        const response = await api.as('admin').inject({ method, url, payload: body });
        expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
      }
    }
    expect((await detail(other.id)).poll_setup).toEqual([theirs]);
    expect(await auditCount(api.db)).toBe(before);
    expect((await api.as('admin').get(`/api/admin/lesson/${lesson.id}/poll/not-an-id`)).statusCode).toBe(404);
    expect((await api.as('admin').delete(`/api/admin/lesson/${lesson.id}/poll/not-an-id`)).statusCode).toBe(400);
  });
});

describe('who may manage polls (canManagePoll on the Zoom detail)', () => {
  let lesson: LessonRow;
  let question: PollQuestion;

  beforeAll(async () => {
    lesson = await zoomLesson();
    question = await add(lesson.id, form());
  });

  it.each([...Object.keys(VIEWERS), ...Object.keys(OUTSIDERS)])('refuses %s to add, edit or delete, writing nothing', async (who) => {
    const before = await auditCount(api.db);
    const attempts = [
      await api.as(who).post(`/api/admin/lesson/${lesson.id}/poll`, form()),
      await api.as(who).put(`/api/admin/lesson/${lesson.id}/poll/${question._id}`, form({ name: 'Changed' })),
      // The permission is checked before the body: a bad form still gets 403.
      await api.as(who).post(`/api/admin/lesson/${lesson.id}/poll`, { name: '' }),
      await api.as(who).delete(`/api/admin/lesson/${lesson.id}/poll/${question._id}`),
    ];
    expect(attempts.map((response) => [response.statusCode, response.json().message[0].type])).toEqual(Array(4).fill([403, 'forbidden']));
    expect(await pollsOfLesson(api.db, lesson.id)).toHaveLength(1);
    expect(await auditCount(api.db)).toBe(before);
  });

  it.each(Object.keys(VIEWERS))('lets %s open the Zoom detail: the lesson with its questions', async (who) => {
    const seen = await detail(lesson.id, who);
    expect(seen).toMatchObject({
      _id: lesson.id,
      hosting_platform: 'Zoom',
      platform_integration: { id: '81234567890', password: '123456' },
      poll_setup: [question],
    });
  });

  it.each(Object.keys(OUTSIDERS))('refuses %s the lesson', async (who) => {
    expect((await api.as(who).get(`/api/admin/lesson/${lesson.id}`)).statusCode).toBe(403);
  });
});
