import { screen, waitFor } from '@testing-library/react';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { createApi } from './test/create-api';
import { lessonsOf, orderOf } from './test/factories';
import { ordersApi } from './test/orders-api';
import { signInAs, USERS } from './test/session';
import OrdersRoutes from './routes';

// A file of its own: the dialog's chunk is loaded once per module registry, and another test opening it first would
// make this one pass whatever the page does.
describe('/orders: Create New Allocation loaded before it is wanted (issue 20)', () => {
  it('downloads and warms up the dialog once the list is shown, so the first open shows the form at once', async () => {
    signInAs(USERS.superAdmin);
    server.use(...createApi({ lessons: lessonsOf(3) }).handlers, ...ordersApi({ orders: [orderOf(1)] }).handlers);
    const { user } = renderScreen(<OrdersRoutes basePath="/orders" />, { path: '/orders' });
    await screen.findByRole('row', { name: /Student 1/ });

    // Warmed up: rendered once, hidden (out of the accessibility tree, no dialog anyone can reach), then removed. It
    // waits for the browser to be idle and for the dialog's chunk: on a busy machine that took more than waitFor's 1 s.
    const warmUp = { timeout: 10_000 };
    await waitFor(() => expect(screen.getByLabelText(/^Email/, { selector: '[role="dialog"] input' })).toBeInTheDocument(), warmUp);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/^Email/, { selector: '[role="dialog"] input' })).not.toBeInTheDocument(), warmUp);

    await user.click(screen.getByRole('button', { name: 'Add new allocation' }));
    // In the click's own render: no loading stand-in, which React would hold at least 300 ms.
    expect(screen.getByRole('dialog', { name: 'Create New Allocation' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading Create New Allocation…')).not.toBeInTheDocument();
  });
});
