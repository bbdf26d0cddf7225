import styled from 'styled-components';
import { SCHOOLS } from '@backoffice/domain/schools';
import {
  COURSE_LABELS,
  EXAM_LABELS,
  LEVEL_TYPE_LABELS,
  SCHOOL_TYPE_LABELS,
  SUBJECT_LABELS,
} from '@backoffice/domain/student-profile-labels';
import { GPA_MAX, GRADE_OPTIONS, OTHER_SUBJECT_GPA_MAX, SUBJECTS, YEAR_OPTIONS, type Subject } from '@backoffice/domain/student-profile';
import { Checkbox, FormSection, Select, TextField } from '@backoffice/ui';
import { CheckGrid, Pair, errorOf, type LooseForm } from './field-kit';
import { ChoiceWithOther, FlagChoices, OtherText, Reveal, YesNo, isYes } from './profile-kit';

const SCHOOL_OPTIONS = SCHOOLS.map((school) => ({ value: school.name, label: school.name }));
const LEVEL_OPTIONS = [
  { value: 'grade', label: LEVEL_TYPE_LABELS.grade },
  { value: 'year', label: LEVEL_TYPE_LABELS.year },
];
const SCHOOL_TYPE_OPTIONS = [
  { value: 'government', label: SCHOOL_TYPE_LABELS.government },
  { value: 'international', label: SCHOOL_TYPE_LABELS.international },
];
const numbered = (options: readonly string[]) => options.map((value) => ({ value, label: value }));

const GpaGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const GpaRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** One subject's GPA box and, while ticked, its grade (at most 4 characters; the other subject's at most 20, §5). */
function GpaField({ form, subject }: { form: LooseForm; subject: Subject }) {
  const name = `profile.gpa.${subject}`;
  const label = SUBJECT_LABELS[subject];
  return (
    <GpaRow>
      <Checkbox label={label} {...form.register(`profile.gpaOn.${subject}`)} />
      <Reveal form={form} when={`profile.gpaOn.${subject}`}>
        <TextField
          label={`${label} GPA`}
          hideLabel
          maxLength={subject === 'others' ? OTHER_SUBJECT_GPA_MAX : GPA_MAX}
          autoComplete="off"
          error={errorOf(form, name)}
          {...form.register(name)}
        />
      </Reveal>
    </GpaRow>
  );
}

/** The grade or year a chosen level asks for (grade 4–12, year 5–13, §9). */
function LevelNumber({ form }: { form: LooseForm }) {
  return (
    <>
      <Reveal form={form} when="profile.level.choice" is={(value) => value === 'grade'}>
        <Select label="Grade" placeholder="Choose a grade" options={numbered(GRADE_OPTIONS)} error={errorOf(form, 'profile.gradeLevel')} {...form.register('profile.gradeLevel')} />
      </Reveal>
      <Reveal form={form} when="profile.level.choice" is={(value) => value === 'year'}>
        <Select label="Year" placeholder="Choose a year" options={numbered(YEAR_OPTIONS)} error={errorOf(form, 'profile.yearLevel')} {...form.register('profile.yearLevel')} />
      </Reveal>
    </>
  );
}

/** School & Academic (people-records §2 Student profile form sections 1): every view. */
export function SchoolAcademicFields({ form }: { form: LooseForm }) {
  return (
    <>
      <ChoiceWithOther form={form} path="profile.school" label="School" otherLabel="Other school" options={SCHOOL_OPTIONS} />
      <ChoiceWithOther form={form} path="profile.level" label="Level" otherLabel="Other level" options={LEVEL_OPTIONS} />
      <Pair>
        <LevelNumber form={form} />
      </Pair>
      <ChoiceWithOther
        form={form}
        path="profile.typeOfSchool"
        label="Type of School"
        otherLabel="Other type of school"
        options={SCHOOL_TYPE_OPTIONS}
      />
      <FormSection legend="Exam Grades (GPA)" size="field">
        <GpaGrid>
          {SUBJECTS.map((subject) => (
            <GpaField key={subject} form={form} subject={subject} />
          ))}
        </GpaGrid>
      </FormSection>
      <FlagChoices form={form} path="profile.favSubj" legend="Favourite subjects" labels={SUBJECT_LABELS} otherLabel="Other favourite subject" />
      <FlagChoices form={form} path="profile.weakestSubj" legend="Weakest subjects" labels={SUBJECT_LABELS} otherLabel="Other weakest subject" />
      <FlagChoices form={form} path="profile.extExam" legend="External exams taken" labels={EXAM_LABELS} otherLabel="Other external exam" />
      <FlagChoices
        form={form}
        path="profile.otherTCcourse"
        legend="Courses taken at other tuition centres"
        labels={COURSE_LABELS}
        otherLabel="Other course at another tuition centre"
      />
      <FormSection legend="Medium of study" size="field">
        <CheckGrid>
          <Checkbox label="English" {...form.register('profile.studyMediumEng')} />
          <Checkbox label="Thai" {...form.register('profile.studyMediumThai')} />
        </CheckGrid>
      </FormSection>
      <Pair>
        <YesNo form={form} name="profile.studyingAtEPA" label="Currently studying at the centre" />
      </Pair>
      <Reveal form={form} when="profile.studyingAtEPA" is={isYes}>
        <FlagChoices
          form={form}
          path="profile.coursesTakenAtEpa"
          legend="Courses taken at the centre"
          labels={COURSE_LABELS}
          otherLabel="Other course at the centre"
        />
      </Reveal>
      <Pair>
        <YesNo form={form} name="profile.studyingAtOtherSchool" label="Studying at another school" />
        <Reveal form={form} when="profile.studyingAtOtherSchool" is={isYes}>
          <OtherText form={form} name="profile.otherSchoolName" label="Other school name" />
        </Reveal>
      </Pair>
    </>
  );
}
