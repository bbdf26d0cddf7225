import { EmptyState } from '@backoffice/ui';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { useStudentProfileDialog } from './features/student-profile/components/use-student-profile-dialog';
import { StudentTab } from './features/student-tab/components/student-tab';

/**
 * mf-dashboard owns /dashboard: the tabs' frame with each tab's feature, and the student profile dialog the tabs'
 * eye icons open. Consultation and Renew arrive with issue 13; until then they say so.
 */
export default function DashboardRoutes(_props: RemoteRouteProps) {
  const profile = useStudentProfileDialog();
  return (
    <>
      <DashboardPage
        renderTab={(tab, { place, go, today, counsellor, counsellorName }) => {
          if (tab === 'consultation') return <EmptyState message="Consultation is not available yet." />;
          if (tab === 'renew') return <EmptyState message="Renew is not available yet." />;
          return (
            <StudentTab
              date={place.date}
              sort={place.sort}
              order={place.order}
              page={place.page}
              today={today}
              counsellor={counsellor}
              counsellorName={counsellorName}
              onPlaceChange={(next) => go({ ...place, ...next })}
              profileOpener={profile}
            />
          );
        }}
      />
      {profile.dialog}
    </>
  );
}
