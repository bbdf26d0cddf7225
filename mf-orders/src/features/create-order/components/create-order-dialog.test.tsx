import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEXT_MAX, tooLongMessage } from '@backoffice/domain/text';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { createApi } from '../../../test/create-api';
import { AGENTS, CLASSES, lessonsOf } from '../../../test/factories';
import { signInAs, USERS } from '../../../test/session';
import { CreateOrderDialog } from './create-order-dialog';


const lessons = lessonsOf(5);

function open(user = USERS.superAdmin) {
  signInAs(user);
  const api = createApi({ lessons, agents: Object.values(AGENTS) });
  server.use(...api.handlers);
  const onCreated = jest.fn();
  const onOpenChange = jest.fn();
  const rendered = renderScreen(<CreateOrderDialog onCreated={onCreated} onOpenChange={onOpenChange} />);
  return { ...rendered, api, onCreated, onOpenChange };
}

const createButton = () => screen.getByRole('button', { name: 'Create' });
const lessonBox = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^Lesson ${n} ·`) });

async function chooseClass(user: UserEvent, text = 'IELTS') {
  await user.type(screen.getByRole('searchbox', { name: 'Find a class' }), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

/** Everything the create button waits for: class, email, remark and lessons 1 to 2. */
async function fillRequired(user: UserEvent, { email = 'new.student@demo.test', remark = 'NEW' } = {}) {
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), email);
  await user.type(screen.getByRole('textbox', { name: /^Remark/ }), remark);
  await chooseClass(user);
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Class/ })).toHaveValue(CLASSES.ielts._id));
  await user.click(await screen.findByRole('checkbox', { name: /^Lesson 1 ·/ }));
  await user.click(lessonBox(2));
}

describe('Create New Allocation', () => {
  it('is a full-screen dialog with the remark helper text of the spec', async () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Create New Allocation' });
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Remark/ })).toHaveAccessibleDescription(
      "*REQUIRED: Put 'NEW' if new student or 'EXISTING' if student is already registered",
    );
    expect(within(dialog).getByRole('textbox', { name: /^Country code/ })).toHaveValue('66');
    expect(within(dialog).getByRole('combobox', { name: 'Payment channel' })).toHaveValue('offline');
  });

  it('keeps Create disabled until a class, an email, a remark and a lesson are there', async () => {
    const { user } = open();
    expect(createButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'new.student@demo.test');
    expect(createButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Remark/ }), 'NEW');
    expect(createButton()).toBeDisabled();
    await chooseClass(user);
    await screen.findByRole('checkbox', { name: /^Lesson 1 ·/ });
    expect(createButton()).toBeDisabled();
    await user.click(lessonBox(3));
    expect(createButton()).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: /^Remark/ }));
    expect(createButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Remark/ }), '   ');
    expect(createButton()).toBeDisabled();
  });

  it("says 'You have entered an invalid email' and sends nothing; an empty email passes the format check", async () => {
    const { user, api } = open();
    await fillRequired(user, { email: 'not-an-email' });
    await user.click(createButton());
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(await screen.findByText('You have entered an invalid email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.created()).toEqual([]);

    await user.clear(email);
    await waitFor(() => expect(screen.queryByText('You have entered an invalid email')).not.toBeInTheDocument());
    expect(createButton()).toBeDisabled();
  });

  it('offers only TRIAL, chosen already, to a user without canCreateNormal', async () => {
    open(USERS.partner);
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('TRIAL');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['TRIAL']);
  });

  it('shows no Payment section to a user who may only create trials, and sends no payment', async () => {
    const { user, api, onCreated } = open(USERS.partner);
    const dialog = screen.getByRole('dialog', { name: 'Create New Allocation' });
    expect(within(dialog).getByRole('group', { name: 'Allocation' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Payment' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Payment channel' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Payment completed on/)).not.toBeInTheDocument();

    await fillRequired(user);
    await user.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    // orderCreateSchema's default, not a payment 'completed now' the Partner never saw.
    expect(api.created()[0]).toMatchObject({ type: 'TRIAL', payment: { channel: 'offline', provider: null, platform: null, completed_on: null } });
  });

  it('shows the Payment section to a user who may create purchases', async () => {
    open(USERS.superAdmin);
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(within(payment).getByRole('combobox', { name: 'Payment channel' })).toBeInTheDocument();
    expect(within(payment).getByLabelText(/^Payment completed on/)).toBeInTheDocument();
  });

  it("picks the agent by name, showing each agent's email, and sends the agent's id", async () => {
    const { user, api, onCreated } = open();
    await fillRequired(user);
    const agent = screen.getByRole('combobox', { name: /^Agent/ });
    await user.type(agent, 'srisuk');
    const option = await screen.findByRole('option', { name: /Kanya Srisuk/ });
    expect(option).toHaveTextContent('agent2@demo.test');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(agent).toHaveValue('Kanya Srisuk');
    expect(agent).toHaveAccessibleDescription(expect.stringContaining('Chosen: Kanya Srisuk · agent2@demo.test'));
    // Enter picked the agent; it did not submit the form.
    expect(api.created()).toEqual([]);
    expect(api.requests.find((r) => r.path === '/api/admin/order/agents')?.query).toEqual({ q: 'srisuk' });

    await user.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.created()[0]?.agent_id).toBe(AGENTS.kanya._id);
  });

  it("says a remark is too long in the schema's words, and sends nothing", async () => {
    const { user, api } = open();
    await fillRequired(user);
    const remark = screen.getByRole('textbox', { name: /^Remark/ });
    // Pasted, as a long remark would be; the field does not cut it short.
    await user.click(remark);
    await user.paste('x'.repeat(TEXT_MAX.remark));
    expect((remark as HTMLInputElement).value).toHaveLength(TEXT_MAX.remark + 3);
    await user.click(createButton());
    expect(await screen.findByText(tooLongMessage('Remark', TEXT_MAX.remark))).toBeInTheDocument();
    expect(remark).toHaveAttribute('aria-invalid', 'true');
    expect(remark).toHaveAccessibleDescription(expect.stringContaining('Remark must be at most 1,000 characters'));
    expect(api.created()).toEqual([]);
  });

  it('offers PAYMENT, TRIAL and PAYMENT_VIDEO to a SuperAdmin', async () => {
    open(USERS.superAdmin);
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('PAYMENT');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['PAYMENT', 'TRIAL', 'PAYMENT_VIDEO']);
  });

  it('selects every lesson from the earliest to the latest ticked and sends their dates', async () => {
    const { user, api, onCreated } = open();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'new.student@demo.test');
    await user.type(screen.getByRole('textbox', { name: /^Remark/ }), 'NEW');
    await chooseClass(user);
    await user.click(await screen.findByRole('checkbox', { name: /^Lesson 2 ·/ }));
    await user.click(lessonBox(4));
    expect([1, 2, 3, 4, 5].map((n) => (lessonBox(n) as HTMLInputElement).checked)).toEqual([false, true, true, true, false]);
    expect(screen.getByText(/^3 lessons selected/)).toBeInTheDocument();
    // Unticking one inside ends the run before it: no holes.
    await user.click(lessonBox(3));
    expect([1, 2, 3, 4, 5].map((n) => (lessonBox(n) as HTMLInputElement).checked)).toEqual([false, true, false, false, false]);
    await user.click(lessonBox(5));
    expect(screen.getByText(/^4 lessons selected/)).toBeInTheDocument();

    await user.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.created()[0]).toMatchObject({ start_date: lessons[1]!.scheduled_on, end_date: lessons[4]!.scheduled_on });
    const lessonCall = api.requests.find((r) => r.path.endsWith('/lessons'));
    expect(lessonCall?.path).toBe(`/api/admin/order/classes/${CLASSES.ielts._id}/lessons`);
    expect(lessonCall?.query).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('sends the payload: discount code upper-cased and trimmed, offline payment completed now, as ISO', async () => {
    const { user, api, onCreated } = open();
    await fillRequired(user, { email: 'New.Student@demo.test', remark: 'NEW' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'สมหญิง ใจดี');
    await user.type(screen.getByRole('textbox', { name: /^Discount code/ }), '  early10 ');
    await user.click(screen.getByRole('checkbox', { name: 'Renewal' }));
    const before = Date.now();
    await user.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ _id: expect.any(String) })));

    const [body] = api.created();
    expect(body).toEqual({
      type: 'PAYMENT',
      email: 'new.student@demo.test',
      name: 'สมหญิง ใจดี',
      phone_country_code: '66',
      phone: '',
      class: CLASSES.ielts._id,
      start_date: lessons[0]!.scheduled_on,
      end_date: lessons[1]!.scheduled_on,
      remark: 'NEW',
      discount_code: 'EARLY10',
      agent_id: null,
      payment: { channel: 'offline', provider: null, platform: null, completed_on: expect.any(String) },
      meta: { is_renewal: true },
    });
    // The default 'now' is shown to the minute in centre time.
    const completed = Date.parse((body!.payment as { completed_on: string }).completed_on);
    expect(Math.abs(completed - before)).toBeLessThan(2 * 60 * 1000);
  });

  it('maps an online provider to its platform: stripe → credit-card, hitpay → paynow', async () => {
    const { user, api, onCreated } = open();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment channel' }), 'online');
    const provider = screen.getByRole('combobox', { name: /^Provider/ });
    await user.selectOptions(provider, 'stripe');
    expect(screen.getByText('Platform: credit-card')).toBeInTheDocument();
    await user.selectOptions(provider, 'hitpay');
    expect(screen.getByText('Platform: paynow')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Payment completed on/), { target: { value: '2026-12-01T09:30' } });
    await user.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.created()[0]?.payment).toEqual({ channel: 'online', provider: 'hitpay', platform: 'paynow', completed_on: '2026-12-01T02:30:00.000Z' });
  });

  it('asks for the provider when paying online', async () => {
    const { user, api } = open();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment channel' }), 'online');
    await user.click(createButton());
    expect(await screen.findByText('Choose the payment provider')).toBeInTheDocument();
    expect(api.created()).toEqual([]);
  });

  it('keeps the dialog open on an error: field errors under their fields, the rest in an alert', async () => {
    const { user, onCreated, onOpenChange } = open();
    server.use(
      http.post('*/api/admin/order', () =>
        HttpResponse.json(
          {
            message: [
              { code: 'BadRequest', type: 'invalid', message: 'This email belongs to a tutor', field: 'email' },
              { code: 'Conflict', type: 'conflict', message: 'The class is full' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    await fillRequired(user);
    await user.click(createButton());
    const alert = await screen.findByText('The allocation was not created');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The class is full');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('This email belongs to a tutor');
    expect(screen.getByRole('dialog', { name: 'Create New Allocation' })).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(createButton()).toBeEnabled();
  });

  it("says 'No class found matching that name' and picks nothing when the search finds no class", async () => {
    const { user } = open();
    await chooseClass(user, 'Astrophysics');
    expect(await screen.findByText('No class found matching that name')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Class/ })).toBeDisabled();
  });

  it('lets the user pick among several classes found', async () => {
    const { user } = open();
    await chooseClass(user, 'math');
    const select = screen.getByRole('combobox', { name: /^Class/ });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('');
    await user.selectOptions(select, CLASSES.privateMath._id);
    expect(await screen.findByRole('checkbox', { name: /^Lesson 1 ·/ })).toBeInTheDocument();
  });
});
