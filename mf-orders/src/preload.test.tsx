import { screen } from '@testing-library/react';
import { queryClient } from '@backoffice/remote-kit';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { OrdersPage } from './features/orders/components/orders-page';
import FIRST_REQUESTS from './first-requests.json';
import preload from './preload';
import { orderOf } from './test/factories';
import { ordersApi } from './test/orders-api';
import { signInAs, USERS } from './test/session';

afterEach(() => queryClient.clear());

describe("mf-orders' preload", () => {
  it("asks for Lesson Allocation's first page before the screen renders, and the screen then asks nothing more", async () => {
    signInAs(USERS.superAdmin);
    const api = ordersApi({ orders: [orderOf(1)] });
    server.use(...api.handlers);
    await preload({ pathname: '/orders', search: '' });
    const lists = () => api.requests.filter((r) => r.path === '/api/admin/order');
    expect(lists()).toHaveLength(1);
    // Sent before the list's code (and the screen's default filter) has loaded: the list's default page, which the
    // server answers with the same defaults (spec §9), the answer kept under the screen's own key.
    expect(lists()[0]?.query).toEqual({});
    // The GET the remote declares for the shell to send as the page is parsed (src/first-requests.json, issue 20): the
    // API client answers the preload from that request only when it is this very URL.
    expect(FIRST_REQUESTS['/orders'].map((path) => `http://localhost/api${path}`)).toEqual([lists()[0]?.url]);
    // Again while that page is fresh in the cache: nothing more is asked.
    await preload({ pathname: '/orders', search: '' });
    expect(lists()).toHaveLength(1);

    renderScreen(<OrdersPage />, { path: '/orders', client: queryClient });
    // The row is there at once: the answer is in the cache the screen reads, under the screen's own key.
    expect(screen.getByRole('row', { name: /Student 1/ })).toBeInTheDocument();
    expect(lists()).toHaveLength(1);
  });

  it('starts nothing for a path that is not its screen', async () => {
    const api = ordersApi({ orders: [orderOf(1)] });
    server.use(...api.handlers);
    await preload({ pathname: '/orders/elsewhere', search: '' });
    expect(api.requests).toHaveLength(0);
  });
});
