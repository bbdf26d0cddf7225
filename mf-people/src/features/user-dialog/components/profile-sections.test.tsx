import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { majorsOf } from '@backoffice/domain/fields-of-study';
import type { PeopleRecord, StudentRecord } from '@backoffice/domain/people';
import { FULL_PROFILE, studentOf } from '../../../test/factories';
import { peopleApi } from '../../../test/people-api';
import { signInAs, USERS } from '../../../test/session';
import { UserDialog } from './user-dialog';

// The dialog is the whole form (hundreds of fields): checking every role query's match for visibility calls jsdom's
// getComputedStyle over all of styled-components' rules for it and each ancestor, which made one test take up to
// 90 s on a busy machine. Nothing this file asks for by role is hidden, so role queries skip that check. Fields are
// found by role and name, not by label text: a label query reads every element's labels in the section (about 4 s a
// query in this form, 25 s for one test against its 30 s limit); a role query reads only the fields of that role.
configure({ defaultHidden: true });

function open(record: StudentRecord, who = USERS.counsellor) {
  signInAs(who);
  const api = peopleApi({ records: [record as PeopleRecord] });
  server.use(...api.handlers);
  const rendered = renderScreen(<UserDialog editing={{ id: record._id, name: record.name }} onSaved={jest.fn()} onOpenChange={jest.fn()} />, {
    path: '/user',
  });
  return { ...rendered, api };
}

const section = (name: string) => screen.getByRole('region', { name });
const group = (within_: HTMLElement, name: string) => within(within_).getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

async function loaded(name = 'Student 1') {
  await waitFor(() => expect(within(section('Basic Information')).getByRole('textbox', { name: /^Name/ })).toHaveValue(name));
  await waitFor(() => expect(within(section('Basic Information')).getByRole('combobox', { name: 'Sales admin' })).toBeEnabled());
}

const fullStudent = () => studentOf(1, { school: FULL_PROFILE.school, level: FULL_PROFILE.level, profile: structuredClone(FULL_PROFILE.profile) });
const sentBody = (api: ReturnType<typeof peopleApi>) => api.writes()[0]?.body as Record<string, unknown>;

describe('the profile sections in the counsellor view and outside it (people-records §2)', () => {
  it('has School & Academic, Academic & Career and Personality & Preference for the counsellor', async () => {
    open(fullStudent());
    await loaded();
    const links = within(screen.getByRole('navigation', { name: 'Sections of the form' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Basic Information',
      'School & Academic',
      'Academic & Career',
      'Personality & Preference',
      'Consultation',
      'Additional Notes',
      "Parent's Info",
    ]);
    expect(within(section('Academic & Career')).getByRole('textbox', { name: "Student's career goal" })).toHaveValue('Doctor');
    expect(within(section('Personality & Preference')).getByRole('textbox', { name: 'Personality test result' })).toHaveValue('INTJ');
  });

  it('has only School & Academic outside it', async () => {
    open(fullStudent(), USERS.superAdmin);
    await loaded();
    expect(section('School & Academic')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Academic & Career' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personality & Preference' })).not.toBeInTheDocument();
  });
});

