import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { centreDay } from '@backoffice/domain';
import { queryClient } from '@backoffice/remote-kit';
import { renderScreen, server, signInAs, testUser } from '@backoffice/remote-kit/test-utils';
import { BirthdayCalendarPage } from './features/birthdays/components/birthday-calendar-page';
import preload from './preload';

const student = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Niran Srisuk',
  email: 'niran@test.test',
  phone: '812345678',
  phone_country_code: '66',
  date_of_birth: '2012-03-11',
};

/** POST /admin/report/birthday-student, answering one student whatever the day, and the days it was asked for. */
function birthdaysApi() {
  const requests: Array<{ birthday_date: string }> = [];
  const handlers = [
    http.post('*/api/admin/report/birthday-student', async ({ request }) => {
      requests.push((await request.json()) as { birthday_date: string });
      return HttpResponse.json({ data: [student], count: 1 });
    }),
  ];
  return { handlers, requests };
}

afterEach(() => queryClient.clear());

describe("mf-ops' preload", () => {
  it("asks for today's birthday students before the calendar renders, and the calendar then asks nothing more", async () => {
    signInAs(testUser('SuperAdmin'));
    const api = birthdaysApi();
    server.use(...api.handlers);
    await preload({ pathname: '/ops', search: '' });
    // The start of today in the centre's time zone, as the calendar asks when it opens.
    expect(api.requests).toEqual([{ birthday_date: new Date(`${centreDay()}T00:00:00+07:00`).toISOString() }]);

    renderScreen(<BirthdayCalendarPage />, { path: '/ops', client: queryClient });
    // The row is there at once: the answer is in the cache the calendar reads, under its own key.
    expect(screen.getByRole('row', { name: /Niran Srisuk/ })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('starts nothing for /feedback (not built yet) nor for a path that is not its screen', async () => {
    const api = birthdaysApi();
    server.use(...api.handlers);
    for (const pathname of ['/feedback', '/ops/elsewhere', '/orders']) {
      expect(preload({ pathname, search: '' })).toBeUndefined();
    }
    expect(api.requests).toHaveLength(0);
  });
});
