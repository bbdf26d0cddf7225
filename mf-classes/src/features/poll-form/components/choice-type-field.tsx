import type { ControllerRenderProps } from 'react-hook-form';
import styled from 'styled-components';
import { POLL_CHOICE_LABELS, type PollChoice } from '@backoffice/domain/polls';
import { FormSection } from '@backoffice/ui';
import type { PollFormValues } from '../utils/poll-form';

const Radios = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

const Radio = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const CHOICES: readonly PollChoice[] = ['single', 'multiple'];

export type ChoiceTypeFieldProps = {
  field: ControllerRenderProps<PollFormValues, 'choice_type'>;
  /** The choice picked; the dialog also corrects the ticked answers. */
  onChange: (value: PollChoice) => void;
};

/** The poll question's Type: Single or Multiple choice, as radios. */
export function ChoiceTypeField({ field, onChange }: ChoiceTypeFieldProps) {
  return (
    <FormSection legend="Type" size="field">
      <Radios>
        {CHOICES.map((value) => (
          <Radio key={value}>
            <input
              ref={value === 'single' ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={value}
              checked={field.value === value}
              onBlur={field.onBlur}
              onChange={() => onChange(value)}
            />
            {POLL_CHOICE_LABELS[value]}
          </Radio>
        ))}
      </Radios>
    </FormSection>
  );
}