describe('reveal rules', () => {
  it('shows an others box’s text only while Others is ticked', async () => {
    const { user } = open(studentOf(1));
    await loaded();
    const favourites = group(section('School & Academic'), 'Favourite subjects');
    expect(within(favourites).queryByRole('textbox', { name: 'Other favourite subject' })).not.toBeInTheDocument();
    await user.click(within(favourites).getByRole('checkbox', { name: 'Others' }));
    expect(within(favourites).getByRole('textbox', { name: 'Other favourite subject' })).toBeInTheDocument();
    await user.click(within(favourites).getByRole('checkbox', { name: 'Others' }));
    expect(within(favourites).queryByRole('textbox', { name: 'Other favourite subject' })).not.toBeInTheDocument();
  });

  it('asks the grade (4–12) for Grade, the year (5–13) for Year and a text for Others', async () => {
    const { user } = open(studentOf(1));
    await loaded();
    const school = section('School & Academic');
    expect(within(school).queryByRole('combobox', { name: 'Grade' })).not.toBeInTheDocument();
    await user.selectOptions(within(school).getByRole('combobox', { name: 'Level' }), 'grade');
    const grades = within(within(school).getByRole('combobox', { name: 'Grade' })).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(grades).toEqual(['', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    await user.selectOptions(within(school).getByRole('combobox', { name: 'Level' }), 'year');
    const years = within(within(school).getByRole('combobox', { name: 'Year' })).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(years).toEqual(['', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
    expect(within(school).queryByRole('combobox', { name: 'Grade' })).not.toBeInTheDocument();
    await user.selectOptions(within(school).getByRole('combobox', { name: 'Level' }), 'others');
    expect(within(school).getByRole('textbox', { name: 'Other level' })).toBeInTheDocument();
  });

  it('shows the courses at the centre after "y" and the other school’s name after "y"', async () => {
    const { user } = open(studentOf(1));
    await loaded();
    const school = section('School & Academic');
    expect(within(school).queryByRole('group', { name: 'Courses taken at the centre' })).not.toBeInTheDocument();
    await user.selectOptions(within(school).getByRole('combobox', { name: 'Currently studying at the centre' }), 'y');
    expect(group(school, 'Courses taken at the centre')).toBeInTheDocument();
    expect(within(school).queryByRole('textbox', { name: 'Other school name' })).not.toBeInTheDocument();
    await user.selectOptions(within(school).getByRole('combobox', { name: 'Studying at another school' }), 'y');
    expect(within(school).getByRole('textbox', { name: 'Other school name' })).toBeInTheDocument();
  });

  it('shows the personality test’s type after "y", then its result once a type is chosen', async () => {
    const { user } = open(studentOf(1));
    await loaded();
    const personality = section('Personality & Preference');
    expect(within(personality).queryByRole('combobox', { name: 'Personality test type' })).not.toBeInTheDocument();
    await user.selectOptions(within(personality).getByRole('combobox', { name: 'Personality test taken' }), 'y');
    expect(within(personality).queryByRole('textbox', { name: 'Personality test result' })).not.toBeInTheDocument();
    await user.selectOptions(within(personality).getByRole('combobox', { name: 'Personality test type' }), 'disc');
    expect(within(personality).getByRole('textbox', { name: 'Personality test result' })).toBeInTheDocument();
  });
});

describe('limits', () => {
  it('takes at most 4 characters of a GPA and 20 of the other subject’s, with the GPA boxes on by default', async () => {
    const { user } = open(studentOf(1));
    await loaded();
    const grades = group(section('School & Academic'), 'Exam Grades (GPA)');
    expect(within(grades).getByRole('checkbox', { name: 'English' })).toBeChecked();
    await user.type(within(grades).getByRole('textbox', { name: 'English GPA' }), '3.755');
    expect(within(grades).getByRole('textbox', { name: 'English GPA' })).toHaveValue('3.75');
    await user.type(within(grades).getByRole('textbox', { name: 'Others GPA' }), 'Chinese A, Japanese B+');
    expect(within(grades).getByRole('textbox', { name: 'Others GPA' })).toHaveValue('Chinese A, Japanese ');
    await user.click(within(grades).getByRole('checkbox', { name: 'English' }));
    expect(within(grades).queryByRole('textbox', { name: 'English GPA' })).not.toBeInTheDocument();
  });

  it('adds tentative areas one row at a time up to five, and offers only the chosen area’s majors', async () => {
    const { user, api } = open(studentOf(1));
    await loaded();
    const areas = group(section('Academic & Career'), "Student's tentative areas of study");
    const add = () => within(areas).getByRole('button', { name: 'Add another tentative area of study' });
    expect(within(areas).getAllByRole('combobox', { name: /^Area of study \d$/ })).toHaveLength(1);
    for (let row = 2; row <= 5; row += 1) {
      await user.click(add());
      expect(within(areas).getAllByRole('combobox', { name: /^Area of study \d$/ })).toHaveLength(row);
      // The keyboard goes on in the new row.
      expect(within(areas).getByRole('combobox', { name: `Area of study ${row}` })).toHaveFocus();
    }
    expect(within(areas).queryByRole('button', { name: 'Add another tentative area of study' })).not.toBeInTheDocument();

    const specific = within(areas).getByRole('combobox', { name: 'Specific area 1' });
    expect(specific).toBeDisabled();
    await user.selectOptions(within(areas).getByRole('combobox', { name: 'Area of study 1' }), 'business');
    const offered = within(specific).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(offered).toEqual(['', ...majorsOf('business').map((major) => major.code), 'others']);
    await user.selectOptions(specific, 'accounting');
    // Another area clears the specific area chosen for the first.
    await user.selectOptions(within(areas).getByRole('combobox', { name: 'Area of study 1' }), 'education');
    expect(within(areas).getByRole('combobox', { name: 'Specific area 1' })).toHaveValue('');
    await user.selectOptions(within(areas).getByRole('combobox', { name: 'Specific area 1' }), majorsOf('education')[0]!.code);
    await user.click(save());
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(sentBody(api).areaOfStudy).toMatchObject({ area: 'education', specific: majorsOf('education')[0]!.code });
  });
});

describe('fidelity (people-records §4)', () => {
  it('shows a stored value the lists lack as others with its text, and a save without touching it sends no profile part', async () => {
    const record = studentOf(1, {
      school: 'Old Vienna School',
      profile: { ...structuredClone(FULL_PROFILE.profile), areaOfStudy: { area: 'education', specific: 'Home Economics Education' } },
    });
    const { user, api } = open(record);
    await loaded();
    const school = section('School & Academic');
    expect(within(school).getByRole('combobox', { name: 'School' })).toHaveValue('others');
    expect(within(school).getByRole('textbox', { name: 'Other school' })).toHaveValue('Old Vienna School');
    const areas = group(section('Academic & Career'), "Student's tentative areas of study");
    expect(within(areas).getByRole('combobox', { name: 'Specific area 1' })).toHaveValue('others');
    expect(within(areas).getByRole('textbox', { name: 'Other specific area 1' })).toHaveValue('Home Economics Education');
    await user.type(within(section('Additional Notes')).getByRole('textbox', { name: 'Student background' }), ' More.');
    await user.click(save());
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const body = sentBody(api);
    for (const part of ['school', 'level', 'areaOfStudy', 'grade', 'careerGoals', 'learningType']) expect(body).not.toHaveProperty(part);
  });

  it('sends a changed part whole, in the record’s words', async () => {
    const { user, api } = open(fullStudent());
    await loaded();
    const personality = section('Personality & Preference');
    await user.click(within(group(personality, 'Health condition')).getByRole('checkbox', { name: 'ADHD' }));
    await user.click(save());
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(sentBody(api).healthCondition).toEqual({ na: false, adhd: true, autism: false, others: true, others_type: 'Mild asthma' });
  });
});
