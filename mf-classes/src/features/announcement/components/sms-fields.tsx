import { useId } from 'react';
import styled from 'styled-components';
import { ANNOUNCEMENT_MESSAGES, SMS_MAX_LENGTH, smsCharactersLeft } from '@backoffice/domain/announcements';
import { TextArea } from '@backoffice/ui';
import { limitSms, type AnnouncementDraft } from '../utils/announcement-draft';

const Counter = styled.p<{ $low: boolean }>`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $low }) => ($low ? theme.colors.warning : theme.colors.muted)};
  font-weight: ${({ theme, $low }) => ($low ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const charactersLeftText = (left: number) => `${left} ${left === 1 ? 'character' : 'characters'} left`;

type SmsFieldsProps = {
  draft: AnnouncementDraft;
  touched: boolean;
  onChange: (sms: string) => void;
  disabled?: boolean;
};

/**
 * The SMS (people-records §5: at most 459 characters, with a characters-left counter). Typing stops at the limit and a
 * longer paste is cut there, so the box never holds what could not be sent. Characters are counted as the domain's
 * smsCharactersLeft counts them (an emoji is one).
 */
export function SmsFields({ draft, touched, onChange, disabled }: SmsFieldsProps) {
  const counterId = useId();
  const left = smsCharactersLeft(draft.sms);
  return (
    <Root>
      <TextArea
        label="SMS text"
        required
        rows={7}
        value={draft.sms}
        disabled={disabled}
        hint={`Plain text, at most ${SMS_MAX_LENGTH} characters.`}
        aria-describedby={counterId}
        error={touched && !draft.sms.trim() ? ANNOUNCEMENT_MESSAGES.contentRequired : undefined}
        onChange={(event) => {
          const next = event.target.value;
          // At the limit a keystroke changes nothing; a paste that overflows keeps what fits.
          if (smsCharactersLeft(next) < 0 && left <= 0) return;
          onChange(limitSms(next));
        }}
      />
      <Counter id={counterId} aria-live="polite" $low={left <= 20}>
        {charactersLeftText(left)}
      </Counter>
    </Root>
  );
}
