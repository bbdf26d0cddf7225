import { useWatch } from 'react-hook-form';
import { TEXT_MAX } from '@backoffice/domain/text';
import type { UserRef } from '@backoffice/domain/records';
import { PAYMENT_MODE_LABELS } from '@backoffice/domain/people';
import { DISC_GROUPS } from '@backoffice/domain/student-profile';
import { DISC_GROUP_LABELS, DISC_TRAIT_LABELS, INTERESTED_TOPIC_LABELS } from '@backoffice/domain/student-profile-labels';
import { Checkbox, FormSection, PasswordField, Select, TextArea, TextField } from '@backoffice/ui';
import { NETWORKING_CIRCLES } from '../utils/parent-form';
import { ContactFields } from './basic-fields';
import { CheckGrid, Pair, StaffSelect, errorOf, type LooseForm, type StaffChoices } from './field-kit';

const SALUTES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'];

const NETWORKING_LABELS: Record<(typeof NETWORKING_CIRCLES)[number], string> = {
  fb: 'Facebook',
  website: 'Website',
  friends: 'Friends',
  others: 'Others',
};

type ParentFieldsProps = {
  form: LooseForm;
  /** The counsellor view: Personality and Parenting Style, conflicts and payment mode (people-records §2, §6). */
  counsellor: boolean;
  staff: StaffChoices;
  current: UserRef | null;
};

/**
 * Parent's Info (people-records §2 Parent's Information): Basic Information; Personality and Parenting Style (counsellor
 * view only); Preference and Payment, titled Parent Preferences outside the counsellor view.
 */
export function ParentFields({ form, counsellor, staff, current }: ParentFieldsProps) {
  const { register } = form;
  const salute = useWatch({ control: form.control, name: 'parent.salute' }) as string;
  const networkingOthers = useWatch({ control: form.control, name: 'parent.networking.others' }) as boolean;
  const topicOthers = useWatch({ control: form.control, name: 'parent.topics.others' }) as boolean;
  const salutes = salute && !SALUTES.includes(salute) ? [salute, ...SALUTES] : SALUTES;
  return (
    <>
      <FormSection legend="Basic Information">
        <Pair>
          <Select label="Salute" options={salutes.map((value) => ({ value, label: value }))} {...register('parent.salute')} />
          <TextField label="Parent name" maxLength={TEXT_MAX.name} autoComplete="off" error={errorOf(form, 'parent.name')} {...register('parent.name')} />
        </Pair>
        <Pair>
          <TextField
            label="Parent email"
            type="email"
            required
            maxLength={TEXT_MAX.email}
            autoComplete="off"
            error={errorOf(form, 'parent.email')}
            {...register('parent.email')}
          />
          <PasswordField
            label="Parent password"
            hint="To reset if necessary"
            maxLength={TEXT_MAX.password}
            autoComplete="new-password"
            error={errorOf(form, 'parent.password')}
            {...register('parent.password')}
          />
        </Pair>
        <ContactFields form={form} prefix="parent." birthField="dob" />
        <Pair>
          <StaffSelect
            form={form}
            name="parent.sales_admin"
            label="Parent's sales admin"
            people={staff.options?.sales_admin ?? []}
            current={current}
            loading={staff.loading}
            failed={staff.failed}
          />
        </Pair>
      </FormSection>

      {counsellor ? (
        <FormSection legend="Personality and Parenting Style">
          {DISC_GROUPS.map((group) => (
            <FormSection key={group} legend={DISC_GROUP_LABELS[group]} size="field">
              <CheckGrid>
                {Object.entries(DISC_TRAIT_LABELS[group]).map(([trait, label]) => (
                  <Checkbox key={trait} label={label} {...register(`parent.character.${group}.${trait}`)} />
                ))}
              </CheckGrid>
            </FormSection>
          ))}
          <TextArea
            label="Conflicts in family"
            rows={3}
            maxLength={TEXT_MAX.notes}
            error={errorOf(form, 'parent.conflict')}
            {...register('parent.conflict')}
          />
        </FormSection>
      ) : null}

      <FormSection legend={counsellor ? 'Preference and Payment' : 'Parent Preferences'}>
        <Pair>
          <TextField label="Occupation area" maxLength={TEXT_MAX.name} autoComplete="off" error={errorOf(form, 'parent.occupation_area')} {...register('parent.occupation_area')} />
          <TextField label="Specific occupation" maxLength={TEXT_MAX.name} autoComplete="off" error={errorOf(form, 'parent.occupation_specific')} {...register('parent.occupation_specific')} />
        </Pair>
        <TextArea label="Family background" rows={3} maxLength={TEXT_MAX.notes} error={errorOf(form, 'parent.family_background')} {...register('parent.family_background')} />
        <FormSection legend="Networking circle" size="field">
          <CheckGrid>
            {NETWORKING_CIRCLES.map((circle) => (
              <Checkbox key={circle} label={NETWORKING_LABELS[circle]} {...register(`parent.networking.${circle}`)} />
            ))}
          </CheckGrid>
        </FormSection>
        {networkingOthers ? (
          <TextField label="Other networking circle" maxLength={TEXT_MAX.name} autoComplete="off" error={errorOf(form, 'parent.networking_other')} {...register('parent.networking_other')} />
        ) : null}
        <FormSection legend="Decision maker" size="field">
          <CheckGrid>
            <Checkbox label="Father" {...register('parent.decision_father')} />
            <Checkbox label="Mother" {...register('parent.decision_mother')} />
          </CheckGrid>
        </FormSection>
        <FormSection legend="Interested topics" size="field">
          <CheckGrid>
            {Object.entries(INTERESTED_TOPIC_LABELS).map(([topic, label]) => (
              <Checkbox key={topic} label={label} {...register(`parent.topics.${topic}`)} />
            ))}
          </CheckGrid>
        </FormSection>
        {topicOthers ? (
          <TextField label="Other topic" maxLength={TEXT_MAX.name} autoComplete="off" error={errorOf(form, 'parent.topics_other')} {...register('parent.topics_other')} />
        ) : null}
        <Pair>
          <TextField label="Date of renewal" type="date" error={errorOf(form, 'parent.date_of_renewal')} {...register('parent.date_of_renewal')} />
          {counsellor ? (
            <Select
              label="Payment mode"
              placeholder="Not set"
              options={(Object.keys(PAYMENT_MODE_LABELS) as Array<keyof typeof PAYMENT_MODE_LABELS>).map((mode) => ({
                value: mode,
                label: PAYMENT_MODE_LABELS[mode],
              }))}
              {...register('parent.payment_mode')}
            />
          ) : null}
        </Pair>
      </FormSection>
    </>
  );
}
