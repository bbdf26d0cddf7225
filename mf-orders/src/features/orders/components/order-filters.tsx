import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ORDER_STATUSES, type OrderStatus } from '@backoffice/domain/enums';
import { dayjs } from '@backoffice/domain/time';
import { Button, Checkbox, ChevronDownIcon, DateInput, Stack } from '@backoffice/ui';

/** On a phone the label wraps inside the button instead of running past the panel's edge. */
const Toggle = styled(Button)<{ $open: boolean }>`
  max-width: 100%;
  white-space: normal;
  text-align: start;
  svg {
    transition: transform 120ms ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  float: left;
  margin-right: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RangePanel = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & > div {
    width: min(180px, 100%);
  }
  & > button {
    /* Lines up with the inputs under their labels. */
    margin-top: 22px;
  }
`;

const display = (day: string) => dayjs(day).format('DD-MM-YYYY');

type DateRangeFilterProps = {
  range: { from: string; to: string };
  onApply: (range: { from: string; to: string }) => void;
};

/** The collapsible date-range filter (spec §2): From and To days, applied with 'Apply'. */
export function DateRangeFilter({ range, onApply }: DateRangeFilterProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(range);
  const panelId = useId();
  const backwards = Boolean(draft.from && draft.to && draft.from > draft.to);
  const complete = Boolean(draft.from && draft.to);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || backwards) return;
    onApply(draft);
  };

  return (
    <Stack gap="sm">
      <div>
        <Toggle
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          $open={open}
          onClick={() => {
            // Opening starts from what the list shows, not from an abandoned draft.
            if (!open) setDraft(range);
            setOpen(!open);
          }}
        >
          Date range: {display(range.from)} to {display(range.to)}
          <ChevronDownIcon size={16} aria-hidden="true" />
        </Toggle>
      </div>
      {open ? (
        <RangePanel id={panelId} onSubmit={onSubmit} aria-label="Date range" noValidate>
          <DateInput
            label="From"
            value={draft.from}
            max={draft.to || undefined}
            required
            onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
          />
          <DateInput
            label="To"
            value={draft.to}
            min={draft.from || undefined}
            required
            error={backwards ? 'To must be on or after From' : undefined}
            onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
          />
          <Button type="submit" disabled={!complete || backwards}>
            Apply
          </Button>
        </RangePanel>
      ) : null}
    </Stack>
  );
}

type StatusFilterProps = {
  statuses: readonly OrderStatus[];
  onToggle: (status: OrderStatus, on: boolean) => void;
};

/** Which statuses the list shows; INIT, PROCESSED and CANCELLED by default (spec §9). */
export function StatusFilter({ statuses, onToggle }: StatusFilterProps) {
  return (
    <Fieldset>
      <Legend>Status</Legend>
      {ORDER_STATUSES.map((status) => (
        <Checkbox
          key={status}
          label={status}
          checked={statuses.includes(status)}
          onChange={(event) => onToggle(status, event.target.checked)}
        />
      ))}
    </Fieldset>
  );
}
