import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { renderScreen, server, signInAs, testUser } from '@backoffice/remote-kit/test-utils';
import { CLASS_A, LESSON_A1, LESSON_A2, entryOf, feedbackApi } from '../../../test/feedback-api';
import { FeedbackPage } from './feedback-page';

/** The address the screen keeps its filters in, shown so a test can read it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}
const address = () => screen.getByTestId('address').textContent ?? '';

function open(path = '/feedback', initial: Parameters<typeof feedbackApi>[0] = {}) {
  signInAs(testUser('SuperAdmin'));
  const api = feedbackApi({ entries: Array.from({ length: 25 }, (_, i) => entryOf(i + 1)), ...initial });
  server.use(...api.handlers);
  const rendered = renderScreen(
    <>
      <FeedbackPage />
      <Address />
    </>,
    { path },
  );
  return { ...rendered, api };
}
const lastQuery = (api: ReturnType<typeof feedbackApi>) => api.listRequests().at(-1)?.query;
const rating = (n: number) => screen.getByRole('checkbox', { name: n === 1 ? '1 star' : `${n} stars` });

describe('Feedback review', () => {
  it('opens on every rating, newest first, 10 a page, and shows each entry with its stars in words, class, lesson and author', async () => {
    const { api } = open('/feedback', {
      entries: [entryOf(1, { rating: 4 }), entryOf(2, { allow_anonymous: true, created_by: null, content: '' })],
    });
    const first = await screen.findByRole('row', { name: /Comment 1/ });
    expect(lastQuery(api)).toEqual({ max: '10', offset: '0', sortBy: 'created', order: 'desc' });
    for (const n of [1, 2, 3, 4, 5]) expect(rating(n)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Only commented' })).not.toBeChecked();

    expect(within(first).getByText('4 out of 5 stars')).toBeInTheDocument();
    expect(within(first).getByText('Student 1')).toBeInTheDocument();
    expect(within(first).getByText(CLASS_A.name)).toBeInTheDocument();
    expect(within(first).getByText(LESSON_A2.name)).toBeInTheDocument();
    // 07:00 UTC is 2 PM in Bangkok.
    expect(within(first).getByText('08-03-2026 2:00 PM')).toBeInTheDocument();
    const anonymous = screen.getAllByRole('row')[2]!;
    expect(within(anonymous).getByText('Anonymous')).toBeInTheDocument();
    expect(within(anonymous).getByText('No comment')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary of the feedback shown' });
    expect(within(summary).getByText('3.00 out of 5')).toBeInTheDocument();
    expect(within(summary).getByText('2 entries')).toBeInTheDocument();
  });

  it('loads as the list it becomes: ten skeleton rows, the summary and the count line held', async () => {
    open();
    const table = screen.getByRole('table', { name: 'Feedback entries', hidden: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row', { hidden: true }).slice(1)).toHaveLength(10);
    expect(screen.getByTestId('pager-reserve')).toBeInTheDocument();
    await screen.findByText('Showing 1 to 10 out of 25 entries');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10);
  });

  it('keeps the class search button disabled until there is text to search, spaces not counting', async () => {
    const { user } = open();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: /Class name/ }), '   ');
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: /Class name/ }), 'adv');
    expect(search).toBeEnabled();
    expect(screen.getByRole('searchbox', { name: /Class name/ })).toHaveAttribute('maxLength', '200');
  });

  it('chooses the one class a search finds, then a lesson of it; each goes back to page 1 and into the address', async () => {
    const { user, api } = open('/feedback?page=2');
    await screen.findByText('Showing 11 to 20 out of 25 entries');
    await user.type(screen.getByRole('searchbox', { name: /Class name/ }), 'ADVANCED');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue(CLASS_A._id));
    expect(api.requests.find((r) => r.path === '/api/user_input/feedback/classes')?.query).toEqual({ q: 'ADVANCED', max: '20' });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ class: CLASS_A._id, offset: '0' }));
    await waitFor(() => expect(address()).toBe(`?class=${CLASS_A._id}`));

    const lesson = screen.getByRole('combobox', { name: 'Lesson' });
    await waitFor(() => expect(lesson).toBeEnabled());
    await screen.findByRole('option', { name: /Fractions · 01-03-2026/ });
    await user.selectOptions(lesson, LESSON_A1._id);
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ class: CLASS_A._id, lesson: LESSON_A1._id }));
    await waitFor(() => expect(address()).toBe(`?class=${CLASS_A._id}&lesson=${LESSON_A1._id}`));
    await screen.findByText(EMPTY_STATES.noFeedback);

    // Another class clears the lesson.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '');
    await waitFor(() => expect(address()).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Lesson' })).toBeDisabled();
  });

  it("lists several matches under Class without choosing, and says 'No class found matching that name' for none", async () => {
    const { user, api } = open();
    await screen.findByText('Showing 1 to 10 out of 25 entries');
    const field = screen.getByRole('searchbox', { name: /Class name/ });
    await user.type(field, 'maths');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('option', { name: 'Maths Basics (inactive)' });
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveFocus();
    expect(api.listRequests()).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'chemistry{Enter}');
    expect(await screen.findAllByText(EMPTY_STATES.noClassMatch)).not.toHaveLength(0);
  });

  it('searches once for a double click', async () => {
    const { user, api } = open();
    await user.type(screen.getByRole('searchbox', { name: /Class name/ }), 'maths');
    await user.dblClick(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('option', { name: 'Maths Basics (inactive)' });
    expect(api.requests.filter((r) => r.path === '/api/user_input/feedback/classes')).toHaveLength(1);
  });

  it('sends only the ratings still ticked, asks nothing when none is, and says no feedback was found', async () => {
    const { user, api } = open('/feedback?page=3');
    await screen.findByText('Showing 21 to 25 out of 25 entries');
    await user.click(rating(5));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ rating: ['1', '2', '3', '4'], offset: '0' }));
    await waitFor(() => expect(address()).toBe('?ratings=1%2C2%2C3%2C4'));
    await user.click(rating(3));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ rating: ['1', '2', '4'] }));

    for (const n of [1, 2, 4]) await user.click(rating(n));
    const asked = api.listRequests().length;
    expect(await screen.findByText(EMPTY_STATES.noFeedback)).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('?ratings='));
    expect(api.listRequests()).toHaveLength(asked);

    await user.click(rating(2));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ rating: '2' }));
  });

  it("asks for commented entries only with 'Only commented', from page 1", async () => {
    const { user, api } = open('/feedback?page=2', { entries: [entryOf(1), entryOf(2, { content: '  ' }), entryOf(3)] });
    await screen.findByText(EMPTY_STATES.noFeedback);
    await user.click(screen.getByRole('checkbox', { name: 'Only commented' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ commented: 'true', offset: '0' }));
    await waitFor(() => expect(address()).toBe('?commented=1'));
    await screen.findByText('Showing 1 to 2 out of 2 entries');
  });

  it('opens on the filters and page of its address, with the class and lesson named', async () => {
    const { api } = open(`/feedback?class=${CLASS_A._id}&lesson=${LESSON_A2._id}&ratings=1,3&commented=1&page=2`, {
      entries: Array.from({ length: 40 }, (_, i) => entryOf(i + 1)),
    });
    await screen.findByText('Showing 11 to 16 out of 16 entries');
    expect(api.listRequests()[0]?.query).toEqual({
      max: '10',
      offset: '10',
      sortBy: 'created',
      order: 'desc',
      class: CLASS_A._id,
      lesson: LESSON_A2._id,
      rating: ['1', '3'],
      commented: 'true',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveDisplayValue(CLASS_A.name));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Lesson' })).toHaveDisplayValue(/Decimals · 08-03-2026/));
    expect(rating(1)).toBeChecked();
    expect(rating(2)).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Only commented' })).toBeChecked();
  });

  it('pages with the shared pager, the page in the address', async () => {
    const { user, api } = open();
    await screen.findByText('Showing 1 to 10 out of 25 entries');
    await user.click(within(screen.getByRole('navigation', { name: 'Feedback pages' })).getByRole('button', { name: /Next/ }));
    await screen.findByText('Showing 11 to 20 out of 25 entries');
    expect(lastQuery(api)).toMatchObject({ offset: '10' });
    await waitFor(() => expect(address()).toBe('?page=2'));
    expect(screen.getByRole('row', { name: /Comment 11/ })).toBeInTheDocument();
  });

  it('goes to the last page when the address asks for one past the end', async () => {
    open('/feedback?page=9');
    await screen.findByText('Showing 21 to 25 out of 25 entries');
    await waitFor(() => expect(address()).toBe('?page=3'));
  });
});
