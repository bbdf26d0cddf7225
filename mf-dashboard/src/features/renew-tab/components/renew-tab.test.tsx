import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { centreDay } from '@backoffice/domain/time';
import { noRenewalsText, RENEWAL_MESSAGES } from '@backoffice/domain/renewals';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import DashboardRoutes from '../../../routes';
import { signInAs, USERS } from '../../../test/factories';
import { renewApi, renewalRowOf } from '../../../test/renew-api';

// The Renew tab (back-office §2 Renew tab, §4 Renewal date): a SalesAdmin lands on it.

const table = () => screen.getByRole('table', { name: 'Students whose parent renews within two weeks' });
const rowOf = (name: string) => within(table()).findByRole('row', { name: new RegExp(name) });
const updateOf = (row: HTMLElement, name: string) => within(row).getByRole('button', { name: `Update the renewal date of ${name}` });
const doneOf = (row: HTMLElement, name: string) => within(row).getByRole('button', { name: `Done with the renewal date of ${name}` });
const dateInputOf = (row: HTMLElement, name: string) => within(row).getByLabelText(`Renewal date of ${name}`);

function open(rows = [renewalRowOf(1, '2026-11-26'), renewalRowOf(2, '2026-12-01', { parent: 9 }), renewalRowOf(3, '2026-12-01', { parent: 9 })], options?: Parameters<typeof renewApi>[1]) {
  signInAs(USERS.salesAdmin);
  const api = renewApi(rows, options);
  server.use(...api.handlers);
  const rendered = renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: '/dashboard' });
  return { api, ...rendered };
}

/** Sets a date input's value as a browser's date picker does (one change event with the whole day). */
function pick(input: HTMLElement, day: string) {
  fireEvent.change(input, { target: { value: day } });
}

describe('the Renew tab', () => {
  it("lists the students with the spec's columns, dates DD-MM-YYYY, and says which days it covers", async () => {
    open();
    expect(await screen.findByRole('tab', { name: 'Renew' })).toHaveAttribute('aria-selected', 'true');
    const row = await rowOf('Student 1');
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Student name', 'Nickname', 'Parent name', 'Parent email', 'Customer service', 'Sales admin', 'Renewal date', 'Update']),
    );
    for (const text of ['Student 1', 'Nick 1', 'Parent 1', 'parent1@demo.test', 'Nok Service', 'Ton Seller', '26-11-2026']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/^Renewal dates from \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}$/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 out of 3 students')).toBeInTheDocument();
  });

  it('says which two weeks had no renewal when the list is empty', async () => {
    open([]);
    expect(await screen.findByText(noRenewalsText(centreDay()))).toBeInTheDocument();
  });

  it('Update turns the date into a date input holding it, with focus on it; Done unchanged sends nothing', async () => {
    const { api, user } = open();
    const row = await rowOf('Student 1');
    await user.click(updateOf(row, 'Student 1'));
    const input = dateInputOf(row, 'Student 1');
    expect(input).toHaveValue('2026-11-26');
    await waitFor(() => expect(input).toHaveFocus());
    await user.click(doneOf(row, 'Student 1'));
    expect(within(row).queryByLabelText('Renewal date of Student 1')).toBeNull();
    expect(within(row).getByText('26-11-2026')).toBeInTheDocument();
    await waitFor(() => expect(updateOf(row, 'Student 1')).toHaveFocus());
    expect(api.of('PATCH', /renewaldate/)).toHaveLength(0);
  });

  it("Done saves a changed date once and shows 'old --> new' on the row and its sibling, focus back on the button", async () => {
    const { api, user } = open();
    const row = await rowOf('Student 2');
    await user.click(updateOf(row, 'Student 2'));
    pick(dateInputOf(row, 'Student 2'), '2026-12-03');
    await user.click(doneOf(row, 'Student 2'));
    expect(await within(row).findByText('01-12-2026 --> 03-12-2026')).toBeInTheDocument();
    // The sibling shares the parent, and so the date.
    expect(within(await rowOf('Student 3')).getByText('01-12-2026 --> 03-12-2026')).toBeInTheDocument();
    expect(within(await rowOf('Student 1')).getByText('26-11-2026')).toBeInTheDocument();
    await waitFor(() => expect(updateOf(row, 'Student 2')).toHaveFocus());
    expect(api.of('PATCH', /renewaldate/).map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/user/renewaldate/d2000000-0000-4000-8000-000000000002', { dateObj: '2026-12-03' }],
    ]);
    // Said to screen readers too.
    expect(screen.getByText('Renewal date of Parent 9 saved: 01-12-2026 --> 03-12-2026')).toHaveAttribute('role', 'status');
  });

  it('sends one write however fast Done is clicked twice', async () => {
    // The answer waits for the test: the third click lands while the change is still being saved, however slow the
    // machine (a timed delay let a busy CI answer first, and the third click then opened the row again).
    let answer!: () => void;
    const { api, user } = open(undefined, { held: new Promise<void>((resolve) => (answer = resolve)) });
    const row = await rowOf('Student 1');
    await user.click(updateOf(row, 'Student 1'));
    pick(dateInputOf(row, 'Student 1'), '2026-11-30');
    await user.dblClick(doneOf(row, 'Student 1'));
    await user.click(within(row).getByRole('button', { name: /the renewal date of Student 1/ }));
    answer();
    expect(await within(row).findByText('26-11-2026 --> 30-11-2026')).toBeInTheDocument();
    expect(api.of('PATCH', /renewaldate/)).toHaveLength(1);
  });

  it("keeps the row in edit mode with the server's words when the save fails", async () => {
    const { user } = open(undefined, { failWith: [409, RENEWAL_MESSAGES.noParent] });
    const row = await rowOf('Student 1');
    await user.click(updateOf(row, 'Student 1'));
    pick(dateInputOf(row, 'Student 1'), '2026-11-30');
    await user.click(doneOf(row, 'Student 1'));
    const input = dateInputOf(row, 'Student 1');
    await waitFor(() => expect(input).toHaveAccessibleDescription(RENEWAL_MESSAGES.noParent));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('2026-11-30');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(row).queryByText(/-->/)).toBeNull();
  });

  it('asks for a date before sending anything, Enter is Done and Escape leaves the date as it was', async () => {
    const { api, user } = open();
    const row = await rowOf('Student 1');
    await user.click(updateOf(row, 'Student 1'));
    pick(dateInputOf(row, 'Student 1'), '');
    await user.click(doneOf(row, 'Student 1'));
    expect(dateInputOf(row, 'Student 1')).toHaveAccessibleDescription(RENEWAL_MESSAGES.dateRequired);
    expect(api.of('PATCH', /renewaldate/)).toHaveLength(0);

    pick(dateInputOf(row, 'Student 1'), '2026-11-29');
    await user.type(dateInputOf(row, 'Student 1'), '{Escape}');
    expect(within(row).getByText('26-11-2026')).toBeInTheDocument();
    await waitFor(() => expect(updateOf(row, 'Student 1')).toHaveFocus());
    expect(api.of('PATCH', /renewaldate/)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(dateInputOf(row, 'Student 1')).toHaveFocus());
    pick(dateInputOf(row, 'Student 1'), '2026-11-29');
    await user.type(dateInputOf(row, 'Student 1'), '{Enter}');
    expect(await within(row).findByText('26-11-2026 --> 29-11-2026')).toBeInTheDocument();
    expect(api.of('PATCH', /renewaldate/)).toHaveLength(1);
  });
});
