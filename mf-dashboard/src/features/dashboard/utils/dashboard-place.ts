import {
  STUDENT_LESSON_SORTS,
  dashboardTabsFor,
  defaultDashboardTab,
  type DashboardTab,
  type StudentLessonSort,
} from '@backoffice/domain/dashboard';
import { centreDay } from '@backoffice/domain/time';
import type { StaffRole } from '@backoffice/domain/roles';
import { defaultConsultationDay } from '@backoffice/domain/consultations';
import { shiftDay } from '@backoffice/ui';

/**
 * Where the dashboard is: its tab, the Student tab's day, sort and page, and the Consultation tab's day. All of it lives
 * in the address (`?tab=student&date=2026-11-26&sort=engagement&order=desc&page=2`, `?tab=consultation&consulted=
 * 2026-10-20`), so a reload or a shared link opens the same view; whatever is missing or not allowed reads as the
 * role's default. The two tabs' days are two parameters: their defaults differ (today, and one month before it), and
 * moving between the tabs keeps each one's day.
 */
export type DashboardPlace = {
  tab: DashboardTab | undefined;
  date: string;
  /** The Consultation tab's day; one month before today by default (spec §2). */
  consulted: string;
  sort: StudentLessonSort | undefined;
  order: 'asc' | 'desc';
  page: number;
};

export function dashboardPlaceOf(params: URLSearchParams, role: StaffRole, now: Date = new Date()): DashboardPlace {
  const tabs = dashboardTabsFor(role);
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? defaultDashboardTab(role);
  const date = params.get('date');
  const consulted = params.get('consulted');
  const today = centreDay(now);
  const sort = params.get('sort');
  const page = params.get('page');
  return {
    tab,
    // Real calendar days, or the defaults: today and one month before it, in the centre's time zone.
    date: isDay(date) ? date : today,
    consulted: isDay(consulted) ? consulted : defaultConsultationDay(today),
    sort: STUDENT_LESSON_SORTS.find((candidate) => candidate === sort),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: page !== null && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** The address's query for a place: only what differs from the defaults, in a stable order. */
export function searchOf(place: DashboardPlace, today: string): URLSearchParams {
  const search = new URLSearchParams();
  if (place.tab) search.set('tab', place.tab);
  if (place.date !== today) search.set('date', place.date);
  if (place.consulted !== defaultConsultationDay(today)) search.set('consulted', place.consulted);
  if (place.sort) {
    search.set('sort', place.sort);
    if (place.order === 'desc') search.set('order', 'desc');
  }
  if (place.page > 1) search.set('page', String(place.page));
  return search;
}

/** A real calendar day, 'YYYY-MM-DD'. */
function isDay(value: string | null): value is string {
  return value !== null && shiftDay(value, 0) === value;
}
