import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { centreDay } from '@backoffice/domain/time';
import { queryClient } from '@backoffice/remote-kit';
import { renderScreen, server, signInAs, testUser } from '@backoffice/remote-kit/test-utils';
import { BirthdayCalendarPage } from './features/birthdays/components/birthday-calendar-page';
import { FeedbackPage } from './features/feedback/components/feedback-page';
import { CLASS_A, entryOf, feedbackApi } from './test/feedback-api';
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

  it("asks for the address's page of feedback and its class's lessons, and the screen then asks nothing more", async () => {
    signInAs(testUser('SuperAdmin'));
    const api = feedbackApi({ entries: [entryOf(1)] });
    server.use(...api.handlers);
    await preload({ pathname: '/feedback', search: `?class=${CLASS_A._id}&ratings=5,1&commented=1` });
    expect(api.requests.map((r) => [r.path, r.query])).toEqual([
      [
        '/api/user_input/feedback',
        { max: '10', offset: '0', sortBy: 'created', order: 'desc', class: CLASS_A._id, rating: ['1', '5'], commented: 'true' },
      ],
      [`/api/user_input/feedback/classes/${CLASS_A._id}/lessons`, {}],
    ]);

    renderScreen(<FeedbackPage />, { path: `/feedback?class=${CLASS_A._id}&ratings=5,1&commented=1`, client: queryClient });
    expect(screen.getByRole('row', { name: /Comment 1/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveDisplayValue(CLASS_A.name);
    expect(api.requests).toHaveLength(2);
  });

  it('starts nothing for a path that is not its screen, nor for feedback with no rating ticked', async () => {
    const birthdays = birthdaysApi();
    const feedback = feedbackApi();
    server.use(...birthdays.handlers, ...feedback.handlers);
    for (const pathname of ['/ops/elsewhere', '/orders', '/feedback/x']) {
      expect(preload({ pathname, search: '' })).toBeUndefined();
    }
    expect(preload({ pathname: '/feedback', search: '?ratings=' })).toBeUndefined();
    expect(birthdays.requests).toHaveLength(0);
    expect(feedback.requests).toHaveLength(0);
  });
});
