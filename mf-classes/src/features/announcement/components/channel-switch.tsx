import { useId } from 'react';
import styled from 'styled-components';
import { FormSection } from '@backoffice/ui';
import type { AnnouncementType } from '../utils/announcement-draft';
import { CHANNEL_LABELS } from '../utils/announcement-text';

const Options = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

/** A segmented control made of native radios: arrow keys move between them, as in any radio group. */
const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space.xl};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  background: ${({ theme }) => theme.colors.surface};

  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
  }

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;

const CHANNELS: readonly AnnouncementType[] = ['email', 'sms'];

/** Email or SMS (people-records §2: 'email and SMS modes'). */
export function ChannelSwitch({ value, onChange, disabled }: { value: AnnouncementType; onChange: (type: AnnouncementType) => void; disabled?: boolean }) {
  const name = useId();
  return (
    <FormSection legend="Send by" size="field" disabled={disabled}>
      <Options>
        {CHANNELS.map((channel) => (
          <Option key={channel}>
            <input type="radio" name={name} value={channel} checked={value === channel} onChange={() => onChange(channel)} />
            {CHANNEL_LABELS[channel]}
          </Option>
        ))}
      </Options>
    </FormSection>
  );
}
