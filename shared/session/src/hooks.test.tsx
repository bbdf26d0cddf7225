import { afterEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { PATHS } from '@backoffice/domain/paths';
import type { Me } from '@backoffice/domain/records';
import { clearSession } from './actions';
import { currentUserAtom, sessionStatusAtom } from './atoms';
import { useCan, useCurrentUser, useHasCapability, useSessionStatus } from './hooks';
import { sessionStore } from './store';
import { userOf } from './test-utils';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={sessionStore}>{children}</Provider>;
}

function signInAs(user: Me) {
  sessionStore.set(currentUserAtom, user);
  sessionStore.set(sessionStatusAtom, 'authenticated');
}

function permissions() {
  return {
    dashboard: useCan(PATHS.dashboard),
    orders: useCan(PATHS.orders),
    createOrder: useCan(PATHS.orders, 'canCreateOrder'),
    cancelTrial: useCan(PATHS.orders, 'canCancelTrial'),
    lessons: useCan(PATHS.lessons),
    manageLessons: useCan(PATHS.lessons, 'canManage'),
    zoomPoll: useCan(PATHS.zoomDetail, 'canManagePoll'),
    profile: useCan(PATHS.profile),
  };
}

afterEach(() => clearSession());

describe('session hooks', () => {
  it('lets a SuperAdmin do everything', () => {
    signInAs(userOf('SuperAdmin'));
    const { result } = renderHook(permissions, { wrapper });
    expect(Object.values(result.current).every(Boolean)).toBe(true);
  });

  it("applies an Agent's paths and flags", () => {
    signInAs(userOf('Agent'));
    const { result } = renderHook(permissions, { wrapper });
    expect(result.current).toEqual({
      dashboard: false,
      orders: true,
      createOrder: false,
      cancelTrial: true,
      lessons: false,
      manageLessons: false,
      zoomPoll: false,
      profile: true,
    });
  });

  it("applies a Tutor's paths and flags", () => {
    signInAs(userOf('Tutor'));
    const { result } = renderHook(permissions, { wrapper });
    expect(result.current).toEqual({
      dashboard: false,
      orders: false,
      createOrder: false,
      cancelTrial: false,
      lessons: true,
      manageLessons: false,
      zoomPoll: false,
      profile: true,
    });
  });

  it('allows nothing when signed out or for a role that cannot sign in, and follows sign-out', () => {
    const { result } = renderHook(() => ({ ...permissions(), user: useCurrentUser(), status: useSessionStatus() }), {
      wrapper,
    });
    expect(result.current.profile).toBe(false);
    expect(result.current.status).toBe('anonymous');

    act(() => signInAs(userOf('Student')));
    expect(result.current.profile).toBe(false);

    act(() => signInAs(userOf('Tutor')));
    expect(result.current).toMatchObject({ lessons: true, status: 'authenticated', user: { _type: 'Tutor' } });

    act(() => clearSession());
    expect(result.current).toMatchObject({ lessons: false, status: 'anonymous', user: null });
  });

  it('reads per-user capabilities, not roles', () => {
    const capability = () => ({ news: useHasCapability('news.edit'), ids: useHasCapability('orders.viewIds') });
    const { result } = renderHook(capability, { wrapper });
    expect(result.current).toEqual({ news: false, ids: false });

    act(() => signInAs(userOf('SuperAdmin')));
    expect(result.current).toEqual({ news: false, ids: false });

    act(() => signInAs(userOf('Agent', { capabilities: ['orders.viewIds'] })));
    expect(result.current).toEqual({ news: false, ids: true });
  });
});
