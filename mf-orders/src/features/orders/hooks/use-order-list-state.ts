import { useCallback, useState } from 'react';
import { DEFAULT_ORDER_RANGE_MONTHS, DEFAULT_ORDER_STATUSES } from '@backoffice/domain/orders';
import { ORDER_STATUSES, type OrderStatus } from '@backoffice/domain/enums';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { OrdersFilter } from '../api/get-orders';

/** The student the quick search settled on, shown above the list. */
export type ChosenStudent = { _id: string; name: string; email: string };

/** One month back to today, in the centre's time zone (spec §9). */
export function defaultOrderRange(now: Date = new Date(), zone = getCentreTimezone()): { from: string; to: string } {
  const today = dayjs(now).tz(zone);
  return {
    from: today.subtract(DEFAULT_ORDER_RANGE_MONTHS, 'month').format('YYYY-MM-DD'),
    to: today.format('YYYY-MM-DD'),
  };
}

/** What the list shows first: page 1 of the last month's allocations in the default statuses, for everyone. */
export function initialOrdersFilter(now: Date = new Date()): OrdersFilter {
  return { page: 1, ...defaultOrderRange(now), statuses: DEFAULT_ORDER_STATUSES, studentId: null };
}

/** The list's filters and page. Every filter change goes back to page 1. */
export function useOrderListState() {
  const [range, setRangeState] = useState(() => defaultOrderRange());
  const [statuses, setStatuses] = useState<readonly OrderStatus[]>(DEFAULT_ORDER_STATUSES);
  const [student, setStudentState] = useState<ChosenStudent | null>(null);
  const [page, setPage] = useState(1);

  const setRange = useCallback((next: { from: string; to: string }) => {
    setRangeState(next);
    setPage(1);
  }, []);
  const toggleStatus = useCallback((status: OrderStatus, on: boolean) => {
    // Kept in the canonical order, so the same choice is the same query (and cache entry) whatever the clicks were.
    setStatuses((current) => ORDER_STATUSES.filter((s) => (s === status ? on : current.includes(s))));
    setPage(1);
  }, []);
  const setStudent = useCallback((next: ChosenStudent | null) => {
    setStudentState(next);
    setPage(1);
  }, []);

  const filter: OrdersFilter = { page, from: range.from, to: range.to, statuses, studentId: student?._id ?? null };
  return { filter, range, statuses, student, page, setPage, setRange, toggleStatus, setStudent };
}
