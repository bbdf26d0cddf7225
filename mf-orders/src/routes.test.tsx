import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { createApi } from './test/create-api';
import { CLASSES, lessonsOf, orderOf } from './test/factories';
import { ordersApi } from './test/orders-api';
import { signInAs, USERS } from './test/session';
import OrdersRoutes from './routes';


function start(user = USERS.superAdmin, orders = [orderOf(1)]) {
  signInAs(user);
  const list = ordersApi({ orders });
  const create = createApi({ lessons: lessonsOf(3) });
  server.use(...create.handlers, ...list.handlers);
  return { list, create, ...renderScreen(<OrdersRoutes basePath="/orders" />, { path: '/orders' }) };
}

describe('/orders', () => {
  it("offers 'Add new allocation' and 'Add Lessons using CSV' to a SuperAdmin", async () => {
    start();
    await screen.findByRole('row', { name: /Student 1/ });
    expect(screen.getByRole('button', { name: 'Add new allocation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Lessons using CSV' })).toBeInTheDocument();
  });

  it('offers a Partner the create dialog but not the CSV import, and an Agent neither', async () => {
    const partner = start(USERS.partner);
    await screen.findByRole('row', { name: /Student 1/ });
    expect(screen.getByRole('button', { name: 'Add new allocation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Lessons using CSV' })).not.toBeInTheDocument();
    partner.unmount();

    start(USERS.agent);
    await screen.findByRole('row', { name: /Student 1/ });
    expect(screen.queryByRole('button', { name: 'Add new allocation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Lessons using CSV' })).not.toBeInTheDocument();
  });

  it('after a create closes the dialog and reloads the list on page 1', async () => {
    const { user, list, create } = start(USERS.superAdmin, Array.from({ length: 30 }, (_, i) => orderOf(i + 1)));
    await screen.findByText('Showing 1 to 20 out of 30 allocations');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 21 to 30 out of 30 allocations');

    await user.click(screen.getByRole('button', { name: 'Add new allocation' }));
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    const dialog = screen.getByRole('dialog', { name: 'Create New Allocation' });
    await user.type(email, 'new.student@demo.test');
    await user.type(within(dialog).getByRole('textbox', { name: /^Remark/ }), 'NEW');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a class' }), 'IELTS{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Class/ })).toHaveValue(CLASSES.ielts._id));
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Lesson 1 ·/ }));
    const listCalls = list.requests.filter((r) => r.path === '/api/admin/order').length;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create.created()).toHaveLength(1);
    await screen.findByText('Showing 1 to 20 out of 30 allocations');
    const after = list.requests.filter((r) => r.path === '/api/admin/order');
    expect(after.length).toBeGreaterThan(listCalls);
    expect(after.at(-1)?.query).toMatchObject({ offset: '0' });
    expect(screen.getByText('The allocation was created')).toBeInTheDocument();
  });

  it('opens the CSV import dialog on demand', async () => {
    const { user } = start();
    await screen.findByRole('row', { name: /Student 1/ });
    await user.click(screen.getByRole('button', { name: 'Add Lessons using CSV' }));
    expect(await screen.findByLabelText('Choose CSV file')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Lessons using CSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
