import { HOSTING_PLATFORMS, type HostingPlatform } from '@backoffice/domain/enums';
import { Checkbox, FormSection, Select, Stack } from '@backoffice/ui';
import { StaffPicker } from '../../../shared/components/staff-picker';
import { HOSTING_TYPES, type LessonSettings } from '../utils/lesson-defaults';
import { Pair } from './lesson-form-layout';

export type BatchSettingsFieldsProps = {
  settings: LessonSettings;
  onChange: (next: Partial<LessonSettings>) => void;
  disabled: boolean;
};

/** Batch Create Lesson's settings beside the rows: they apply to every lesson of the batch. */
export function BatchSettingsFields({ settings, onChange, disabled }: BatchSettingsFieldsProps) {
  return (
    <Stack gap="xl">
      <FormSection legend="For every lesson" disabled={disabled}>
        <Checkbox label="Active" checked={settings.is_active} onChange={(event) => onChange({ is_active: event.target.checked })} />
        <Checkbox
          label="Released"
          checked={settings.is_released}
          onChange={(event) => onChange({ is_released: event.target.checked })}
        />
        <Pair>
          <Select
            label="Hosting platform"
            value={settings.hosting_platform}
            options={HOSTING_PLATFORMS.map((value) => ({ value, label: value }))}
            onChange={(event) => onChange({ hosting_platform: event.target.value as HostingPlatform })}
          />
          <Select
            label="Type"
            value={settings.hosting_type}
            options={HOSTING_TYPES.map((value) => ({ value, label: value }))}
            onChange={(event) => onChange({ hosting_type: event.target.value })}
          />
        </Pair>
      </FormSection>
      <StaffPicker type="Tutor" label="Tutors" layout="boxed" value={settings.tutor} disabled={disabled} onChange={(tutor) => onChange({ tutor })} />
      <StaffPicker type="TA" label="TAs" layout="boxed" value={settings.ta} disabled={disabled} onChange={(ta) => onChange({ ta })} />
    </Stack>
  );
}
