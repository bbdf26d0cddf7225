import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { configureApiClient, onSessionExpired, tokenStore } from '@backoffice/api-client';
import type { RemoteParcelModule, RemoteParcelProps } from '@backoffice/remote-kit/contract';
import { renderScreen, server, signInAs, testUser } from '@backoffice/remote-kit/test-utils';
import { parcelRoutes } from './parcel-route';

/**
 * A real single-spa parcel, as small as one gets: it renders with the DOM alone (no React of its own), shows the props
 * the shell gave it and records its lifecycle, so the test sees what single-spa did with it.
 */
function tinyParcel() {
  const events: string[] = [];
  const render = (props: RemoteParcelProps & { domElement: HTMLElement }) => {
    props.domElement.replaceChildren();
    const text = document.createElement('p');
    text.textContent = `Parcel at ${props.basePath} for ${props.user?.name ?? 'nobody'} with ${props.token ?? 'no token'} on ${props.apiBase}`;
    const home = document.createElement('button');
    home.textContent = 'Go home';
    home.addEventListener('click', () => props.navigate('/'));
    const check = document.createElement('button');
    check.textContent = 'Refused';
    check.addEventListener('click', () => props.checkSession());
    props.domElement.append(text, home, check);
  };
  const module: RemoteParcelModule = {
    react: '18.3.1',
    parcel: {
      bootstrap: async () => void events.push('bootstrap'),
      mount: (async (props: RemoteParcelProps & { domElement: HTMLElement }) => {
        events.push('mount');
        render(props);
      }) as RemoteParcelModule['parcel']['mount'],
      update: (async (props: RemoteParcelProps & { domElement: HTMLElement }) => {
        events.push('update');
        render(props);
      }) as RemoteParcelModule['parcel']['mount'],
      unmount: (async (props: { domElement: HTMLElement }) => {
        events.push('unmount');
        props.domElement.replaceChildren();
      }) as RemoteParcelModule['parcel']['unmount'],
    },
  };
  return { module, events };
}

afterEach(() => tokenStore.clear());

describe('a remote that brings its own React, mounted as a single-spa parcel (issue 18)', () => {
  it('mounts the parcel in the content area with the explicit props, and unmounts it when a navigation leaves', async () => {
    configureApiClient({ baseURL: '/api' });
    tokenStore.set('token-1', new Date(Date.now() + 3_600_000).toISOString());
    signInAs(testUser('Tutor', { name: 'Nok Tutor' }));
    const { module, events } = tinyParcel();
    const ParcelRoutes = (await parcelRoutes('mf_tiny', module)).default;
    const { user } = renderScreen(
      <Routes>
        <Route path="/whats-new/*" element={<ParcelRoutes basePath="/whats-new" />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>,
      { path: '/whats-new' },
    );

    expect(await screen.findByText('Parcel at /whats-new for Nok Tutor with token-1 on /api')).toBeInTheDocument();
    expect(events).toEqual(['bootstrap', 'mount']);
    // Its own node in the shell's content area, not a React element of the shell's tree.
    expect(screen.getByText(/^Parcel at/).closest('[data-parcel="mf_tiny"]')).not.toBeNull();

    // A new token reaches the mounted parcel as an update.
    act(() => tokenStore.set('token-2', new Date(Date.now() + 3_600_000).toISOString()));
    expect(await screen.findByText('Parcel at /whats-new for Nok Tutor with token-2 on /api')).toBeInTheDocument();

    // The parcel's link moves the shell's router; leaving its route unmounts it and removes its node.
    await user.click(screen.getByRole('button', { name: 'Go home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await waitFor(() => expect(events.at(-1)).toBe('unmount'));
    await waitFor(() => expect(document.querySelector('[data-parcel]')).toBeNull());
    expect(screen.queryByText(/^Parcel at/)).toBeNull();
  });

  it('asks the API about the session when the parcel was refused: an ended session signs the user out, a live one stays', async () => {
    configureApiClient({ baseURL: '/api' });
    tokenStore.set('token-1', new Date(Date.now() + 3_600_000).toISOString());
    signInAs(testUser('Tutor', { name: 'Nok Tutor' }));
    const expired = jest.fn();
    const stopListening = onSessionExpired(expired);
    const { module } = tinyParcel();
    const ParcelRoutes = (await parcelRoutes('mf_tiny', module)).default;
    const { user } = renderScreen(<ParcelRoutes basePath="/whats-new" />, { path: '/whats-new' });
    await screen.findByText(/^Parcel at/);

    let asked = 0;
    server.use(
      http.get('*/api/me', () => {
        asked += 1;
        return HttpResponse.json({ data: testUser('Tutor', { name: 'Nok Tutor' }) });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Refused' }));
    await waitFor(() => expect(asked).toBe(1));
    expect(expired).not.toHaveBeenCalled();
    expect(tokenStore.get()?.token).toBe('token-1');

    server.use(
      http.get('*/api/me', () =>
        HttpResponse.json({ message: [{ code: 'Unauthorized', type: 'expired', message: 'Your session has expired' }] }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Refused' }));
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(tokenStore.get()).toBeNull();
    stopListening();
  });

  it('takes only a module that is a parcel with the React it brings', async () => {
    const { module } = tinyParcel();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(parcelRoutes('mf_tiny', { parcel: module.parcel })).rejects.toThrow('mf_tiny did not provide its screens');
    await expect(parcelRoutes('mf_tiny', { react: '18.3.1', parcel: { mount: module.parcel.mount } })).rejects.toThrow('did not provide');
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
    expect((await parcelRoutes('mf_tiny', module)).default).toEqual(expect.any(Function));
  });
});
