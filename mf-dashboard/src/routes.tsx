import { Route, Routes, useNavigate } from 'react-router';
import { PATHS } from '@backoffice/domain/paths';
import { useHasCapability } from '@backoffice/session';
import { Button, lazyDialog } from '@backoffice/ui';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { CareerStudents } from './features/career-students/components/career-students';
import { ConsultationTab } from './features/consultation-tab/components/consultation-tab';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { NewsPage } from './features/news/components/news-page';
import { RenewTab } from './features/renew-tab/components/renew-tab';
import { useStudentProfileDialog } from './features/student-profile/components/use-student-profile-dialog';
import { StudentTab } from './features/student-tab/components/student-tab';
import { OpenProfileContext } from './shared/components/open-profile';

// The news editor's dialog and its form library download when an Edit button is pointed at, focused or pressed.
const NewsEditDialog = lazyDialog(
  () => import('./features/news/components/news-edit-dialog').then((m) => m.NewsEditDialog),
  (props) => ({ title: props.item.slot === 0 ? 'Edit Announcement' : 'Edit Article', onClose: props.onClose }),
);

/**
 * mf-dashboard owns /dashboard/**: the tabs at /dashboard (each tab's feature, and the student profile dialog the
 * tabs' eye icons open) and the Announcement and Articles section at /dashboard/news (docs/decisions.md).
 */
export default function DashboardRoutes(_props: RemoteRouteProps) {
  return (
    <Routes>
      <Route
        path="news"
        element={<NewsPage renderEdit={(props) => <NewsEditDialog {...props} />} preloadEdit={() => void NewsEditDialog.preload()} />}
      />
      <Route path="*" element={<DashboardTabs />} />
    </Routes>
  );
}

/** The way to the Announcement and Articles section, for holders of news.edit. */
function NewsLink() {
  const navigate = useNavigate();
  const editor = useHasCapability('news.edit');
  return editor ? (
    <Button variant="secondary" onClick={() => navigate(PATHS.dashboardNews)}>
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
