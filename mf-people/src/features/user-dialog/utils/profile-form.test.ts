import { PROFILE_DOCUMENT_KEYS, studentProfileShape } from '@backoffice/domain/student-profile';
import { z } from 'zod';
import { FULL_PROFILE } from '../../../test/factories';
import { areaRowsShown, changedProfileParts, newProfileValues, profilePayload, profileFieldFor, profileValuesOf } from './profile-form';

type Profile = Record<string, unknown>;
const record = (school: string | null, level: string | null, profile: Profile) => ({ school, level, profile });
const full = () => record(FULL_PROFILE.school, FULL_PROFILE.level, structuredClone(FULL_PROFILE.profile) as Profile);

/** The record's sections as the form sends them: the columns and every profile part, without keys the form has no field for. */
function storedSections() {
  const { consultation: _flag, ...careerGoals } = FULL_PROFILE.profile.careerGoals;
  const parts = Object.fromEntries(PROFILE_DOCUMENT_KEYS.map((key) => [key, (FULL_PROFILE.profile as Profile)[key]]));
  return { school: FULL_PROFILE.school, level: FULL_PROFILE.level, ...parts, careerGoals };
}

describe('the profile sections, record → form → record', () => {
  it('gives back every section of a fully filled record unchanged', () => {
    expect(profilePayload(profileValuesOf(full()))).toEqual(storedSections());
  });

  it('sends what the server takes: the payload of a fully filled record parses with the same schemas', () => {
    const parsed = z.object(studentProfileShape).safeParse(profilePayload(profileValuesOf(full())));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('reads the form a record makes, form → record → form, unchanged', () => {
    const values = profileValuesOf(full());
    const payload = profilePayload(values) as Profile;
    const { school, level, ...profile } = payload;
    expect(profileValuesOf(record(school as string, level as string, profile))).toEqual(values);
  });
});

describe('values the lists do not have (people-records §4)', () => {
  const stored = record('Old Vienna School', 'Kindergarten', {
    typeOfSchool: 'Private Catholic school',
    areaOfStudy: { area: 'education', specific: 'Home Economics Education', area1: 'Space medicine', specific1: 'Astronaut health' },
    personalityTest: { attempted: 'y', result: 'Enneagram', result_field: 'Type 5' },
  });

  it('shows each as others with its text', () => {
    const values = profileValuesOf(stored);
    expect(values.school).toEqual({ choice: 'others', other: 'Old Vienna School' });
    expect(values.level).toEqual({ choice: 'others', other: 'Kindergarten' });
    expect(values.typeOfSchool).toEqual({ choice: 'others', other: 'Private Catholic school' });
    expect(values.areas.student[0]).toEqual({ area: { choice: 'education', other: '' }, specific: { choice: 'others', other: 'Home Economics Education' } });
    expect(values.areas.student[1]).toEqual({ area: { choice: 'others', other: 'Space medicine' }, specific: { choice: 'others', other: 'Astronaut health' } });
    expect(values.personalityTest).toEqual({ choice: 'others', other: 'Enneagram' });
  });

  it('keeps each text exactly when saved', () => {
    const payload = profilePayload(profileValuesOf(stored));
    expect(payload.school).toBe('Old Vienna School');
    expect(payload.level).toBe('Kindergarten');
    expect(payload.typeOfSchool).toBe('Private Catholic school');
    expect(payload.areaOfStudy).toMatchObject({ specific: 'Home Economics Education', area1: 'Space medicine', specific1: 'Astronaut health' });
    expect(payload.personalityTest).toEqual({ attempted: 'y', result: 'Enneagram', result_field: 'Type 5' });
  });

  it('sends nothing of the profile when nothing was touched, so the server keeps it as stored', () => {
    const loaded = profileValuesOf(stored);
    expect(changedProfileParts(structuredClone(loaded), loaded, true)).toEqual({});
  });
});

describe('what a save sends', () => {
  it('only the parts that changed', () => {
    const loaded = profileValuesOf(full());
    const values = structuredClone(loaded);
    values.gpa.english = '3.75';
    values.learningType.flags.aural = true;
    const sent = changedProfileParts(values, loaded, true);
    expect(Object.keys(sent).sort()).toEqual(['grade', 'learningType']);
    expect(sent.grade?.gpa?.english).toBe('3.75');
  });

  it('never the counsellor view’s parts from another view', () => {
    const loaded = profileValuesOf(full());
    const values = structuredClone(loaded);
    values.careerGoals.student = 'Pilot';
    values.studyMediumThai = false;
    expect(changedProfileParts(values, loaded, false)).toEqual({ studyMediumThai: false });
  });

  it('clears what a closed reveal hides: an unticked Others, the courses after "n", the test after "n"', () => {
    const values = profileValuesOf(full());
    values.favSubj.flags.others = false;
    values.studyingAtEPA = 'n';
    values.studyingAtOtherSchool = 'n';
    values.personalityTestCheck = 'n';
    values.gpaOn.math = false;
    values.preferredTeacher.student.flags.name = false;
    values.studyGoals.student.entranceExam = false;
    const payload = profilePayload(values);
    expect(payload.favoriteSubjects).toMatchObject({ others: false, others_type: '' });
    expect(Object.values(payload.currentlyAtEPA!.coursesTakenAtEPA!).filter((value) => value === true)).toEqual([]);
    expect(payload.currentlyAtEPA!.coursesTakenAtEPA).toMatchObject({ others_type: '' });
    expect(payload.studyingAtOtherSchool).toEqual({ at_other_school: 'n', at_other_school_name: '' });
    expect(payload.personalityTest).toEqual({ attempted: 'n', result: '', result_field: '' });
    expect(payload.grade).toMatchObject({ math: false, gpa: { math: '' } });
    expect(payload.preferredTeacher!.student).toMatchObject({ name: false, name_type: '' });
    expect(payload.studyGoals!.student).toMatchObject({ entranceExam: false, entranceExamField: '' });
  });

  it('stores the grade or the year of the chosen level only', () => {
    const values = profileValuesOf(full());
    values.level = { choice: 'grade', other: '' };
    values.gradeLevel = '9';
    expect(profilePayload(values)).toMatchObject({ level: 'grade', gradeYearLevel: { grade: '9', year: '' } });
  });
});

describe('defaults of a new record (people-records §4)', () => {
  it('has the GPA boxes on, the favourite and weakest flags off and studying at the centre not set', () => {
    const values = newProfileValues();
    expect(Object.values(values.gpaOn).every(Boolean)).toBe(true);
    expect(Object.values(values.favSubj.flags).some(Boolean)).toBe(false);
    expect(Object.values(values.weakestSubj.flags).some(Boolean)).toBe(false);
    expect(values.studyingAtEPA).toBe('');
    expect(profilePayload(values).currentlyAtEPA!.studyingAtEPA).toBeNull();
  });
});

describe('the tentative areas shown', () => {
  it('shows rows up to the last filled one, at least one', () => {
    const values = profileValuesOf(full());
    expect(areaRowsShown(values.areas.student)).toBe(5);
    expect(areaRowsShown(values.areas.parent)).toBe(2);
    expect(areaRowsShown(newProfileValues().areas.student)).toBe(1);
  });
});

describe('a refusal’s field on the form', () => {
  it.each([
    ['grade.gpa.english', 'profile.gpa.english'],
    ['gradeYearLevel.grade', 'profile.gradeLevel'],
    ['areaOfStudy.specific', 'profile.areas.student.0.specific.choice'],
    ['areaOfStudy.parent.specific3', 'profile.areas.parent.3.specific.choice'],
    ['preferredTeacher.parent.name_type', 'profile.preferredTeacher.parent.name'],
    ['personalityTest.result_field', 'profile.personalityTestResult'],
    ['favoriteSubjects.others_type', 'profile.favSubj.other'],
  ])('%s shows at %s', (path, field) => {
    expect(profileFieldFor(path)).toBe(field);
  });
});
