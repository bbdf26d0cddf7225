import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { mountRootParcel } from 'single-spa';
import type { RemoteParcelProps } from '@backoffice/remote-kit/contract';
import type { ReleaseNotesResponse } from '@backoffice/domain/whats-new';
import { parcel, react } from './routes';

// The remote as the shell mounts it: its real single-spa-react parcel on its own React 18, through single-spa itself,
// with the props the shell gives (shell/src/features/federation/parcel-mount.tsx). Only the network is stood in for.

const API = 'http://localhost/api';
const NOTES: ReleaseNotesResponse = {
  data: [
    {
      version: '2026.11',
      date: '2026-11-26',
      title: "What's new and Feedback review",
      changes: ['Feedback review lists ratings and comments.'],
      link: { label: 'Open Feedback review', path: '/feedback' },
    },
  ],
  count: 1,
};
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function props(overrides: Partial<RemoteParcelProps> = {}): RemoteParcelProps & { domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { basePath: '/whats-new', navigate: jest.fn(), token: 'token-1', user: null, apiBase: API, checkSession: jest.fn(), domElement, ...overrides };
}

describe('mf-whatsnew as a single-spa-react parcel', () => {
  it('mounts on its own React 18, asks for the notes with the token it was given, follows a link through navigate, and unmounts', async () => {
    const authorization: Array<string | null> = [];
    server.use(
      http.get(`${API}/whats-new`, ({ request }) => {
        authorization.push(request.headers.get('authorization'));
        return HttpResponse.json(NOTES);
      }),
    );
    const given = props();
    const mounted = mountRootParcel(parcel as Parameters<typeof mountRootParcel>[0], given);
    await mounted.mountPromise;

    expect(react).toMatch(/^18\./);
    await waitFor(() => expect(given.domElement.querySelector('h2')?.textContent).toBe("What's new and Feedback review"));
    expect(given.domElement.querySelector('h1')?.textContent).toBe("What's new");
    expect(given.domElement.textContent).toContain(`runs on its own React ${react}`);
    expect(authorization).toEqual(['Bearer token-1']);

    const link = given.domElement.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/feedback');
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(given.navigate).toHaveBeenCalledWith('/feedback');

    await mounted.unmount();
    expect(mounted.getStatus()).toBe('NOT_MOUNTED');
    expect(given.domElement.childElementCount).toBe(0);
  });

  it('says so when the notes cannot be loaded', async () => {
    server.use(http.get(`${API}/whats-new`, () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    const given = props();
    const mounted = mountRootParcel(parcel as Parameters<typeof mountRootParcel>[0], given);
    await mounted.mountPromise;
    await waitFor(() => expect(given.domElement.querySelector('[role="alert"]')?.textContent).toBe('The release notes could not be loaded (500).'));
    expect(given.checkSession).not.toHaveBeenCalled();
    await mounted.unmount();
  });

  it('asks the shell to check the session when the API refuses its token (401)', async () => {
    const expired = { message: [{ code: 'Unauthorized', type: 'expired', message: 'Your session has expired' }] };
    server.use(http.get(`${API}/whats-new`, () => HttpResponse.json(expired, { status: 401 })));
    const given = props();
    const mounted = mountRootParcel(parcel as Parameters<typeof mountRootParcel>[0], given);
    await mounted.mountPromise;
    await waitFor(() => expect(given.domElement.querySelector('[role="alert"]')?.textContent).toBe('The release notes could not be loaded (401).'));
    expect(given.checkSession).toHaveBeenCalledTimes(1);
    await mounted.unmount();
  });
});
