import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { centreDay } from '@backoffice/domain/time';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { BirthdayCalendar, formatPhone } from './birthday-calendar';

const requests: Array<{ birthday_date: string }> = [];
const students = [
  { _id: '00000000-0000-4000-8000-000000000001', name: 'Niran Srisuk', email: 'niran@test.test', phone: '812345678', phone_country_code: '66', date_of_birth: '2012-03-11' },
];
/** The endpoint this screen calls, set again before each test (the shared server drops handlers after each). */
const handlers = [
  http.post('*/api/admin/report/birthday-student', async ({ request }) => {
    const body = (await request.json()) as { birthday_date: string };
    requests.push(body);
    const found = body.birthday_date === '2026-03-10T17:00:00.000Z' ? students : [];
    return HttpResponse.json({ data: found, count: found.length });
  }),
];
beforeEach(() => server.use(...handlers));
afterEach(() => {
  requests.length = 0;
});

describe('Birthday calendar', () => {
  it("searches today in the centre's time zone when it opens", async () => {
    renderScreen(<BirthdayCalendar />);
    expect(screen.getByLabelText(/Date/)).toHaveValue(centreDay());
    await screen.findByText('No birthday student today');
    const [first] = requests;
    expect(new Date(first!.birthday_date).toISOString()).toBe(new Date(`${centreDay()}T00:00:00+07:00`).toISOString());
  });

  it('sends the start of the chosen day in Bangkok and lists the students with country code and number', async () => {
    const { user } = renderScreen(<BirthdayCalendar />);
    await screen.findByText('No birthday student today');
    const date = screen.getByLabelText(/Date/);
    await user.clear(date);
    await user.type(date, '2026-03-11');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const row = await screen.findByRole('row', { name: /Niran Srisuk/ });
    expect(within(row).getByText('+66 812345678')).toBeInTheDocument();
    expect(within(row).getByText('11-03-2012')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ birthday_date: '2026-03-10T17:00:00.000Z' });
  });
});

describe('formatPhone', () => {
  it('puts the country code before the number', () => {
    expect(formatPhone('66', '812345678')).toBe('+66 812345678');
    expect(formatPhone('+65', '91234567')).toBe('+65 91234567');
    expect(formatPhone(null, '812345678')).toBe('812345678');
    expect(formatPhone('66', null)).toBe('—');
  });
});
