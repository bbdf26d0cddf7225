import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StudentProgress } from '@backoffice/domain/student-progress';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { dashboardApi } from '../../../test/dashboard-api';
import { engagement, lessonRowOf, progressClassOf, signInAs, studentProgressOf, USERS } from '../../../test/factories';
import DashboardRoutes from '../../../routes';

const DAY = '/dashboard?tab=student&date=2026-11-26';

/** GET /admin/user/:id/studentclass answering `answer` (or a 503), once `until` settles; counts the calls. */
function progressApi(answer: StudentProgress | 'unavailable', { until }: { until?: Promise<unknown> } = {}) {
  const calls: string[] = [];
  return {
    calls,
    handler: http.get('*/api/admin/user/:id/studentclass', async ({ params }) => {
      calls.push(String(params.id));
      if (until) await until;
      if (answer === 'unavailable') {
        return HttpResponse.json({ message: [{ code: 'Error', type: 'unavailable', message: 'The service is unavailable' }] }, { status: 503 });
      }
      return HttpResponse.json({ data: answer });
    }),
  };
}

async function openAomsProfile(progress: ReturnType<typeof progressApi>) {
  signInAs(USERS.custService);
  server.use(...dashboardApi({ day: [lessonRowOf(1)] }).handlers, progress.handler);
  const rendered = renderScreen(<DashboardRoutes basePath="/dashboard" />, { path: DAY });
  const eye = await screen.findByRole('button', { name: 'View the profile of Aom Student' });
  await rendered.user.click(eye);
  const dialog = await screen.findByRole('dialog', { name: 'Aom Student' });
  return { ...rendered, eye, dialog };
}

const tile = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('list', { name: 'Figures of the class' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name)) as HTMLElement;

const writing = progressClassOf(1, 'IELTS Writing', [
  { punctuality: 'n', homework: { homeworkSubmission: '1' }, engagement: engagement(6) },
  { punctuality: 'n', homework: { homeworkSubmission: '2' }, engagement: engagement(5) },
  { punctuality: 'y', homework: { homeworkSubmission: '1' }, engagement: engagement(5) },
]);
const maths = progressClassOf(2, 'SAT Maths', [
  { punctuality: 'y', homework: { homeworkSubmission: '3' }, engagement: engagement(2) },
  { punctuality: 'y', homework: { homeworkSubmission: '3' }, engagement: engagement(1) },
]);

