import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { dashboardTabsFor } from '@backoffice/domain/dashboard';
import { isStaffRole } from '@backoffice/domain/roles';
import { PATHS } from '@backoffice/domain/paths';
import { useCurrentUser, useHasCapability } from '@backoffice/session';
import { Button, preloadWhenIdle } from '@backoffice/ui';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { useStudentProfileDialog } from './features/student-profile/components/use-student-profile-dialog';
import { CareerStudents, ConsultationTab, NewsSection, RenewTab, StudentTab, preloadTab } from './screens';
import { OpenProfileContext } from './shared/components/open-profile';

/**
 * mf-dashboard owns /dashboard/**: the tabs at /dashboard (each tab's feature, and the student profile dialog the
 * tabs' eye icons open) and the Announcement and Articles section at /dashboard/news (docs/decisions.md).
 */
export default function DashboardRoutes(_props: RemoteRouteProps) {
  return (
    <Routes>
      <Route path="news" element={<NewsSection />} />
      <Route path="*" element={<DashboardTabs />} />
    </Routes>
  );
}

/** The way to the Announcement and Articles section, for holders of news.edit. */
function NewsLink() {
  const navigate = useNavigate();
  const editor = useHasCapability('news.edit');
  const preloadNews = () => void NewsSection.preload();
  return editor ? (
    <Button variant="secondary" onClick={() => navigate(PATHS.dashboardNews)} onPointerEnter={preloadNews} onFocus={preloadNews}>
      Announcement and Articles
    </Button>
  ) : null;
}

/**
 * /dashboard: the tabs a role may see. The Consultation tab carries 'Students that require consultation for Academic
 * Career' below the day's consultations.
 */
function DashboardTabs() {
  const profile = useStudentProfileDialog();
  const me = useCurrentUser();
  const role = me && isStaffRole(me._type) ? me._type : null;
  // The role's other tabs download once the browser is idle, so choosing one shows it at once.
  useEffect(() => (role ? preloadWhenIdle(() => dashboardTabsFor(role).forEach((tab) => void preloadTab[tab]())) : undefined), [role]);
  return (
    <>
      <DashboardPage
        actions={<NewsLink />}
        renderTab={(tab, { place, go, today, counsellor, counsellorName }) => {
          if (tab === 'consultation') {
            return (
              <OpenProfileContext value={profile}>
                <ConsultationTab
                  date={place.consulted}
                  onDateChange={(consulted) => go({ ...place, consulted })}
                  below={<CareerStudents />}
                />
              </OpenProfileContext>
            );
          }
          if (tab === 'renew') return <RenewTab page={place.page} today={today} onPageChange={(page) => go({ ...place, page })} />;
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
