import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { centreDay, dayjs } from '@backoffice/domain/time';
import { ORDER_LIST_REMARK_PREVIEW, type Order } from '@backoffice/domain/records';
import { ORDER_PAGE_SIZE } from '@backoffice/domain/orders';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { theme } from '@backoffice/ui';
import { orderOf, orderRowOf } from '../../../test/factories';
import { ordersApi, type UserMatch } from '../../../test/orders-api';
import { signInAs, USERS } from '../../../test/session';
import { OrdersPage } from './orders-page';


function withApi(initial: Parameters<typeof ordersApi>[0]) {
  const api = ordersApi(initial);
  server.use(...api.handlers);
  return api;
}

const orderRequests = (api: ReturnType<typeof ordersApi>) => api.requests.filter((r) => r.path === '/api/admin/order');

const USER: UserMatch = { _id: '20000000-0000-4000-8000-000000000001', name: 'Ploy Chaiyaporn', email: 'ploy+orders@demo.test', phone: '812345678', phone_country_code: '66' };

describe('Lesson Allocation list', () => {
  it('asks for page 1, newest first, one month back to today and the default statuses', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi({ orders: [orderOf(1)] });
    renderScreen(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('row', { name: /Student 1/ });
    const today = centreDay();
    expect(orderRequests(api)[0]?.query).toEqual({
      max: '20',
      offset: '0',
      sortBy: 'created',
      order: 'desc',
      from: dayjs.tz(today, 'Asia/Bangkok').subtract(1, 'month').format('YYYY-MM-DD'),
      to: today,
      status: ['INIT', 'PROCESSED', 'CANCELLED'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson Allocation' })).toBeInTheDocument();
  });

  it('loads as the list it becomes: the same headers, a page of skeleton rows, the count line and the pager kept', async () => {
    signInAs(USERS.superAdmin);
    withApi({ orders: Array.from({ length: 45 }, (_, i) => orderOf(i + 1)) });
    renderScreen(<OrdersPage />, { path: '/orders' });
    const table = screen.getByRole('table', { name: 'Lesson allocations', hidden: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const headers = () => within(table).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    const loadingHeaders = headers();
    expect(within(table).getAllByRole('row', { hidden: true }).slice(1)).toHaveLength(ORDER_PAGE_SIZE);
    const countLine = document.querySelector('p[aria-live="polite"]');
    expect(countLine).toBeInTheDocument();
    expect(screen.getByTestId('pager-reserve')).toBeInTheDocument();

    await screen.findByText('Showing 1 to 20 out of 45 allocations');
    expect(screen.getByText('Showing 1 to 20 out of 45 allocations')).toBe(countLine);
    expect(headers()).toEqual(loadingHeaders);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(ORDER_PAGE_SIZE);
    expect(screen.getByRole('navigation', { name: 'Allocation pages' })).toBeInTheDocument();
  });

  it('shows statuses as the spec says: PAID and PROCESSED as a green ASSIGNED, CANCELLED neutral, others red', async () => {
    signInAs(USERS.superAdmin);
    withApi({
      orders: [
        orderOf(1, { status: 'INIT' }),
        orderOf(2, { status: 'PROCESSED' }),
        orderOf(3, { status: 'PAID' }),
        orderOf(4, { status: 'CANCELLED' }),
      ],
    });
    const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('row', { name: /Student 1/ });
    // PAID is not among the default statuses: tick it.
    await user.click(screen.getByRole('checkbox', { name: 'PAID' }));
    await screen.findByRole('row', { name: /Student 3/ });

    const badge = (n: number) => within(screen.getByRole('row', { name: new RegExp(`Student ${n}\\b`) })).getByText(/^(INIT|ASSIGNED|CANCELLED)$/);
    expect(badge(1)).toHaveTextContent('INIT');
    expect(badge(1)).toHaveStyle({ color: theme.colors.danger });
    expect(badge(2)).toHaveTextContent('ASSIGNED');
    expect(badge(2)).toHaveStyle({ color: theme.colors.success });
    expect(badge(3)).toHaveTextContent('ASSIGNED');
    expect(badge(3)).toHaveStyle({ color: theme.colors.success });
    expect(badge(4)).toHaveTextContent('CANCELLED');
    expect(badge(4)).toHaveStyle({ color: theme.colors.neutral });
  });

  it("shows the row's created time in centre time, the student, class, type, lessons, agent and remark", async () => {
    signInAs(USERS.superAdmin);
    withApi({ orders: [orderOf(1, { created: '2026-11-20T17:30:00.000Z', remark: 'EXISTING', type: 'TRIAL' })] });
    renderScreen(<OrdersPage />, { path: '/orders' });
    const row = await screen.findByRole('row', { name: /Student 1/ });
    // 17:30 UTC is half past midnight the next day in Bangkok.
    for (const text of ['21-11-2026 12:30 AM', 'student1@demo.test', 'IELTS Intensive (Band 7.0+)', 'TRIAL', '2', 'Pongsakorn Meesuk', 'EXISTING']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it(`shows a long remark's first ${ORDER_LIST_REMARK_PREVIEW} characters, and all of it on 'Show all' (asked for then)`, async () => {
    signInAs(USERS.superAdmin);
    const remark = `${'Parent asked to move the lessons. '.repeat(10)}The end.`;
    const api = withApi({ orders: [orderOf(1, { remark }), orderOf(2, { remark: 'Short' })] });
    const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
    const row = await screen.findByRole('row', { name: /Student 1/ });
    expect(within(row).getByText(`${remark.slice(0, ORDER_LIST_REMARK_PREVIEW)}…`)).toBeInTheDocument();
    expect(within(row).queryByText(/The end\./)).not.toBeInTheDocument();
    // A short remark is all there: nothing to show.
    expect(within(screen.getByRole('row', { name: /Student 2/ })).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    const oneOrder = () => api.requests.filter((r) => r.path === `/api/admin/order/${orderOf(1)._id}`);
    expect(oneOrder()).toHaveLength(0);

    const showAll = within(row).getByRole('button', { name: 'Show all of the remark on the allocation of Student 1' });
    await user.click(showAll);
    expect(await within(row).findByText(remark)).toBeInTheDocument();
    expect(oneOrder()).toHaveLength(1);
    const showLess = within(row).getByRole('button', { name: /^Show less/ });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');
    expect(showLess).toHaveFocus();
    await user.click(showLess);
    expect(within(row).getByText(`${remark.slice(0, ORDER_LIST_REMARK_PREVIEW)}…`)).toBeInTheDocument();
  });

  it("shows order ids only to a user with the 'orders.viewIds' capability", async () => {
    signInAs(USERS.superAdmin);
    withApi({ orders: [orderOf(1)] });
    const first = renderScreen(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('row', { name: /Student 1/ });
    expect(screen.getByRole('columnheader', { name: 'Order ID' })).toBeInTheDocument();
    expect(screen.getByText(orderOf(1)._id)).toBeInTheDocument();
    first.unmount();

    signInAs(USERS.superAdminWithoutCapabilities);
    renderScreen(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('row', { name: /Student 1/ });
    expect(screen.queryByRole('columnheader', { name: 'Order ID' })).not.toBeInTheDocument();
    expect(screen.queryByText(orderOf(1)._id)).not.toBeInTheDocument();
  });

  it("pages by 20: 'Showing 21 to 40 out of 45 allocations' on page 2", async () => {
    signInAs(USERS.superAdmin);
    const orders = Array.from({ length: 45 }, (_, i) => orderOf(i + 1));
    const api = withApi({ orders });
    const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Showing 1 to 20 out of 45 allocations');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 21 to 40 out of 45 allocations');
    expect(screen.getByRole('row', { name: /Student 21\b/ })).toBeInTheDocument();
    expect(orderRequests(api).at(-1)?.query).toMatchObject({ max: '20', offset: '20' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 41 to 45 out of 45 allocations');
  });

  it("says 'There are no orders to display' when nothing matches", async () => {
    signInAs(USERS.superAdmin);
    withApi({ orders: [] });
    renderScreen(<OrdersPage />, { path: '/orders' });
    await screen.findByText('There are no orders to display');
    // Only the empty text: no 'Showing 0 to 0 out of 0 allocations' above it.
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
  });

  it("counts one allocation in the singular: 'Showing 1 to 1 out of 1 allocation'", async () => {
    signInAs(USERS.superAdmin);
    withApi({ orders: [orderOf(1)] });
    renderScreen(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByText('Showing 1 to 1 out of 1 allocation')).toBeInTheDocument();
  });

  it('filters by the ticked statuses and by the applied date range, back on page 1', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi({ orders: Array.from({ length: 25 }, (_, i) => orderOf(i + 1)) });
    const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Showing 1 to 20 out of 25 allocations');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 21 to 25 out of 25 allocations');

    await user.click(screen.getByRole('checkbox', { name: 'CANCELLED' }));
    await waitFor(() => expect(orderRequests(api).at(-1)?.query).toMatchObject({ offset: '0', status: ['INIT', 'PROCESSED'] }));

    const toggle = screen.getByRole('button', { name: /^Date range:/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await user.clear(from);
    await user.type(from, '2026-01-05');
    await user.clear(to);
    await user.type(to, '2026-01-04');
    expect(screen.getByText('To must be on or after From')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(to);
    await user.type(to, '2026-02-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(orderRequests(api).at(-1)?.query).toMatchObject({ from: '2026-01-05', to: '2026-02-10', offset: '0' }));
    expect(screen.getByRole('button', { name: 'Date range: 05-01-2026 to 10-02-2026' })).toBeInTheDocument();
  });

  it('with no status ticked asks nothing and says why the list is empty', async () => {
    signInAs(USERS.superAdmin);
    const api = withApi({ orders: [orderOf(1)] });
    const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('row', { name: /Student 1/ });
    await user.click(screen.getByRole('checkbox', { name: 'INIT' }));
    await user.click(screen.getByRole('checkbox', { name: 'PROCESSED' }));
    await waitFor(() => expect(orderRequests(api).at(-1)?.query.status).toBe('CANCELLED'));
    const before = orderRequests(api).length;
    await user.click(screen.getByRole('checkbox', { name: 'CANCELLED' }));
    expect(await screen.findByText('There are no orders to display')).toBeInTheDocument();
    expect(screen.getByText('Tick at least one status to see allocations.')).toBeInTheDocument();
    expect(orderRequests(api)).toHaveLength(before);
  });

  it('shows loading, then an error with Retry when the list cannot be loaded', async () => {
    signInAs(USERS.superAdmin);
    let fail = true;
    server.use(
      http.get('*/api/admin/order', () =>
        fail
          ? HttpResponse.json({ message: [{ code: 'InternalServerError', type: 'internal', message: 'Something went wrong on our side. Please try again.' }] }, { status: 500 })
          : HttpResponse.json({ data: [orderRowOf(1)], count: 1 }),
      ),
    );
    const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('The allocations could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Student 1/ })).toBeInTheDocument();
  });

  describe('quick user search', () => {
    it('filters by the one user found, sending a + in the text as a +', async () => {
      signInAs(USERS.superAdmin);
      const mine = orderOf(2, { student: { _id: USER._id, name: USER.name, email: USER.email } });
      const api = withApi({ orders: [orderOf(1), mine], users: [USER] });
      const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
      await screen.findByRole('row', { name: /Student 1/ });
      await user.type(screen.getByRole('searchbox', { name: 'Search user' }), 'ploy+orders@demo.test');
      await user.click(screen.getByRole('button', { name: 'Search' }));

      await waitFor(() => expect(screen.queryByRole('row', { name: /Student 1/ })).not.toBeInTheDocument());
      expect(screen.getByRole('row', { name: /Ploy Chaiyaporn/ })).toBeInTheDocument();
      const search = api.requests.find((r) => r.path === '/api/admin/order/users');
      expect(search?.query.q).toBe('ploy+orders@demo.test');
      expect(search?.url).toContain('q=ploy%2Borders%40demo.test');
      expect(orderRequests(api).at(-1)?.query).toMatchObject({ student: USER._id, offset: '0' });
      expect(screen.getByText(/Allocations of/)).toHaveTextContent('Allocations of Ploy Chaiyaporn (ploy+orders@demo.test)');

      await user.click(screen.getByRole('button', { name: 'Show all users' }));
      expect(await screen.findByRole('row', { name: /Student 1/ })).toBeInTheDocument();
      expect(orderRequests(api).at(-1)?.query.student).toBeUndefined();
    });

    it("runs the search of the 'email' query parameter when the page opens", async () => {
      signInAs(USERS.superAdmin);
      const api = withApi({ orders: [orderOf(2, { student: { _id: USER._id, name: USER.name, email: USER.email } })], users: [USER] });
      renderScreen(<OrdersPage />, { path: '/orders?email=ploy%2Borders%40demo.test' });
      expect(await screen.findByText(/Allocations of/)).toHaveTextContent('Ploy Chaiyaporn');
      expect(screen.getByRole('searchbox', { name: 'Search user' })).toHaveValue('ploy+orders@demo.test');
      expect(api.requests.find((r) => r.path === '/api/admin/order/users')?.query.q).toBe('ploy+orders@demo.test');
      await waitFor(() => expect(orderRequests(api).at(-1)?.query.student).toBe(USER._id));
    });

    it("says 'There are no users with that email' when nobody matches", async () => {
      signInAs(USERS.superAdmin);
      const api = withApi({ orders: [orderOf(1)], users: [USER] });
      const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
      await screen.findByRole('row', { name: /Student 1/ });
      const before = orderRequests(api).length;
      await user.type(screen.getByRole('searchbox', { name: 'Search user' }), 'nobody@demo.test{Enter}');
      expect((await screen.findByText('There are no users with that email')).closest('[role="alert"]')).toBeInTheDocument();
      expect(orderRequests(api)).toHaveLength(before);
    });

    it("stops filtering by the previous student when a search finds nobody, and says 'There are no users with that email'", async () => {
      signInAs(USERS.superAdmin);
      const mine = orderOf(2, { student: { _id: USER._id, name: USER.name, email: USER.email } });
      const api = withApi({ orders: [orderOf(1), mine], users: [USER] });
      const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
      await screen.findByRole('row', { name: /Student 1/ });
      const box = screen.getByRole('searchbox', { name: 'Search user' });
      await user.type(box, 'ploy+orders@demo.test{Enter}');
      await waitFor(() => expect(screen.queryByRole('row', { name: /Student 1/ })).not.toBeInTheDocument());
      expect(screen.getByText(/Allocations of/)).toHaveTextContent('Ploy Chaiyaporn');

      await user.clear(box);
      await user.type(box, 'nobody@demo.test{Enter}');
      expect((await screen.findByText('There are no users with that email')).closest('[role="alert"]')).toBeInTheDocument();
      // Every user's allocations again, asked for without the student.
      expect(await screen.findByRole('row', { name: /Student 1/ })).toBeInTheDocument();
      expect(screen.getByRole('row', { name: /Ploy Chaiyaporn/ })).toBeInTheDocument();
      expect(screen.queryByText(/Allocations of/)).not.toBeInTheDocument();
      expect(orderRequests(api).at(-1)?.query.student).toBeUndefined();
    });

    it('lets the user pick when several users match', async () => {
      signInAs(USERS.superAdmin);
      const other: UserMatch = { ...USER, _id: '20000000-0000-4000-8000-000000000002', name: 'Ploy Srisuk', email: 'ploy.s@demo.test', phone: null };
      const api = withApi({ orders: [orderOf(1)], users: [USER, other] });
      const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
      await screen.findByRole('row', { name: /Student 1/ });
      await user.type(screen.getByRole('searchbox', { name: 'Search user' }), 'ploy{Enter}');
      const group = await screen.findByRole('group', { name: /2 users match “ploy”/ });
      expect(within(group).getByRole('button', { name: /Ploy Chaiyaporn · ploy\+orders@demo.test · \+66 812345678/ })).toBeInTheDocument();
      await user.click(within(group).getByRole('button', { name: /Ploy Srisuk/ }));
      await waitFor(() => expect(orderRequests(api).at(-1)?.query.student).toBe(other._id));
      expect(screen.queryByRole('group', { name: /users match/ })).not.toBeInTheDocument();
    });
  });

  describe('Cancel', () => {
    const mixed = (): Order[] => [
      orderOf(1, { type: 'TRIAL', status: 'INIT' }),
      orderOf(2, { type: 'PAYMENT', status: 'PROCESSED' }),
      orderOf(3, { type: 'TRIAL', status: 'CANCELLED' }),
      orderOf(4, { type: 'PAYMENT_VIDEO', status: 'INIT' }),
    ];
    const cancellable = async () => {
      await screen.findByRole('row', { name: /Student 1/ });
      return [1, 2, 3, 4].filter((n) =>
        within(screen.getByRole('row', { name: new RegExp(`Student ${n}\\b`) })).queryByRole('button', { name: /^Cancel/ }),
      );
    };

    it('is offered to a SuperAdmin for every order that is not CANCELLED', async () => {
      signInAs(USERS.superAdmin);
      withApi({ orders: mixed() });
      renderScreen(<OrdersPage />, { path: '/orders' });
      expect(await cancellable()).toEqual([1, 2, 4]);
    });

    it('is offered to an Agent and a Partner for trials only (canCancelPurchase is theirs to lack)', async () => {
      signInAs(USERS.agent);
      withApi({ orders: mixed() });
      const agent = renderScreen(<OrdersPage />, { path: '/orders' });
      expect(await cancellable()).toEqual([1]);
      agent.unmount();

      signInAs(USERS.partner);
      renderScreen(<OrdersPage />, { path: '/orders' });
      expect(await cancellable()).toEqual([1]);
    });
  });
});
