import { EmptyState, Stack } from '@backoffice/ui';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { CareerStudents } from './features/career-students/components/career-students';
import { ConsultationTab } from './features/consultation-tab/components/consultation-tab';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { useStudentProfileDialog } from './features/student-profile/components/use-student-profile-dialog';
import { StudentTab } from './features/student-tab/components/student-tab';
import { OpenProfileContext } from './shared/components/open-profile';

/**
 * mf-dashboard owns /dashboard: the tabs' frame with each tab's feature, and the student profile dialog the tabs'
 * eye icons open. The Consultation tab carries 'Students that require consultation for Academic Career' below the
 * day's consultations. Renew arrives with issue 13; until then it says so.
 */
export default function DashboardRoutes(_props: RemoteRouteProps) {
  const profile = useStudentProfileDialog();
  return (
    <>
      <DashboardPage
        renderTab={(tab, { place, go, today, counsellor, counsellorName }) => {
          if (tab === 'consultation') {
            return (
              <OpenProfileContext value={profile}>
                <Stack gap="lg">
                  <ConsultationTab date={place.consulted} onDateChange={(consulted) => go({ ...place, consulted })} />
                  <CareerStudents />
                </Stack>
              </OpenProfileContext>
            );
          }
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
