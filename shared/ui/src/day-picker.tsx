import dayjs from 'dayjs';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { controlStateStyles } from './field-parts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { visuallyHidden } from './styles';

const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Moves a 'YYYY-MM-DD' day by whole days. Pure calendar arithmetic: no clock, no time zone. */
export function shiftDay(day: string, days: number): string | undefined {
  if (!DAY_PATTERN.test(day)) return undefined;
  // dayjs reads 'YYYY-MM-DD' as a local calendar day; the round trip rejects days that roll over, like 02-30.
  const parsed = dayjs(day);
  if (!parsed.isValid() || parsed.format(DAY_FORMAT) !== day) return undefined;
  return parsed.add(days, 'day').format(DAY_FORMAT);
}

const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const DateBox = styled.input`
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${controlStateStyles}
`;

interface BaseProps {
  /** The selected calendar day, 'YYYY-MM-DD', already in the centre's time zone (the caller owns the zone). */
  value: string;
  onChange: (day: string) => void;
  /** Names the date input. */
  label?: string;
  /** Shows the label; by default it is for screen readers only, the buttons around the box say enough to the eye. */
  showLabel?: boolean;
  /** E.g. while the day's data loads (the spec disables the picker then). */
  disabled?: boolean;
  /** Earliest and latest selectable days, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  className?: string;
}

/** A Today button needs today's day from the caller: only it knows the centre's time zone, and tests stay fixed. */
export type DayPickerProps = BaseProps & ({ showToday: true; today: string } | { showToday?: false; today?: string });

/** 'Prev Day', a date box and 'Next Day' (and 'Today'), for screens that show one day at a time. */
export function DayPicker({
  value,
  onChange,
  label = 'Date',
  showLabel = false,
  disabled = false,
  min,
  max,
  showToday,
  today,
  className,
}: DayPickerProps) {
  const id = useId();
  const prev = shiftDay(value, -1);
  const next = shiftDay(value, 1);
  // 'YYYY-MM-DD' strings compare correctly as text.
  const prevBlocked = !prev || (min !== undefined && prev < min);
  const nextBlocked = !next || (max !== undefined && next > max);

  return (
    <Root className={className}>
      <Button
        variant="secondary"
        startIcon={<ChevronLeftIcon size={16} />}
        disabled={disabled || prevBlocked}
        onClick={() => prev && onChange(prev)}
      >
        Prev Day
      </Button>
      <Label htmlFor={id} $hidden={!showLabel}>
        {label}
      </Label>
      <DateBox
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => {
          // Clearing the box gives '': keep the current day rather than pass on a non-day.
          if (DAY_PATTERN.test(event.target.value)) onChange(event.target.value);
        }}
      />
      <Button variant="secondary" disabled={disabled || nextBlocked} onClick={() => next && onChange(next)}>
        Next Day
        <ChevronRightIcon size={16} aria-hidden="true" />
      </Button>
      {showToday && today ? (
        <Button variant="ghost" disabled={disabled} onClick={() => onChange(today)}>
          Today
        </Button>
      ) : null}
    </Root>
  );
}
