import type { ClassItem } from '@backoffice/domain/classes';
import { LessonCountCache } from '../src/services/classes/lesson-counts';
import { insertClass, insertLessons } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';

describe('LessonCountCache', () => {
  let now = 0;
  const cache = () => new LessonCountCache({ maxEntries: 3, ttlMs: 1000, now: () => now });
  const loader = (values: Record<string, number>) => {
    const calls: string[][] = [];
    const load = async (ids: string[]) => {
      calls.push(ids);
      return new Map(ids.filter((id) => id in values).map((id) => [id, values[id]!]));
    };
    return { calls, load };
  };

  beforeEach(() => {
    now = 0;
  });

  it('loads only the classes it does not keep, in one call, and reads 0 for a class without lessons', async () => {
    const counts = cache();
    const { calls, load } = loader({ a: 5, b: 7 });
    expect([...(await counts.get(['a'], load))]).toEqual([['a', 5]]);
    expect([...(await counts.get(['a', 'b', 'c'], load))]).toEqual([['a', 5], ['b', 7], ['c', 0]]);
    expect(calls).toEqual([['a'], ['b', 'c']]);
  });

  it('loads again after the time to live and after an invalidation', async () => {
    const counts = cache();
    const { calls, load } = loader({ a: 1 });
    await counts.get(['a'], load);
    now = 999;
    await counts.get(['a'], load);
    expect(calls).toHaveLength(1);
    now = 1000;
    await counts.get(['a'], load);
    expect(calls).toHaveLength(2);
    counts.invalidate();
    await counts.get(['a'], load);
    expect(calls).toHaveLength(3);
  });

  it('does not keep a count read while a write committed', async () => {
    const counts = cache();
    let release: () => void = () => undefined;
    const slow = (ids: string[]) =>
      new Promise<Map<string, number>>((resolve) => {
        release = () => resolve(new Map(ids.map((id) => [id, 1])));
      });
    const pending = counts.get(['a'], slow);
    counts.invalidate();
    release();
    expect((await pending).get('a')).toBe(1);
    const { calls, load } = loader({ a: 2 });
    expect((await counts.get(['a'], load)).get('a')).toBe(2);
    expect(calls).toHaveLength(1);
  });

  it('forgets the count stored longest ago beyond maxEntries', async () => {
    const counts = cache();
    const { calls, load } = loader({});
    await counts.get(['a', 'b', 'c', 'd'], load);
    await counts.get(['b', 'c', 'd'], load);
    await counts.get(['a'], load);
    expect(calls).toEqual([['a', 'b', 'c', 'd'], ['a']]);
  });
});

describe('lesson counts after a write (class list and lesson list)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await testApi({ staff: { admin: 'SuperAdmin' } });
  });
  afterAll(async () => {
    await api.close();
  });

  async function countOf(classId: string): Promise<number | undefined> {
    const response = await api.as('admin').get('/api/admin/class?max=100');
    return (response.json() as { data: ClassItem[] }).data.find((item) => item._id === classId)?.lesson_count;
  }

  /** Creates an hour-long lesson through the API, at 01:00 UTC on the day given. */
  async function createLesson(classId: string, name: string, day: string) {
    const created = await api.as('admin').post('/api/admin/lesson', {
      class: classId,
      name,
      scheduled_on: `${day}T01:00:00.000Z`,
      ended_on: `${day}T02:00:00.000Z`,
    });
    expect(created.statusCode).toBe(201);
  }

  it('counts a lesson created through the API a moment ago', async () => {
    const klass = await insertClass(api.db, { name: 'Counted' });
    await insertLessons(api.db, klass.id, ['2026-03-01T01:00:00Z', '2026-03-02T01:00:00Z']);
    expect(await countOf(klass.id)).toBe(2);
    await createLesson(klass.id, 'One more', '2026-03-03');
    expect(await countOf(klass.id)).toBe(3);
    // One class read on its own is always counted afresh.
    const one = await api.as('admin').get(`/api/admin/class/${klass.id}`);
    expect((one.json() as { data: ClassItem }).data.lesson_count).toBe(3);
  });

  it("counts a lesson created a moment ago in the class's lesson list", async () => {
    const klass = await insertClass(api.db, { name: 'Listed' });
    await insertLessons(api.db, klass.id, ['2026-03-01T01:00:00Z']);
    const total = async () =>
      ((await api.as('admin').get(`/api/admin/lesson?class=${klass.id}`)).json() as { count: number; data: unknown[] });
    expect(await total()).toMatchObject({ count: 1, data: [expect.anything()] });
    await createLesson(klass.id, 'Second', '2026-03-02');
    expect(await total()).toMatchObject({ count: 2, data: [expect.anything(), expect.anything()] });
    expect(await countOf(klass.id)).toBe(2);
  });
});
