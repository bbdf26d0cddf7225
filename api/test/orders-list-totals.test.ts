import type { Order } from '@backoffice/domain/records';
import { OrderCountCache } from '../src/services/orders/order-counts';
import { insertClass, insertLessons, type ClassRow, type LessonRow } from './helpers/classes';
import { createPayload } from './helpers/orders';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

// The list keeps its totals between requests; these tests hold it to the next request after every kind of write.
const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;
let lessons: LessonRow[];

async function total(who: string, query = ''): Promise<number> {
  const response = await api.as(who).get(`/api/admin/order${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { count: number }).count;
}

async function create(): Promise<Order> {
  const payload = createPayload(klass, { start: lessons[0]!.scheduledOn, end: lessons[1]!.scheduledOn });
  const response = await api.as('admin').post('/api/admin/order', payload);
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: Order }).data;
}

beforeAll(async () => {
  api = await testApi({ clock, staff: { admin: 'SuperAdmin', agent: 'Agent' } });
  klass = await insertClass(api.db, { name: 'Totals class' });
  lessons = await insertLessons(api.db, klass.id, ['2026-03-12T10:00:00Z', '2026-03-14T10:00:00Z']);
});

afterAll(async () => {
  await api.close();
});

describe('GET /api/admin/order: the total after a write', () => {
  it('counts an order created a moment ago', async () => {
    const before = await total('admin');
    await create();
    expect(await total('admin')).toBe(before + 1);
  });

  it('moves a cancelled order out of a total that leaves CANCELLED out', async () => {
    const order = await create();
    const open = await total('admin', '?status=INIT&status=PROCESSED');
    const cancelled = await api.as('admin').patch(`/api/admin/order/${order._id}/cancel`, { remark: 'Changed plans' });
    expect(cancelled.statusCode).toBe(200);
    expect(await total('admin', '?status=INIT&status=PROCESSED')).toBe(open - 1);
  });

  it("counts an order in an agent's own total once it is credited to the agent", async () => {
    const order = await create();
    const before = await total('agent');
    const updated = await api.as('admin').patch(`/api/admin/order/${order._id}`, { agent: api.user('agent').id });
    expect(updated.statusCode).toBe(200);
    expect(await total('agent')).toBe(before + 1);
  });

  it("keeps each caller's total apart: an agent's is not the whole list's", async () => {
    await create();
    const all = await total('admin');
    expect(await total('agent')).toBeLessThan(all);
    expect(await total('admin')).toBe(all);
  });
});

describe('OrderCountCache', () => {
  function cache(now: { value: number }) {
    return new OrderCountCache({ maxEntries: 2, ttlMs: 1000, now: () => now.value });
  }

  it('answers from what it kept, per key, until the time to live has passed', async () => {
    const now = { value: 0 };
    const counts = cache(now);
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await counts.get('a', load)).toBe(1);
    expect(await counts.get('a', load)).toBe(1);
    expect(await counts.get('b', load)).toBe(2);
    now.value = 999;
    expect(await counts.get('a', load)).toBe(1);
    now.value = 1000;
    expect(await counts.get('a', load)).toBe(3);
  });

  it('counts again after invalidate', async () => {
    const counts = cache({ value: 0 });
    let loads = 0;
    const load = async () => (loads += 1);
    await counts.get('a', load);
    counts.invalidate();
    expect(await counts.get('a', load)).toBe(2);
  });

  it('does not keep a count that was being read when a write invalidated it', async () => {
    const counts = cache({ value: 0 });
    let finish: (value: number) => void = () => undefined;
    const slow = counts.get('a', () => new Promise<number>((resolve) => (finish = resolve)));
    counts.invalidate();
    finish(7);
    expect(await slow).toBe(7);
    expect(await counts.get('a', async () => 8)).toBe(8);
  });

  it('shares one read among requests for the same key arriving together', async () => {
    const counts = cache({ value: 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 5;
    };
    expect(await Promise.all([counts.get('a', load), counts.get('a', load), counts.get('a', load)])).toEqual([5, 5, 5]);
    expect(loads).toBe(1);
  });

  it('forgets the key stored longest ago beyond maxEntries', async () => {
    const counts = cache({ value: 0 });
    let loads = 0;
    const load = async () => (loads += 1);
    await counts.get('a', load);
    await counts.get('b', load);
    await counts.get('c', load);
    expect(await counts.get('b', load)).toBe(2);
    expect(await counts.get('a', load)).toBe(4);
  });
});
