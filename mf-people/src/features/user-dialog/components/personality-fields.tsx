import {
  DISC_GROUP_LABELS,
  DISC_TRAIT_LABELS,
  HEALTH_CONDITION_LABELS,
  INTERESTED_TOPIC_LABELS,
  LEARNING_TYPE_LABELS,
  PERSONALITY_TEST_LABELS,
  TEACHER_PREFERENCE_LABELS,
} from '@backoffice/domain/student-profile-labels';
import { DISC_GROUPS, OTHERS } from '@backoffice/domain/student-profile';
import { Checkbox, FormSection, Stack, TextField } from '@backoffice/ui';
import { TEXT_MAX } from '@backoffice/domain/text';
import { CheckGrid, Pair, errorOf, type LooseForm } from './field-kit';
import { ChoiceWithOther, FlagChoices, OtherText, Reveal, YesNo, isYes } from './profile-kit';

const TEST_OPTIONS = Object.entries(PERSONALITY_TEST_LABELS)
  .filter(([value]) => value !== OTHERS)
  .map(([value, label]) => ({ value, label }));

/** Personality test: y shows the test's type, a chosen type its result (people-records §2). */
function PersonalityTestFields({ form }: { form: LooseForm }) {
  return (
    <FormSection legend="Personality test" size="field">
      <Stack gap="sm">
        <Pair>
          <YesNo form={form} name="profile.personalityTestCheck" label="Personality test taken" />
        </Pair>
        <Reveal form={form} when="profile.personalityTestCheck" is={isYes}>
          <ChoiceWithOther
            form={form}
            path="profile.personalityTest"
            label="Personality test type"
            otherLabel="Other personality test"
            options={TEST_OPTIONS}
          />
          <Reveal form={form} when="profile.personalityTest.choice" is={(value) => value !== ''}>
            <Pair>
              <TextField
                label="Personality test result"
                maxLength={TEXT_MAX.name}
                autoComplete="off"
                error={errorOf(form, 'profile.personalityTestResult')}
                {...form.register('profile.personalityTestResult')}
              />
            </Pair>
          </Reveal>
        </Reveal>
      </Stack>
    </FormSection>
  );
}

function PreferredTeacherFields({ form, perspective, whose }: { form: LooseForm; perspective: string; whose: string }) {
  const base = `profile.preferredTeacher.${perspective}`;
  return (
    <FlagChoices
      form={form}
      path={base}
      legend={`Preferred teacher from the ${whose.toLowerCase()}'s perspective`}
      labels={TEACHER_PREFERENCE_LABELS}
      otherLabel={`${whose}'s other teacher preference`}
    >
      <Reveal form={form} when={`${base}.flags.name`}>
        <OtherText form={form} name={`${base}.name`} label={`${whose}'s preferred teacher's name`} />
      </Reveal>
    </FlagChoices>
  );
}

/** Personality & Preference (people-records §2 Student profile form sections 3): the counsellor view's. */
export function PersonalityFields({ form }: { form: LooseForm }) {
  return (
    <>
      <FlagChoices form={form} path="profile.learningType" legend="Learning styles" labels={LEARNING_TYPE_LABELS} otherLabel="Other learning style" />
      <PersonalityTestFields form={form} />
      <FormSection legend="DISC traits" size="field">
        <Stack gap="sm">
          {DISC_GROUPS.map((group) => (
            <FormSection key={group} legend={DISC_GROUP_LABELS[group]} size="field">
              <CheckGrid>
                {Object.entries(DISC_TRAIT_LABELS[group]).map(([trait, label]) => (
                  <Checkbox key={trait} label={label} {...form.register(`profile.character.${group}.${trait}`)} />
                ))}
              </CheckGrid>
            </FormSection>
          ))}
        </Stack>
      </FormSection>
      <FlagChoices
        form={form}
        path="profile.healthCondition"
        legend="Health condition"
        labels={HEALTH_CONDITION_LABELS}
        otherLabel="Other health condition"
      />
      <PreferredTeacherFields form={form} perspective="student" whose="Student" />
      <PreferredTeacherFields form={form} perspective="parent" whose="Parent" />
      <FlagChoices form={form} path="profile.interestedTopics" legend="Interested topics" labels={INTERESTED_TOPIC_LABELS} otherLabel="Other interested topic" />
    </>
  );
}
