import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@backoffice/domain/paths';
import { DIALOG_TITLES, displayName, type PeopleRecord } from '@backoffice/domain/people';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Button, Snackbar, lazyDialog, usePreloadDialog, useSnackbar } from '@backoffice/ui';
import { userRecordQuery } from './features/user-dialog/api/get-user';
import type { EditRequest } from './features/user-management/components/edit-button';
import { UserManagementPage } from './features/user-management/components/user-management-page';
import { handlerOptionsQuery } from './shared/api/handler-options';

// The dialog and the form library come in a chunk of their own, downloaded once the list is shown and the browser is
// idle, or when Edit or Create New Tutor is pointed at or focused (bundle budget: 60 KB gzipped for /user's own JS).
// Opened before it arrives, a dialog of the same title stands in and can be closed.
const UserDialog = lazyDialog(
  () => import('./features/user-dialog/components/user-dialog').then((m) => m.UserDialog),
  (props) => ({
    title: props.editing ? DIALOG_TITLES.edit : DIALOG_TITLES.newTutor,
    fullScreen: true,
    onClose: () => props.onOpenChange(false),
  }),
);

type Opened = { editing: { id: string; name: string } | null } | null;

/**
 * mf-people owns /user: User Management (the Student, Tutor and TA lists, from features/user-management) and the
 * edit/create dialog (features/user-dialog). The sales-admin and customer-service lists of the dialog's pickers are
 * asked for as the screen opens (people-records §7), so the dialog opens on them.
 */
export default function PeopleRoutes(_props: RemoteRouteProps) {
  const canManage = useCan(PATHS.user, 'canManage');
  const queryClient = useQueryClient();
  useQuery(handlerOptionsQuery());
  const [opened, setOpened] = useState<Opened>(null);
  const [listShown, setListShown] = useState(false);
  const { snackbar, show } = useSnackbar();
  const dialog = usePreloadDialog(UserDialog.preload, {
    idle: listShown,
    warmUp: () => <UserDialog editing={null} onOpenChange={() => {}} onSaved={() => {}} />,
  });

  const onListShown = useCallback(() => setListShown(true), []);
  const onEditIntent = useCallback(
    (request: EditRequest) => {
      void UserDialog.preload();
      void queryClient.prefetchQuery(userRecordQuery(request.id));
    },
    [queryClient],
  );
  const onSaved = (saved: PeopleRecord, mode: 'create' | 'edit') => {
    setOpened(null);
    show(`${displayName(saved.name)} was ${mode === 'create' ? 'created' : 'saved'}`, 'success');
  };

  return (
    <>
      <UserManagementPage
        actions={
          canManage ? (
            <Button onClick={() => setOpened({ editing: null })} {...dialog.openerProps}>
              Create New Tutor
            </Button>
          ) : null
        }
        onEdit={(request) => setOpened({ editing: { id: request.id, name: request.name } })}
        onEditIntent={onEditIntent}
        onListShown={onListShown}
      />
      {dialog.warmUp}
      {opened ? (
        <UserDialog
          editing={opened.editing}
          onOpenChange={(open) => {
            if (!open) setOpened(null);
          }}
          onSaved={onSaved}
        />
      ) : null}
      <Snackbar {...snackbar} />
    </>
  );
}
