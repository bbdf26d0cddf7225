import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Me, Order } from '@backoffice/domain/records';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import OrdersRoutes from '../../../routes';
import { AGENTS, orderOf } from '../../../test/factories';
import { ordersApi, type AgentUser } from '../../../test/orders-api';
import { signInAs, USERS } from '../../../test/session';


/** The agent of orderOf(n), and other Agent users the fake API knows. */
const CURRENT_AGENT: AgentUser = AGENTS.pongsakorn;
const OTHER_AGENT: AgentUser = AGENTS.kanya;

/** The composed route, as the shell mounts it: the list with its row actions and the dialogs. */
function start(user: Me = USERS.superAdmin, orders: Order[] = [orderOf(1), orderOf(2)]) {
  signInAs(user);
  const api = ordersApi({ orders, agents: Object.values(AGENTS) });
  server.use(...api.handlers);
  const rendered = renderScreen(<OrdersRoutes basePath="/orders" />, { path: '/orders' });
  const patches = () => api.requests.filter((r) => r.method === 'PATCH');
  const listCalls = () => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/order').length;
  const agentSearches = () => api.requests.filter((r) => r.path === '/api/admin/order/agents').map((r) => r.query.q ?? '');
  return { ...rendered, api, patches, listCalls, agentSearches };
}

/** A row of the list; `hidden` as the list sits behind the modal dialog (aria-hidden) while it is open. */
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`${name}\\b`), hidden: true });
const agentField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Agent' });
const agentList = (dialog: HTMLElement) => within(dialog).getByRole('listbox', { name: 'Agent matches' });
const renewal = (dialog: HTMLElement) => within(dialog).getByRole('checkbox', { name: 'Renewal' });
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

/** Opens Edit on Student 1's row and waits for the dialog's form (its code loads on demand). */
async function openEdit(setup = start()) {
  await screen.findByRole('row', { name: /Student 1\b/ });
  await setup.user.click(within(row('Student 1')).getByRole('button', { name: 'Edit allocation of Student 1' }));
  await screen.findByRole('combobox', { name: 'Agent' });
  return { ...setup, dialog: screen.getByRole('dialog', { name: 'Edit allocation' }) };
}

