import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@backoffice/domain/paths';
import { PageFrame } from '@backoffice/remote-kit';
import { Panel, Tabs } from '@backoffice/ui';
import { PEOPLE_LIST_KEY } from '../../../shared/api/people-keys';
import { USER_TABS, USER_TAB_LABELS, searchOf, tabPlace, userPlaceOf, type UserPlace, type UserTab } from '../utils/user-place';
import { StudentsList } from './students-list';
import { StaffList } from './staff-list';
import type { EditRequest } from './edit-button';

export type UserManagementPageProps = {
  /** Beside the title: Create New Tutor (canManage on /user), composed by the route from the dialog's feature. */
  actions?: ReactNode;
  /** A row's Edit was pressed. */
  onEdit: (request: EditRequest) => void;
  /** A row's Edit was pointed at or focused: the dialog's code may start downloading. */
  onEditIntent?: (request: EditRequest) => void;
  /** The first list is on screen: the dialog may download when the browser is idle. */
  onListShown?: () => void;
};

/**
 * User Management (/user, people-records §2): the Student tab (quick search, 25 a page), the Tutor tab and the TA list.
 * The tab, the search and the page are in the address; switching tab shows that tab from its first page, reloaded.
 */
export function UserManagementPage({ actions, onEdit, onEditIntent, onListShown }: UserManagementPageProps) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const place = userPlaceOf(params);
  // Paging and searching replace the entry: Back leaves User Management rather than replaying every keystroke.
  const go = (next: UserPlace) => setParams(searchOf(next), { replace: true });

  const changeTab = (value: string) => {
    const tab = value as UserTab;
    // The spec reloads a tab's users whenever it is switched to, even when a fresh copy is in the cache.
    void queryClient.invalidateQueries({ queryKey: [...PEOPLE_LIST_KEY, tab] });
    go(tabPlace(tab));
  };

  const listProps = { place, go, onEdit, onEditIntent, onListShown };
  const content = (tab: UserTab): ReactNode =>
    tab === 'student' ? <StudentsList {...listProps} /> : <StaffList type={tab} {...listProps} />;

  return (
    <PageFrame path={PATHS.user} title="User Management" actions={actions}>
      <Panel>
        <Tabs
          label="User types"
          value={place.tab}
          onValueChange={changeTab}
          items={USER_TABS.map((tab) => ({ value: tab, label: USER_TAB_LABELS[tab], content: content(tab) }))}
        />
      </Panel>
    </PageFrame>
  );
}

export type UserListProps = {
  place: UserPlace;
  go: (next: UserPlace) => void;
  onEdit: (request: EditRequest) => void;
  onEditIntent?: (request: EditRequest) => void;
  onListShown?: () => void;
};
