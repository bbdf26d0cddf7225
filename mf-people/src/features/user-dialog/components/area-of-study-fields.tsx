import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PROGRAM_AREAS, areaDisplayName, majorValue, majorsOf } from '@backoffice/domain/fields-of-study';
import { AREA_OF_STUDY_MAX, OTHERS } from '@backoffice/domain/student-profile';
import { Button, FormSection, Select, Stack, VisuallyHidden } from '@backoffice/ui';
import { Pair, errorOf, type LooseForm } from './field-kit';
import { OtherText, Reveal } from './profile-kit';
import { areaRowsShown, type AreaPerspective, type AreaRow } from '../utils/profile-form';

const AREA_OPTIONS = [
  ...PROGRAM_AREAS.map((area) => ({ value: area.code, label: areaDisplayName(area) })),
  { value: OTHERS, label: 'Others' },
];
const OTHERS_ONLY = [{ value: OTHERS, label: 'Others' }];

const WHOSE: Record<AreaPerspective, string> = { student: "Student's", parent: "Parent's" };

type RowProps = { form: LooseForm; perspective: AreaPerspective; index: number };

/** One tentative area: an area and a specific area limited to that area's majors (people-records §5), each with Others. */
function AreaOfStudyRow({ form, perspective, index }: RowProps) {
  const base = `profile.areas.${perspective}.${index}`;
  const area = useWatch({ control: form.control, name: `${base}.area.choice` }) as string;
  const majors = area && area !== OTHERS ? majorsOf(area) : [];
  const specificOptions = [...majors.map((major) => ({ value: majorValue(major), label: major.name })), ...OTHERS_ONLY];
  const number = index + 1;
  const register = form.register(`${base}.area.choice`, {
    // A specific area belongs to its area: choosing another area clears it.
    onChange: () => form.setValue(`${base}.specific`, { choice: '', other: '' }, { shouldDirty: true }),
  });
  return (
    // The row's name for screen readers; on screen its two labels say the number already.
    <FormSection legend={<VisuallyHidden>{`${WHOSE[perspective]} tentative area of study ${number}`}</VisuallyHidden>} size="field">
      <Stack gap="sm">
        <Pair>
          <Select label={`Area of study ${number}`} placeholder="Not set" options={AREA_OPTIONS} {...register} />
          <Select
            label={`Specific area ${number}`}
            placeholder={area ? 'Not set' : 'Choose the area first'}
            disabled={!area}
            options={area ? specificOptions : []}
            error={errorOf(form, `${base}.specific.choice`)}
            {...form.register(`${base}.specific.choice`)}
          />
        </Pair>
        <Pair>
          <Reveal form={form} when={`${base}.area.choice`} is={(value) => value === OTHERS}>
            <OtherText form={form} name={`${base}.area.other`} label={`Other area of study ${number}`} />
          </Reveal>
          <Reveal form={form} when={`${base}.specific.choice`} is={(value) => value === OTHERS}>
            <OtherText form={form} name={`${base}.specific.other`} label={`Other specific area ${number}`} />
          </Reveal>
        </Pair>
      </Stack>
    </FormSection>
  );
}

type AreasProps = { form: LooseForm; perspective: AreaPerspective };

/**
 * Up to five tentative areas of study for one perspective, one more row at a time through 'Add another tentative
 * area of study' (people-records §2, §9). The rows shown start at the last filled one; a new row takes the focus.
 */
export function AreaOfStudyFields({ form, perspective }: AreasProps) {
  const [shown, setShown] = useState(() =>
    areaRowsShown(form.getValues(`profile.areas.${perspective}`) as AreaRow[]),
  );
  const added = useRef(false);
  const add = () => {
    added.current = true;
    setShown(Math.min(shown + 1, AREA_OF_STUDY_MAX));
  };
  // Once the new row is drawn, the keyboard continues in it (the button it came from may be gone at five).
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    form.setFocus(`profile.areas.${perspective}.${shown - 1}.area.choice`);
  }, [shown, form, perspective]);
  return (
    <FormSection legend={`${WHOSE[perspective]} tentative areas of study`} size="field">
      <Stack gap="md">
        <div>
          {Array.from({ length: shown }, (_, index) => (
            <AreaOfStudyRow key={index} form={form} perspective={perspective} index={index} />
          ))}
        </div>
        {shown < AREA_OF_STUDY_MAX ? (
          <div>
            <Button variant="secondary" size="sm" onClick={add}>
              Add another tentative area of study
            </Button>
          </div>
        ) : null}
      </Stack>
    </FormSection>
  );
}
