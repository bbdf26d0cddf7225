import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { TEXT_MAX } from '@backoffice/domain/text';
import { OTHERS } from '@backoffice/domain/student-profile';
import { Checkbox, FormSection, Select, Stack, TextField } from '@backoffice/ui';
import { CheckGrid, Pair, errorOf, type LooseForm } from './field-kit';

/**
 * The profile sections' parts. Each reveal watches only the one value it depends on, so a keystroke re-renders the
 * field it is in, never the whole dialog (issue 15: typing stays under a frame in a form of some 400 fields).
 */

type RevealProps = { form: LooseForm; when: string; is?: (value: unknown) => boolean; children: ReactNode };

/** Shows its children while the value at `when` passes `is` (ticked, by default). */
export function Reveal({ form, when, is = (value) => value === true, children }: RevealProps) {
  const value = useWatch({ control: form.control, name: when });
  return is(value) ? <>{children}</> : null;
}

type OtherTextProps = { form: LooseForm; name: string; label: string };

/** The free text an others choice reveals (people-records §2: "Checking an others box reveals its free-text field"). */
export function OtherText({ form, name, label }: OtherTextProps) {
  return <TextField label={label} maxLength={TEXT_MAX.name} autoComplete="off" error={errorOf(form, name)} {...form.register(name)} />;
}

type FlagChoicesProps = {
  form: LooseForm;
  /** The form path of the set: its ticks under `.flags`, the others text under `.other`. */
  path: string;
  legend: string;
  labels: Readonly<Record<string, string>>;
  /** The label of the text a ticked Others reveals. */
  otherLabel?: string;
  children?: ReactNode;
};

/** A set of choices, one checkbox each, with the free text of Others when ticked. */
export function FlagChoices({ form, path, legend, labels, otherLabel, children }: FlagChoicesProps) {
  return (
    <FormSection legend={legend} size="field">
      <Stack gap="sm">
        <CheckGrid>
          {Object.entries(labels).map(([key, label]) => (
            <Checkbox key={key} label={label} {...form.register(`${path}.flags.${key}`)} />
          ))}
        </CheckGrid>
        {otherLabel && OTHERS in labels ? (
          <Reveal form={form} when={`${path}.flags.${OTHERS}`}>
            <OtherText form={form} name={`${path}.other`} label={otherLabel} />
          </Reveal>
        ) : null}
        {children}
      </Stack>
    </FormSection>
  );
}

type ChoiceWithOtherProps = {
  form: LooseForm;
  /** The form path of the pick: `.choice` and `.other`. */
  path: string;
  label: string;
  otherLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** A pick with an Others choice that reveals its text (school, level, type of school, a test's type). */
export function ChoiceWithOther({ form, path, label, otherLabel, options }: ChoiceWithOtherProps) {
  return (
    <Pair>
      <Select
        label={label}
        placeholder="Not set"
        options={[...options, { value: OTHERS, label: 'Others' }]}
        error={errorOf(form, `${path}.choice`)}
        {...form.register(`${path}.choice`)}
      />
      <Reveal form={form} when={`${path}.choice`} is={(value) => value === OTHERS}>
        <OtherText form={form} name={`${path}.other`} label={otherLabel} />
      </Reveal>
    </Pair>
  );
}

const YES_NO_OPTIONS = [
  { value: 'y', label: 'Yes' },
  { value: 'n', label: 'No' },
];

/** A y/n question not yet answered until chosen (people-records §4: studying at the centre is nil on a new record). */
export function YesNo({ form, name, label }: { form: LooseForm; name: string; label: string }) {
  return <Select label={label} placeholder="Not set" options={YES_NO_OPTIONS} error={errorOf(form, name)} {...form.register(name)} />;
}

export const isYes = (value: unknown) => value === 'y';
