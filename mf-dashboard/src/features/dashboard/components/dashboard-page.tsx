import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_TAB_LABELS, dashboardTabsFor, type DashboardTab } from '@backoffice/domain/dashboard';
import { PATHS } from '@backoffice/domain/paths';
import { centreDay } from '@backoffice/domain/time';
import { isStaffRole } from '@backoffice/domain/roles';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan, useCurrentUser } from '@backoffice/session';
import { EmptyState, Panel, Tabs } from '@backoffice/ui';
import { dashboardPlaceOf, searchOf, type DashboardPlace } from '../utils/dashboard-place';

/** What a tab's content gets: where the dashboard is, a way to move, today and the caller's view of the data. */
export type TabContext = {
  place: DashboardPlace;
  go: (next: DashboardPlace) => void;
  today: string;
  /** The Comment column and the SuperAdmin sections (back-office §6). */
  counsellor: boolean;
  /** `{name}` of 'Consult with {name} Immediately': the signed-in counsellor's first name. */
  counsellorName: string;
};

/**
 * /dashboard (back-office §2 Dashboard): the tabs a role may see — Consultation (SuperAdmin), Renew (not
 * CustService), Student (not SalesAdmin) — opening on the role's own. The tab, the Student tab's day, sort and page
 * and the Consultation tab's day are in the address. Each tab's content comes from its feature (routes.tsx composes them).
 */
export function DashboardPage({
  renderTab,
  actions,
}: {
  renderTab: (tab: DashboardTab, context: TabContext) => ReactNode;
  /** Beside the title, e.g. the way to the Announcement and Articles section. */
  actions?: ReactNode;
}) {
  const me = useCurrentUser();
  const counsellor = useCan(PATHS.dashboard, 'canViewCounsellorSections');
  const [params, setParams] = useSearchParams();
  const today = centreDay();
  // The shell shows a screen to a signed-in staff member only.
  if (!me || !isStaffRole(me._type)) return null;
  const place = dashboardPlaceOf(params, me._type);
  const tabs = dashboardTabsFor(me._type);
  // Moving through tabs, days, sorts and pages replaces the entry: Back leaves the dashboard rather than replaying it.
  const go = (next: DashboardPlace) => setParams(searchOf(next, today), { replace: true });
  const context: TabContext = { place, go, today, counsellor, counsellorName: me.name.split(' ')[0] || me.name };

  return (
    <PageFrame path={PATHS.dashboard} title="Dashboard" actions={actions}>
      <Panel>
        {tabs.length === 0 || !place.tab ? (
          <EmptyState message="There is nothing on the dashboard for your role." />
        ) : (
          <Tabs
            label="Dashboard sections"
            value={place.tab}
            onValueChange={(tab) => go({ ...place, tab: tab as DashboardTab, page: 1 })}
            items={tabs.map((tab) => ({ value: tab, label: DASHBOARD_TAB_LABELS[tab], content: renderTab(tab, context) }))}
          />
        )}
      </Panel>
    </PageFrame>
  );
}
