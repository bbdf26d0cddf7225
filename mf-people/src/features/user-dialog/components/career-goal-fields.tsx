import { TEXT_MAX } from '@backoffice/domain/text';
import { COUNTRY_LABELS, EXAM_LABELS } from '@backoffice/domain/student-profile-labels';
import { Checkbox, FormSection, Stack, TextArea } from '@backoffice/ui';
import { CheckGrid, errorOf, type LooseForm } from './field-kit';
import { AreaOfStudyFields } from './area-of-study-fields';
import { FlagChoices, OtherText, Reveal } from './profile-kit';

const PERSPECTIVES = [
  ['student', 'Student'],
  ['parent', 'Parent'],
  ['counsellor', 'Counsellor'],
] as const;

/** One perspective's study goals: entrance exam (and its field), school exam, the exams, others (people-records §2). */
function StudyGoalFields({ form, perspective, whose }: { form: LooseForm; perspective: string; whose: string }) {
  const base = `profile.studyGoals.${perspective}`;
  return (
    <FormSection legend={`Study goals from the ${whose.toLowerCase()}'s perspective`} size="field">
      <Stack gap="sm">
        <CheckGrid>
          <Checkbox label="Entrance exam" {...form.register(`${base}.entranceExam`)} />
          <Checkbox label="School exam" {...form.register(`${base}.schoolExam`)} />
          {Object.entries(EXAM_LABELS).map(([exam, label]) => (
            <Checkbox key={exam} label={label} {...form.register(`${base}.flags.${exam}`)} />
          ))}
        </CheckGrid>
        <Reveal form={form} when={`${base}.entranceExam`}>
          <OtherText form={form} name={`${base}.entranceExamField`} label={`${whose}'s entrance exam field`} />
        </Reveal>
        <Reveal form={form} when={`${base}.flags.others`}>
          <OtherText form={form} name={`${base}.other`} label={`${whose}'s other study goal`} />
        </Reveal>
      </Stack>
    </FormSection>
  );
}

/** Academic & Career Goal (people-records §2 Student profile form sections 2): the counsellor view's. */
export function CareerGoalFields({ form }: { form: LooseForm }) {
  return (
    <>
      <FormSection legend="Career goals" size="field">
        <Stack gap="md">
          {PERSPECTIVES.map(([perspective, whose]) => (
            <TextArea
              key={perspective}
              label={`${whose}'s career goal`}
              rows={2}
              maxLength={TEXT_MAX.notes}
              error={errorOf(form, `profile.careerGoals.${perspective}`)}
              {...form.register(`profile.careerGoals.${perspective}`)}
            />
          ))}
        </Stack>
      </FormSection>
      {PERSPECTIVES.map(([perspective, whose]) => (
        <StudyGoalFields key={perspective} form={form} perspective={perspective} whose={whose} />
      ))}
      {PERSPECTIVES.slice(0, 2).map(([perspective, whose]) => (
        <FlagChoices
          key={perspective}
          form={form}
          path={`profile.targetCountry.${perspective}`}
          legend={`Target university country from the ${whose.toLowerCase()}'s perspective`}
          labels={COUNTRY_LABELS}
          otherLabel={`${whose}'s other target country`}
        />
      ))}
      <AreaOfStudyFields form={form} perspective="student" />
      <AreaOfStudyFields form={form} perspective="parent" />
      <TextArea
        label="Special requests"
        rows={3}
        maxLength={TEXT_MAX.notes}
        error={errorOf(form, 'profile.specialRequests')}
        {...form.register('profile.specialRequests')}
      />
    </>
  );
}
