import { useEffect } from 'react';
import { FEEDBACK_PAGE_SIZE } from '@backoffice/domain/feedback';
import { PATHS } from '@backoffice/domain/paths';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { ListCount, LoadFailure, Pager, Panel, Stack, pageCountOf, pageRange } from '@backoffice/ui';
import { useFeedback } from '../api/get-feedback';
import { useFeedbackFilter } from '../hooks/use-feedback-filter';
import { ClassFilter } from './class-filter';
import { FeedbackSummary, entriesText } from './feedback-summary';
import { FeedbackTable } from './feedback-table';
import { RatingFilter } from './rating-filter';

/**
 * /feedback, Feedback review (back-office §2 Feedback screen): students' ratings and comments by class and lesson,
 * filtered by rating and 'Only commented', 10 a page, newest first, with the filter's summary. The filters and the page
 * live in the address.
 */
export function FeedbackPage() {
  const canOpen = useCan(PATHS.feedback);
  const { filter, setClass, setLesson, toggleRating, setOnlyCommented, setPage } = useFeedbackFilter();
  const query = useFeedback({ ...filter, ratings: canOpen ? filter.ratings : [] });

  const noRating = filter.ratings.length === 0;
  const count = noRating || query.isError ? 0 : (query.data?.count ?? 0);
  const loading = !noRating && canOpen && (query.isPending || (query.isFetching && query.isPlaceholderData));
  const { from, to } = pageRange(filter.page, FEEDBACK_PAGE_SIZE, count);

  // A page past the end (an old link, a filter that now matches less): the last page there is.
  const lastPage = pageCountOf(count, FEEDBACK_PAGE_SIZE);
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && count > 0 && filter.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  return (
    <PageFrame path={PATHS.feedback} title="Feedback">
      <Panel>
        <Stack gap="lg">
          <ClassFilter classId={filter.classId} lessonId={filter.lessonId} onClassChange={setClass} onLessonChange={setLesson} />
          <RatingFilter
            ratings={filter.ratings}
            onToggle={toggleRating}
            onlyCommented={filter.onlyCommented}
            onOnlyCommentedChange={setOnlyCommented}
          />

          {query.isError && !noRating ? (
            <LoadFailure
              title="The feedback could not be loaded"
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          ) : null}

          <FeedbackSummary
            summary={noRating ? undefined : query.data?.summary}
            count={count}
            loading={loading}
          />
          <ListCount loading={loading} from={from} to={to} total={entriesText(count)} />
          <FeedbackTable items={noRating || query.isError ? [] : (query.data?.data ?? [])} loading={loading} />
          <Pager
            page={filter.page}
            count={count}
            pageSize={FEEDBACK_PAGE_SIZE}
            onPageChange={setPage}
            loading={loading}
            label="Feedback pages"
          />
        </Stack>
      </Panel>
    </PageFrame>
  );
}
