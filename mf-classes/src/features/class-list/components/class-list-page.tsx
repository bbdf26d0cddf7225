import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { CLASS_PAGE_SIZE, type ClassItem } from '@backoffice/domain/classes';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { PATHS } from '@backoffice/domain/paths';
import { TEXT_MAX } from '@backoffice/domain/text';
import { countOf } from '@backoffice/domain/plural';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Button, ListCount, LoadFailure, Pager, Panel, Snackbar, Stack, TextField, useDebouncedValue, usePreloadDialog, useSnackbar } from '@backoffice/ui';
import { CLASSES_KEY, FIRST_CLASS_LIST_FILTER, useClasses } from '../api/get-classes';
import { useSetClassActive } from '../api/set-class-active';
import { ClassesTable } from './classes-table';

const SearchForm = styled.form`
  max-width: 420px;
`;

/** The form dialog: closed, a new class, or the class whose 'Edit Class' was chosen. */
type FormState = { mode: 'create' } | { mode: 'edit'; item: ClassItem } | null;

/** What the list gives the class form it opens: the class to edit (null for a new one) and what to do next. */
export type ClassFormSlotProps = {
  editing: ClassItem | null;
  onClose: () => void;
  /** The server accepted the save: the list closes the form, refreshes and says so. */
  onSaved: (saved: ClassItem, mode: 'create' | 'edit') => void;
  /** The server refused the save: its message goes to the snackbar too (the form stays open and shows it). */
  onFailed: (message: string) => void;
};

type ClassListPageProps = {
  /**
   * The class form (another feature: routes.tsx composes it, a chunk of its own), rendered while it is open. It is
   * opened only with canManage on /course.
   */
  renderClassForm: (props: ClassFormSlotProps) => ReactNode;
  /**
   * Starts downloading the form: when the list is shown and the browser is idle, and when 'Add New Class' is hovered or
   * focused or a row menu opened (issue 20: the first open costs what a second does).
   */
  preloadClassForm?: () => Promise<boolean>;
};

/**
 * The class list (/course, spec §2): search by name, 10 classes a page, a row menu per class, and with canManage the
 * 'Add New Class' button and the edit and (de)activate actions (spec §6). A snackbar says how a save or a toggle went.
 */
export function ClassListPage({ renderClassForm, preloadClassForm }: ClassListPageProps) {
  const canManage = useCan(PATHS.course, 'canManage');
  const queryClient = useQueryClient();
  const { snackbar, show } = useSnackbar();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  // The page belongs to the search it was chosen in: a new search starts again at the first page.
  const [paging, setPaging] = useState(FIRST_CLASS_LIST_FILTER);
  const page = paging.q === q ? paging.page : 0;
  const setPage = useCallback((next: number) => setPaging({ q, page: next }), [q]);

  const query = useClasses({ page, q });
  const toggle = useSetClassActive();
  const [form, setForm] = useState<FormState>(null);

  const classes = query.data?.data ?? [];
  const count = query.data?.count ?? 0;
  const loading = query.isPending || (query.isFetching && query.isPlaceholderData);
  const first = count === 0 ? 0 : page * CLASS_PAGE_SIZE + 1;
  const last = Math.min((page + 1) * CLASS_PAGE_SIZE, count);
  const preloadForm = usePreloadDialog(canManage ? preloadClassForm : undefined, {
    idle: query.data !== undefined || query.isError,
    warmUp: () => renderClassForm({ editing: null, onClose: () => {}, onSaved: () => {}, onFailed: () => {} }),
  });

  const onToggleActive = (item: ClassItem) => {
    toggle.mutate(item, {
      onSuccess: (updated) => show(`${updated.name} is now ${updated.is_active ? 'active' : 'inactive'}`, 'success'),
      onError: (error) => show(error.message, 'error'),
    });
  };

  const closeForm = () => setForm(null);
  const onSaved = (saved: ClassItem, mode: 'create' | 'edit') => {
    closeForm();
    // A new class is the newest edit: it shows at the top of the first page.
    if (mode === 'create') setPage(0);
    void queryClient.invalidateQueries({ queryKey: CLASSES_KEY });
    show(mode === 'create' ? `${saved.name} was created` : `${saved.name} was saved`, 'success');
  };

  return (
    <PageFrame
      path={PATHS.course}
      title="Classes"
      actions={
        canManage ? (
          <Button onClick={() => setForm({ mode: 'create' })} {...preloadForm.openerProps}>
            Add New Class
          </Button>
        ) : null
      }
    >
      <Panel>
        <Stack gap="lg">
          <SearchForm role="search" aria-label="Classes" onSubmit={(event: FormEvent) => event.preventDefault()}>
            <TextField
              label="Search by class name"
              hideLabel
              type="search"
              placeholder="Search by class name"
              autoComplete="off"
              // The server takes a search of at most TEXT_MAX.search characters; more would find nothing anyway.
              maxLength={TEXT_MAX.search}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </SearchForm>

          {query.isError ? (
            <LoadFailure
              title="The classes could not be loaded"
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          ) : null}

          <ListCount loading={loading} from={first} to={query.isError ? 0 : last} total={countOf(count, 'class', 'classes')} />

          <ClassesTable
            classes={query.isError ? [] : classes}
            loading={loading}
            emptyMessage={q ? EMPTY_STATES.noClassMatch : EMPTY_STATES.noClasses}
            canManage={canManage}
            togglingId={toggle.isPending ? (toggle.variables?._id ?? null) : null}
            onEdit={(item) => setForm({ mode: 'edit', item })}
            onToggleActive={onToggleActive}
            onMenuOpen={canManage ? preloadClassForm : undefined}
          />
          <Pager
            page={page + 1}
            count={count}
            pageSize={CLASS_PAGE_SIZE}
            onPageChange={(next) => setPage(next - 1)}
            loading={loading}
            label="Class pages"
          />
        </Stack>
      </Panel>

      {preloadForm.warmUp}
      {form && canManage
        ? renderClassForm({
            editing: form.mode === 'edit' ? form.item : null,
            onClose: closeForm,
            onSaved,
            onFailed: (message) => show(message, 'error'),
          })
        : null}
      <Snackbar {...snackbar} />
    </PageFrame>
  );
}