describe('the student profile dialog (back-office §2, §9)', () => {
  it("opens from the eye icon on the student's name, asking for that student", async () => {
    const progress = progressApi(studentProgressOf([writing, maths]));
    const { dialog } = await openAomsProfile(progress);
    expect(await within(dialog).findByRole('heading', { name: 'Student information' })).toBeInTheDocument();
    expect(progress.calls).toEqual([lessonRowOf(1).student[0]?._id]);
    expect(within(dialog).getByText('Pim Parent (pim@demo.test)')).toBeInTheDocument();
    expect(within(dialog).getByText('+66 812345678')).toBeInTheDocument();
  });

  it("shows the first class's figures, and another class's when its chip is chosen", async () => {
    const { dialog, user } = await openAomsProfile(progressApi(studentProgressOf([writing, maths])));
    const chips = await within(dialog).findByRole('group', { name: 'Classes' });
    expect(within(chips).getByRole('button', { name: 'IELTS Writing' })).toHaveAttribute('aria-pressed', 'true');
    // 2 of 3 on time: 67%, amber; engagement 6, 5, 5 → 16 of 18 = 89%, mean 5.33, green.
    expect(tile(dialog, 'Punctuality')).toHaveTextContent('67%Fair2 of 3 lessons on time');
    expect(tile(dialog, 'Engagement')).toHaveTextContent('89%Good5.33 of 6 over 3 lessons');

    await user.click(within(chips).getByRole('button', { name: 'SAT Maths' }));
    expect(within(chips).getByRole('button', { name: 'SAT Maths' })).toHaveAttribute('aria-pressed', 'true');
    expect(tile(dialog, 'Punctuality')).toHaveTextContent('0%Low0 of 2 lessons on time');
    expect(tile(dialog, 'Homework')).toHaveTextContent('0%Low0 of 2 lessons on time');
    // 2 and 1 → 3 of 12 = 25%, mean 1.5 (band of 2: red).
    expect(tile(dialog, 'Engagement')).toHaveTextContent('25%Low1.5 of 6 over 2 lessons');
  });

  it('gives each chart a text alternative listing every lesson with its score', async () => {
    const { dialog } = await openAomsProfile(progressApi(studentProgressOf([writing])));
    const table = await within(dialog).findByRole('table', { name: 'Engagement per lesson, lesson by lesson' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['IELTS Writing lesson 1', '3 Nov 26', '6'],
      ['IELTS Writing lesson 2', '10 Nov 26', '5'],
      ['IELTS Writing lesson 3', '17 Nov 26', '5'],
    ]);
    expect(within(dialog).getByText('Average 5.3 of 6 over 3 scored lessons, from 5 to 6.')).toBeInTheDocument();
    // No skill mastery was reported: said in words, nothing drawn.
    expect(within(dialog).getByText('No lesson of this class has a score yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: /Skill mastery/ })).toBeNull();
  });

  it('says a class without reports has none, with no NaN anywhere', async () => {
    const { dialog } = await openAomsProfile(progressApi(studentProgressOf([progressClassOf(3, 'Thai Reading', [])])));
    await within(dialog).findByRole('group', { name: 'Classes' });
    expect(tile(dialog, 'Punctuality')).toHaveTextContent('—No reports yet');
    expect(tile(dialog, 'Skill mastery')).toHaveTextContent('—No reports yet');
    expect(within(dialog).getByText('Thai Reading: no lesson held yet')).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/NaN|undefined|null/);
  });

  it('says when the student is in no class', async () => {
    const { dialog } = await openAomsProfile(progressApi(studentProgressOf([])));
    expect(await within(dialog).findByText('This student is not in any class yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Classes' })).toBeNull();
  });

  it('shows that it is loading, then the school, academic and goal details', async () => {
    const profile = {
      typeOfSchool: 'international',
      gradeYearLevel: { grade: '', year: '10' },
      favoriteSubjects: { math: true, physics: false, others: true, others_type: 'Robotics' },
      careerGoals: { student: 'Doctor', parent: 'Lawyer', counsellor: '' },
      areaOfStudy: { area: 'health-sciences-and-technologies', specific: 'medicine' },
    };
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { dialog } = await openAomsProfile(progressApi(studentProgressOf([writing], profile), { until: answered }));
    expect(within(dialog).getByRole('status')).toHaveTextContent("Loading the student's profile…");
    answer();
    const school = await within(dialog).findByRole('region', { name: 'School' });
    expect(within(school).getByText('International')).toBeInTheDocument();
    expect(within(school).getByText('Year 10')).toBeInTheDocument();
    const academic = within(dialog).getByRole('region', { name: 'Academic' });
    expect(within(academic).getByText('Maths, Robotics')).toBeInTheDocument();
    const goals = within(dialog).getByRole('region', { name: 'Goals' });
    expect(within(goals).getByText('Doctor')).toBeInTheDocument();
    expect(within(goals).getByText('Medicine (Health sciences and technologies)')).toBeInTheDocument();
    expect(within(goals).queryByText('Career goal (counsellor)')).toBeNull();
  });

  it('shows a type of school the list lacks as the text typed for it (people-records §4)', async () => {
    const { dialog } = await openAomsProfile(progressApi(studentProgressOf([writing], { typeOfSchool: 'Private Catholic school' })));
    const school = await within(dialog).findByRole('region', { name: 'School' });
    expect(within(school).getByText('Private Catholic school')).toBeInTheDocument();
  });

  it('says the server refused in its words and tries again on Retry', async () => {
    const { dialog, user } = await openAomsProfile(progressApi('unavailable'));
    expect(await within(dialog).findByText('The profile could not be loaded')).toBeInTheDocument();
    server.use(progressApi(studentProgressOf([writing])).handler);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('group', { name: 'Classes' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the eye icon that opened it', async () => {
    const { dialog, eye, user } = await openAomsProfile(progressApi(studentProgressOf([writing])));
    await within(dialog).findByRole('group', { name: 'Classes' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(eye).toHaveFocus();
  });
});
