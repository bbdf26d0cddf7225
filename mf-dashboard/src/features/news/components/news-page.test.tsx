import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import type { NewsSlot } from '@backoffice/domain/news';
import { renderScreen, requestRecorder, server, testUser } from '@backoffice/remote-kit/test-utils';
import { signInAs, USERS, uuid } from '../../../test/factories';
import DashboardRoutes from '../../../routes';

const EDITOR = testUser('SuperAdmin', { _id: uuid(9, '10000000'), name: 'Mei Editor', capabilities: ['news.edit'] });
const empty = { title: '', url: '', summary: '', image: '', youtube_link: '' };
const ARTICLE = {
  title: 'How our students raised their IELTS band',
  url: 'https://www.ielts.org/',
  summary: 'Three students share their routine.',
  image: 'https://example.test/ielts.jpg',
  youtube_link: 'ZnuwB35GYMY',
};

function slots(): NewsSlot[] {
  return [
    { _id: uuid(0, '0a000000'), slot: 0, detail: { ...empty }, updated: '2026-11-23T02:15:00.000Z' },
    { _id: uuid(1, '0a000000'), slot: 1, detail: { ...ARTICLE }, updated: '2026-11-14T07:40:00.000Z' },
    { _id: uuid(2, '0a000000'), slot: 2, detail: { ...empty, title: 'TCAS or abroad?', youtube_link: 'https://youtu.be/x' }, updated: '2026-11-10T03:00:00.000Z' },
    { _id: uuid(3, '0a000000'), slot: 3, detail: { ...ARTICLE, title: 'Right one' }, updated: '2026-11-01T03:00:00.000Z' },
  ];
}

/** GET and PATCH /v2/newsandevents over slots held here; `refuse` answers a PATCH with the server's field error. */
function newsApi({ refuse }: { refuse?: { field: string; message: string } } = {}) {
  const held = slots();
  const { requests, seen } = requestRecorder();
  const handlers = [
    http.get('*/api/v2/newsandevents', ({ request }) => {
      seen(request);
      return HttpResponse.json({ data: held, count: held.length });
    }),
    http.patch('*/api/v2/newsandevents/:id', async ({ request, params }) => {
      const body = (await request.json()) as { detail: NewsSlot['detail'] };
      seen(request, body);
      if (refuse) {
        return HttpResponse.json({ message: [{ code: 'Error', type: 'invalid', message: refuse.message, field: refuse.field }] }, { status: 400 });
      }
      const item = held.find((slot) => slot._id === params.id)!;
      item.detail = body.detail;
      item.updated = '2026-11-26T05:00:00.000Z';
      return HttpResponse.json({ data: item });
    }),
  ];
  const of = (method: string) => requests.filter((r) => r.method === method && /newsandevents/.test(r.path));
  return { handlers, of };
}

function renderNews() {
  return renderScreen(
    <Routes>
      <Route path="/dashboard/*" element={<DashboardRoutes basePath="/dashboard" />} />
    </Routes>,
    { path: '/dashboard/news' },
  );
}

const slotCard = (name: string) => screen.getByRole('article', { name });

describe('Announcement and Articles (back-office §2, §5 News editor)', () => {
  it('shows the editor every slot: an empty announcement, the articles with their previews, what each lacks, when it changed', async () => {
    signInAs(EDITOR);
    server.use(...newsApi().handlers);
    renderNews();
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcement and Articles' })).toBeInTheDocument();
    const announcement = await screen.findByRole('article', { name: 'Announcement' });
    expect(within(announcement).getByText('No Announcements')).toBeInTheDocument();
    expect(within(announcement).getByText('Leave blank to remove announcement')).toBeInTheDocument();
    expect(within(announcement).getByText('Last updated at 23-11-2026 9:15 AM')).toBeInTheDocument();

    const left = slotCard('Left article');
    expect(within(left).queryByRole('list', { name: 'What the article lacks' })).toBeNull();
    expect(within(left).getByRole('img', { name: `Image of ${ARTICLE.title}` })).toHaveAttribute('src', ARTICLE.image);
    expect(within(left).getByTitle(`Video of ${ARTICLE.title}`)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/ZnuwB35GYMY');

    const middle = slotCard('Middle article');
    const lacks = within(within(middle).getByRole('list', { name: 'What the article lacks' })).getAllByRole('listitem');
    expect(lacks.map((item) => item.textContent)).toEqual(['No URL', 'No Summary', 'No Image', 'Wrong Youtube URL File Code']);
    // A URL where a code belongs is not embedded.
    expect(within(middle).queryByTitle(/^Video of/)).toBeNull();
  });

  it('checks an article before sending: a video URL is refused in words, nothing is sent', async () => {
    signInAs(EDITOR);
    const api = newsApi();
    server.use(...api.handlers);
    const { user } = renderNews();
    await user.click(await screen.findByRole('button', { name: 'Edit the right article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    const video = within(dialog).getByRole('textbox', { name: 'Youtube URL File Code' });
    await user.clear(video);
    await user.type(video, 'https://www.youtube.com/watch?v=ZnuwB35GYMY');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter only the video code, not a full URL (e.g. ZnuwB35GYMY)')).toBeInTheDocument();
    expect(video).toHaveAttribute('aria-invalid', 'true');
    expect(api.of('PATCH')).toEqual([]);
  });

  it('saves once when Save is pressed twice while the first save is on its way, closes, and reads the news again', async () => {
    signInAs(EDITOR);
    const api = newsApi();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Holds the save until both clicks are in, then lets the handler below answer it.
    server.use(http.patch('*/api/v2/newsandevents/:id', () => released.then(() => undefined)), ...api.handlers);
    const { user } = renderNews();
    await user.click(await screen.findByRole('button', { name: 'Edit the announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Announcement' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Announcement' }), 'Term starts Monday');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('PATCH')).toHaveLength(1);
    expect(api.of('PATCH')[0]!.body).toEqual({ detail: { ...empty, title: 'Term starts Monday' } });
    expect(await within(slotCard('Announcement')).findByText('Term starts Monday')).toBeInTheDocument();
    expect(api.of('GET').length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the dialog open with the server's refusal under its field", async () => {
    signInAs(EDITOR);
    server.use(...newsApi({ refuse: { field: 'detail.image', message: 'The image URL should be jpg, png or jpeg' } }).handlers);
    const { user } = renderNews();
    await user.click(await screen.findByRole('button', { name: 'Edit the left article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The image URL should be jpg, png or jpeg')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Image URL' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("gives anyone without news.edit a 'Go to dashboard' button and asks the server for nothing", async () => {
    signInAs(USERS.superAdmin);
    const api = newsApi();
    server.use(...api.handlers);
    const { user } = renderNews();
    await user.click(await screen.findByRole('button', { name: 'Go to dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.of('GET')).toEqual([]);
  });
});
