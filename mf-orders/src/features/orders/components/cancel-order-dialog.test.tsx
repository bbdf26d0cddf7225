import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TEXT_MAX, tooLongMessage } from '@backoffice/domain/text';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { orderOf } from '../../../test/factories';
import { ordersApi } from '../../../test/orders-api';
import { signInAs, USERS } from '../../../test/session';
import { OrdersPage } from './orders-page';


async function openCancel() {
  const api = ordersApi({ orders: [orderOf(1, { remark: 'NEW' }), orderOf(2)] });
  server.use(...api.handlers);
  signInAs(USERS.superAdmin);
  const rendered = renderScreen(<OrdersPage />, { path: '/orders' });
  const row = await screen.findByRole('row', { name: /Student 1\b/ });
  await rendered.user.click(within(row).getByRole('button', { name: 'Cancel allocation of Student 1' }));
  // The dialog's code loads on demand: wait for its form, not for the loading frame.
  await screen.findByRole('textbox', { name: /Reason for cancelling/ });
  const dialog = screen.getByRole('dialog', { name: 'Cancel allocation' });
  return { ...rendered, api, dialog };
}

describe('Cancel allocation dialog', () => {
  it("asks for a reason: 'Please enter a reason for canceling the allocation'", async () => {
    const { user, api, dialog } = await openCancel();
    const reason = within(dialog).getByRole('textbox', { name: /Reason for cancelling/ });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel allocation' }));
    expect(await within(dialog).findByText('Please enter a reason for canceling the allocation')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // Spaces are not a reason either.
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel allocation' }));
    expect(within(dialog).getByText('Please enter a reason for canceling the allocation')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it("says a reason is too long in the schema's words, without cutting it short, and sends nothing", async () => {
    const { user, api, dialog } = await openCancel();
    const reason = within(dialog).getByRole('textbox', { name: /Reason for cancelling/ });
    await user.click(reason);
    await user.paste('y'.repeat(TEXT_MAX.remark + 1));
    expect((reason as HTMLTextAreaElement).value).toHaveLength(TEXT_MAX.remark + 1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel allocation' }));
    expect(await within(dialog).findByText(tooLongMessage('Reason', TEXT_MAX.remark))).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Reason must be at most 1,000 characters');
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it("cancels, then shows the row's new status and remark in the list and closes", async () => {
    const { user, api, dialog } = await openCancel();
    const ordersBefore = api.requests.filter((r) => r.path === '/api/admin/order').length;
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Parent asked to stop');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel allocation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByRole('row', { name: /Student 1\b/ });
    expect(within(row).getByText('CANCELLED')).toBeInTheDocument();
    expect(within(row).getByText('Parent asked to stop')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Student 2\b/ })).getByText('INIT')).toBeInTheDocument();

    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe(`/api/admin/order/${orderOf(1)._id}/cancel`);
    expect(patch?.body).toEqual({ remark: 'Parent asked to stop' });
    // The row was updated in place, not by reloading the list.
    expect(api.requests.filter((r) => r.path === '/api/admin/order')).toHaveLength(ordersBefore);
    expect(await screen.findByText('The allocation was cancelled')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    const { user, dialog } = await openCancel();
    server.use(
      http.patch('*/api/admin/order/:id/cancel', () =>
        HttpResponse.json({ message: [{ code: 'Forbidden', type: 'forbidden', message: 'You do not have permission to do this' }] }, { status: 403 }),
      ),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel allocation' }));
    expect(await within(dialog).findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel allocation' })).toBeInTheDocument();
  });
});
