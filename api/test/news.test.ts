import { eq } from 'drizzle-orm';
import { NEWS_MESSAGES } from '@backoffice/domain/news';
import { news } from '../src/db/schema/news';
import { auditOf } from './helpers/classes';
import { fixedClock } from './helpers/test-app';
import { testApi, type TestApi } from './helpers/test-api';

// The news editor (back-office §2 Announcement and Articles section, §5 News editor; ARCHITECTURE §5 news.edit).

const NOW = '2026-03-10T05:00:00.000Z';
const LIST = '/api/v2/newsandevents';
const SLOT_IDS = [
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
];
const ARTICLE = {
  title: 'How our students raised their IELTS band',
  url: 'https://www.ielts.org/',
  summary: 'Three students share their routine.',
  image: 'https://picsum.photos/id/24/800/450.jpg',
  youtube_link: 'ZnuwB35GYMY',
};

let api: TestApi;

beforeAll(async () => {
  api = await testApi({
    clock: fixedClock(NOW),
    staff: {
      editor: { type: 'SuperAdmin', name: 'Mei Editor', capabilities: ['news.edit'] },
      admin: 'SuperAdmin',
      cs: { type: 'CustService', capabilities: ['news.edit'] },
      sales: 'SalesAdmin',
      tutor: { type: 'Tutor', capabilities: ['news.edit'] },
    },
  });
  await api.db.insert(news).values(
    SLOT_IDS.map((id, slot) => ({
      id,
      slot,
      detail: slot === 0 ? { title: 'Intakes open' } : { title: `Article ${slot}` },
      updated: new Date('2026-03-01T02:00:00Z'),
    })),
  );
});
afterAll(async () => {
  await api.close();
});

const stored = async (id: string) => (await api.db.select().from(news).where(eq(news.id, id)))[0]!;
const messages = (body: unknown) => (body as { message: Array<{ message: string }> }).message.map((entry) => entry.message);

describe('GET /api/v2/newsandevents', () => {
  it('gives a news.edit holder the four slots in order, every field a string', async () => {
    const response = await api.as('editor').get(LIST);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Array<{ _id: string; slot: number; detail: Record<string, string> }>; count: number };
    expect(body.count).toBe(4);
    expect(body.data.map((item) => item.slot)).toEqual([0, 1, 2, 3]);
    expect(body.data[0]).toEqual({
      _id: SLOT_IDS[0],
      slot: 0,
      detail: { title: 'Intakes open', url: '', summary: '', image: '', youtube_link: '' },
      updated: '2026-03-01T02:00:00.000Z',
    });
  });

  it('refuses a SuperAdmin without the capability, and roles without the dashboard even with it', async () => {
    const refused = await api.as('admin').get(LIST);
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.json())).toEqual([NEWS_MESSAGES.notEditor]);
    expect((await api.as('sales').get(LIST)).statusCode).toBe(403);
    expect((await api.as('tutor').get(LIST)).statusCode).toBe(403);
  });

  it('lets a holder of another role with the dashboard read it: the capability decides, not the role', async () => {
    expect((await api.as('cs').get(LIST)).statusCode).toBe(200);
  });
});

describe('PATCH /api/v2/newsandevents/:id', () => {
  it('saves an article, stamps the time and the editor from the session, and audits before and after', async () => {
    const id = SLOT_IDS[1]!;
    const response = await api.as('editor').patch(`${LIST}/${id}`, {
      detail: { ...ARTICLE, title: `  ${ARTICLE.title}  ` },
      updated: '1999-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { _id: id, slot: 1, detail: ARTICLE, updated: NOW } });
    const row = await stored(id);
    expect(row.detail).toEqual(ARTICLE);
    expect(row.updatedById).toBe(api.user('editor').id);
    const [audit] = await auditOf(api.db, id);
    expect(audit).toMatchObject({ action: 'news.update', before: { title: 'Article 1' }, after: ARTICLE });
  });

  it('keeps only the title of the announcement', async () => {
    const response = await api.as('editor').patch(`${LIST}/${SLOT_IDS[0]}`, { detail: { ...ARTICLE, title: 'Term starts Monday' } });
    expect(response.statusCode).toBe(200);
    expect((await stored(SLOT_IDS[0]!)).detail).toEqual({ title: 'Term starts Monday', url: '', summary: '', image: '', youtube_link: '' });
  });

  it('clears the announcement with an empty title', async () => {
    expect((await api.as('editor').patch(`${LIST}/${SLOT_IDS[0]}`, { detail: { title: '' } })).statusCode).toBe(200);
    expect((await stored(SLOT_IDS[0]!)).detail.title).toBe('');
  });

  it.each([
    ['a video URL instead of its code', { youtube_link: 'https://www.youtube.com/watch?v=ZnuwB35GYMY' }, NEWS_MESSAGES.youtubeCode],
    ['an image that is not jpg, jpeg or png', { image: 'https://example.test/photo.gif' }, NEWS_MESSAGES.imageType],
    ['a link that is not a web address', { url: 'javascript:alert(1)' }, NEWS_MESSAGES.urlFormat],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
  ])('refuses %s with the rule in words, and changes nothing', async (_, change, message) => {
    const id = SLOT_IDS[2]!;
    const before = await stored(id);
    const response = await api.as('editor').patch(`${LIST}/${id}`, { detail: { ...ARTICLE, ...change } });
    expect(response.statusCode).toBe(400);
    expect(messages(response.json())).toContain(message);
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a bodiless save, an unknown id and a caller without news.edit, changing nothing', async () => {
    const id = SLOT_IDS[3]!;
    const before = await stored(id);
    expect((await api.as('editor').inject({ method: 'PATCH', url: `${LIST}/${id}` })).statusCode).toBe(400);
    expect((await api.as('editor').patch(`${LIST}/00000000-0000-4000-8000-0000000000ff`, { detail: ARTICLE })).statusCode).toBe(404);
    expect((await api.as('admin').patch(`${LIST}/${id}`, { detail: ARTICLE })).statusCode).toBe(403);
    expect((await api.as('tutor').patch(`${LIST}/${id}`, { detail: ARTICLE })).statusCode).toBe(403);
    expect(await stored(id)).toEqual(before);
    expect(await auditOf(api.db, id)).toEqual([]);
  });
});