describe('Edit allocation', () => {
  it('offers Edit in every row to a user with canUpdateOrder', async () => {
    start(USERS.superAdmin, [orderOf(1), orderOf(2, { status: 'CANCELLED' })]);
    await screen.findByRole('row', { name: /Student 1\b/ });
    expect(within(row('Student 1')).getByRole('button', { name: 'Edit allocation of Student 1' })).toBeInTheDocument();
    expect(within(row('Student 2')).getByRole('button', { name: 'Edit allocation of Student 2' })).toBeInTheDocument();
  });

  it('offers no Edit without canUpdateOrder, even where the row has Cancel', async () => {
    // An Agent may cancel trials (so the action column is there) but not update orders.
    const agent = start(USERS.agent, [orderOf(1, { type: 'TRIAL' })]);
    await screen.findByRole('row', { name: /Student 1\b/ });
    expect(within(row('Student 1')).getByRole('button', { name: 'Cancel allocation of Student 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    agent.unmount();

    start(USERS.partner, [orderOf(1, { type: 'TRIAL' })]);
    await screen.findByRole('row', { name: /Student 1\b/ });
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("opens with the order's agent and renewal flag; Save waits for a change", async () => {
    const { user, dialog } = await openEdit();
    expect(agentField(dialog)).toHaveValue(CURRENT_AGENT.name);
    expect(agentField(dialog)).toHaveFocus();
    expect(agentField(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(agentField(dialog)).toHaveAccessibleDescription(expect.stringContaining('Now: Pongsakorn Meesuk (agent@demo.test).'));
    expect(agentField(dialog)).toHaveAccessibleDescription(expect.stringContaining('Chosen: Pongsakorn Meesuk · agent@demo.test'));
    expect(renewal(dialog)).not.toBeChecked();
    expect(save(dialog)).toBeDisabled();

    await user.click(renewal(dialog));
    expect(save(dialog)).toBeEnabled();
    await user.click(renewal(dialog));
    expect(save(dialog)).toBeDisabled();

    // Picking the same agent again is no change either.
    await user.clear(agentField(dialog));
    await user.type(agentField(dialog), 'pong');
    await user.click(await within(dialog).findByRole('option', { name: /Pongsakorn Meesuk/ }));
    expect(agentField(dialog)).toHaveValue(CURRENT_AGENT.name);
    expect(save(dialog)).toBeDisabled();
  });

  it("picks another agent by name from the keyboard, showing each one's email, and sends only its id", async () => {
    const { user, dialog, patches, agentSearches } = await openEdit();
    await user.clear(agentField(dialog));
    await user.type(agentField(dialog), 'kan');
    expect(agentField(dialog)).toHaveAttribute('aria-expanded', 'true');
    // The server is asked once typing pauses; both Kan… agents, by name, each with its email.
    await waitFor(() => expect(within(agentList(dialog)).getAllByRole('option')).toHaveLength(2));
    expect(within(agentList(dialog)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kanokwan Chaiagent3@demo.test',
      'Kanya Srisukagent2@demo.test',
    ]);
    expect(agentSearches()).toContain('kan');

    await user.keyboard('{ArrowDown}');
    const first = within(agentList(dialog)).getByRole('option', { name: /Kanokwan Chai/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(agentField(dialog)).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    const second = within(agentList(dialog)).getByRole('option', { name: /Kanya Srisuk/ });
    expect(agentField(dialog)).toHaveAttribute('aria-activedescendant', second.id);
    // Enter picks it and closes the list; it does not submit the form.
    await user.keyboard('{Enter}');
    expect(agentField(dialog)).toHaveValue(OTHER_AGENT.name);
    expect(agentField(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(agentField(dialog)).toHaveAccessibleDescription(expect.stringContaining('Chosen: Kanya Srisuk · agent2@demo.test'));
    expect(patches()).toEqual([]);

    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([{ agent: OTHER_AGENT._id }]);
  });

  it('closes the list on Escape and keeps the dialog open; typing without picking keeps the chosen agent', async () => {
    const { user, dialog, patches } = await openEdit();
    await user.keyboard('{ArrowDown}');
    expect(agentField(dialog)).toHaveAttribute('aria-expanded', 'true');
    // Without anything typed, every agent.
    await waitFor(() => expect(within(agentList(dialog)).getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{Escape}');
    expect(agentField(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Edit allocation' })).toBeInTheDocument();

    await user.type(agentField(dialog), 'zzz');
    expect(await within(dialog).findByText('No agent found')).toBeInTheDocument();
    await user.tab();
    expect(agentField(dialog)).toHaveValue(CURRENT_AGENT.name);
    expect(save(dialog)).toBeDisabled();
    expect(patches()).toEqual([]);
  });

  it('sends agent: null, and only that, when the agent is cleared', async () => {
    const { user, dialog, patches } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Clear agent' }));
    expect(agentField(dialog)).toHaveValue('');
    expect(agentField(dialog)).toHaveFocus();
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toHaveLength(1);
    expect(patches()[0]?.path).toBe(`/api/admin/order/${orderOf(1)._id}`);
    expect(patches()[0]?.body).toEqual({ agent: null });
    expect(within(row('Student 1')).queryByText(CURRENT_AGENT.name)).not.toBeInTheDocument();
  });

  it('chooses no agent when the name is emptied and the field left', async () => {
    const { user, dialog, patches } = await openEdit();
    await user.clear(agentField(dialog));
    await user.tab();
    expect(save(dialog)).toBeEnabled();
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([{ agent: null }]);
  });

  it('sends meta.is_renewal, and only that, when Renewal is ticked', async () => {
    const { user, dialog, patches } = await openEdit();
    await user.click(renewal(dialog));
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([{ meta: { is_renewal: true } }]);
  });

  it('sends a renewal turned off as is_renewal: false', async () => {
    const { user, dialog, patches } = await openEdit(start(USERS.superAdmin, [orderOf(1, { meta: { is_renewal: true } })]));
    expect(renewal(dialog)).toBeChecked();
    await user.click(renewal(dialog));
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([{ meta: { is_renewal: false } }]);
    expect(within(row('Student 1')).queryByText('Renewal')).not.toBeInTheDocument();
  });

  it("shows the new agent and the renewal in the row without reloading the list, and says it was saved", async () => {
    const { user, dialog, patches, listCalls } = await openEdit();
    const callsBefore = listCalls();
    expect(within(row('Student 1')).getByText(CURRENT_AGENT.name)).toBeInTheDocument();
    expect(within(row('Student 1')).queryByText('Renewal')).not.toBeInTheDocument();

    await user.clear(agentField(dialog));
    await user.type(agentField(dialog), 'srisuk');
    await user.click(await within(dialog).findByRole('option', { name: /Kanya Srisuk/ }));
    await user.click(renewal(dialog));
    await user.click(save(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([{ agent: OTHER_AGENT._id, meta: { is_renewal: true } }]);
    const updated = row('Student 1');
    expect(within(updated).getByText(OTHER_AGENT.name)).toBeInTheDocument();
    expect(within(updated).queryByText(CURRENT_AGENT.name)).not.toBeInTheDocument();
    expect(within(updated).getByText('Renewal')).toBeInTheDocument();
    // The other row is as it was.
    expect(within(row('Student 2')).getByText(CURRENT_AGENT.name)).toBeInTheDocument();
    expect(within(row('Student 2')).queryByText('Renewal')).not.toBeInTheDocument();
    // Patched in place: no second request for the list.
    expect(listCalls()).toBe(callsBefore);
    expect(await screen.findByText('The allocation was saved')).toBeInTheDocument();
  });

  it('cannot be saved twice or dismissed while saving', async () => {
    const { user, dialog } = await openEdit();
    let answer: (response: Response) => void = () => undefined;
    let calls = 0;
    server.use(
      http.patch('*/api/admin/order/:id', () => {
        calls += 1;
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    await user.click(renewal(dialog));
    await user.click(save(dialog));
    await waitFor(() => expect(calls).toBe(1));
    expect(save(dialog)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit allocation' })).toBeInTheDocument();

    answer(HttpResponse.json({ data: { ...orderOf(1), meta: { is_renewal: true } } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(1);
    expect(within(row('Student 1')).getByText('Renewal')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when it refuses", async () => {
    const { user, dialog, patches } = await openEdit();
    server.use(
      http.patch('*/api/admin/order/:id', () =>
        HttpResponse.json(
          { message: [{ code: 'Forbidden', type: 'forbidden', message: 'You do not have permission to do this' }] },
          { status: 403 },
        ),
      ),
    );
    await user.click(renewal(dialog));
    await user.click(save(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The allocation was not saved');
    expect(alert).toHaveTextContent('You do not have permission to do this');
    expect(screen.getByRole('dialog', { name: 'Edit allocation' })).toBeInTheDocument();
    // What was typed stays, and Save can be tried again.
    expect(renewal(dialog)).toBeChecked();
    expect(save(dialog)).toBeEnabled();
    expect(patches()).toEqual([]);
    expect(within(row('Student 1')).queryByText('Renewal')).not.toBeInTheDocument();
    expect(screen.queryByText('The allocation was saved')).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the agent under the agent field and keeps the dialog open", async () => {
    const { user, dialog } = await openEdit();
    // Kanya was an agent when listed, and is no longer one when saved.
    const refused: unknown[] = [];
    server.use(
      http.patch('*/api/admin/order/:id', async ({ request }) => {
        refused.push(await request.json());
        return HttpResponse.json(
          { message: [{ code: 'BadRequest', type: 'invalid', message: 'The agent must be a user of type Agent', field: 'agent' }] },
          { status: 400 },
        );
      }),
    );
    await user.clear(agentField(dialog));
    await user.type(agentField(dialog), 'kanya');
    await user.click(await within(dialog).findByRole('option', { name: /Kanya Srisuk/ }));
    await user.click(save(dialog));
    expect(await within(dialog).findByText('The agent must be a user of type Agent')).toBeInTheDocument();
    expect(agentField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(agentField(dialog)).toHaveAccessibleDescription(expect.stringContaining('The agent must be a user of type Agent'));
    expect(agentField(dialog)).toHaveFocus();
    expect(refused).toEqual([{ agent: OTHER_AGENT._id }]);
    expect(screen.getByRole('dialog', { name: 'Edit allocation' })).toBeInTheDocument();
    expect(within(row('Student 1')).getByText(CURRENT_AGENT.name)).toBeInTheDocument();
  });

  it('works from the keyboard: opens, ticks Renewal, saves, and gives focus back to Edit', async () => {
    const { user, patches } = start();
    await screen.findByRole('row', { name: /Student 1\b/ });
    const edit = within(row('Student 1')).getByRole('button', { name: 'Edit allocation of Student 1' });
    edit.focus();
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('combobox', { name: 'Agent' });
    await waitFor(() => expect(field).toHaveFocus());

    // Escape closes without saving; focus goes back to the row's Edit.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit allocation' });
    await waitFor(() => expect(agentField(dialog)).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Clear agent' })).toHaveFocus();
    await user.tab();
    expect(renewal(dialog)).toHaveFocus();
    await user.keyboard(' ');
    expect(renewal(dialog)).toBeChecked();
    await user.tab();
    await user.tab();
    expect(save(dialog)).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([{ meta: { is_renewal: true } }]);
    expect(within(row('Student 1')).getByRole('button', { name: 'Edit allocation of Student 1' })).toHaveFocus();
  });
});
