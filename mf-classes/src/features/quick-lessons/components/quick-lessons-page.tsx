import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LESSON_PAGE_SIZE } from '@backoffice/domain/classes';
import { PATHS } from '@backoffice/domain/paths';
import { countOf } from '@backoffice/domain/plural';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Alert, DayPicker, ListCount, LoadFailure, pageCountOf, Pager, pageRange, Panel, Stack, VisuallyHidden } from '@backoffice/ui';
import { noticeOf } from '../../../shared/utils/return-to';
import { useDayLessons } from '../api/get-day-lessons';
import { dayListPlaceOf } from '../utils/day-lesson-row';
import { DayLessonsTable } from './day-lessons-table';

/**
 * /lessons, Quick Lesson Management (back-office §2): one day's active lessons, the day in the `date` query parameter
 * (today in the centre's time zone without one, or when it is not a day), 20 a page (`page`, 1-based). A Zoom lesson
 * opens its Zoom detail.
 */
export function QuickLessonsPage() {
  const canOpen = useCan(PATHS.lessons);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { day, page } = dayListPlaceOf(params);
  const lessons = useDayLessons(day, page, { enabled: canOpen });
  const count = lessons.data?.count ?? 0;
  // The rows on screen may still be the previous page's or day's while the next one loads.
  const shownDay = lessons.data?.date ?? day;
  const busy = lessons.isFetching && lessons.isPlaceholderData;
  const { from, to } = pageRange(page, LESSON_PAGE_SIZE, count);
  const notice = noticeOf(location.state);

  // The URL keeps the list's place (a reload, a shared link, the Zoom detail's back link); moving through days and
  // pages replaces the entry rather than filling the history with every step.
  const show = (next: { date: string; page: number }) =>
    setParams(
      () => {
        const search = new URLSearchParams({ date: next.date });
        if (next.page > 1) search.set('page', String(next.page));
        return search;
      },
      { replace: true },
    );

  // A page past the end (an old link, a lesson gone since): the last page there is.
  const lastPage = pageCountOf(count, LESSON_PAGE_SIZE);
  const pastTheEnd = lessons.isSuccess && !lessons.isPlaceholderData && count > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) show({ date: day, page: lastPage });
    // `show` is rebuilt every render; what it depends on is listed.
  }, [pastTheEnd, day, lastPage]);

  return (
    <PageFrame path={PATHS.lessons} title="Quick Lesson Management">
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <Panel>
        <Stack gap="md">
          <DayPicker value={day} onChange={(date) => show({ date, page: 1 })} label="Day" />
          {lessons.isError ? (
            <LoadFailure
              title="The lessons could not be loaded"
              message={lessons.error.message}
              onRetry={() => void lessons.refetch()}
            />
          ) : null}
          <ListCount
            loading={(lessons.isPending && canOpen) || busy}
            from={from}
            to={lessons.isError ? 0 : to}
            total={countOf(count, 'lesson')}
          />
          <VisuallyHidden role="status">{busy ? 'Loading lessons…' : ''}</VisuallyHidden>
          <DayLessonsTable
            day={shownDay}
            lessons={lessons.data?.data ?? []}
            loading={lessons.isPending && canOpen}
            busy={busy}
            returnTo={`${location.pathname}${location.search}`}
          />
          <Pager
            page={page}
            count={count}
            pageSize={LESSON_PAGE_SIZE}
            onPageChange={(next) => show({ date: day, page: next })}
            loading={lessons.isPending && canOpen}
            label="Lesson pages"
          />
        </Stack>
      </Panel>
    </PageFrame>
  );
}
