import { countOf } from '@backoffice/domain/plural';
import { STUDENT_LESSON_PAGE_SIZE, type StudentLessonSort } from '@backoffice/domain/dashboard';
import { DayPicker, ListCount, LoadFailure, Pager, Stack, VisuallyHidden, pageRange } from '@backoffice/ui';
import { useStudentLessons } from '../api/get-student-lessons';
import { LessonSections } from './lesson-sections';
import { BelowTheList } from '../../../shared/components/below-the-list';
import { OpenProfileContext, type ProfileOpener } from '../../../shared/components/open-profile';
import { StudentLessonsTable } from './student-lessons-table';

export type StudentTabPlace = { date: string; sort: StudentLessonSort | undefined; order: 'asc' | 'desc'; page: number };

type StudentTabProps = StudentTabPlace & {
  today: string;
  counsellor: boolean;
  counsellorName: string;
  onPlaceChange: (next: StudentTabPlace) => void;
  /** The eye icon beside each student's name opens their profile. */
  profileOpener?: ProfileOpener;
};

/**
 * The Student tab (back-office §2): a day picker (Prev Day, Next Day, Today; today in the centre's time zone by default,
 * disabled while the day loads), the day's lessons with their reports and follow-up, then the sections.
 */
export function StudentTab({ date, sort, order, page, today, counsellor, counsellorName, onPlaceChange, profileOpener }: StudentTabProps) {
  const lessons = useStudentLessons({ view: 'day', date, sort, order, page });
  const count = lessons.data?.count ?? 0;
  const busy = lessons.isFetching && lessons.isPlaceholderData;
  const loading = lessons.isPending;
  const { from, to } = pageRange(page, STUDENT_LESSON_PAGE_SIZE, count);
  return (
    <OpenProfileContext value={profileOpener ?? null}>
      <Stack gap="lg">
        <Stack gap="md">
          <DayPicker
            value={date}
            label="Day"
            showToday
            today={today}
            disabled={loading || busy}
            onChange={(next) => onPlaceChange({ date: next, sort, order, page: 1 })}
          />
          {lessons.isError ? (
            <LoadFailure
              title="The lessons could not be loaded"
              message={lessons.error.message}
              onRetry={() => void lessons.refetch()}
            />
          ) : null}
          <ListCount loading={loading || busy} from={from} to={lessons.isError ? 0 : to} total={countOf(count, 'lesson')} />
          <VisuallyHidden role="status">{busy ? 'Loading lessons…' : ''}</VisuallyHidden>
          <StudentLessonsTable
            day={date}
            lessons={lessons.data?.data ?? []}
            loading={loading}
            busy={busy}
            withComments={counsellor}
            sort={sort ? { key: sort, direction: order } : null}
            onSortChange={(next) => onPlaceChange({ date, sort: next.key, order: next.direction, page: 1 })}
          />
          <Pager
            page={page}
            count={count}
            pageSize={STUDENT_LESSON_PAGE_SIZE}
            onPageChange={(next) => onPlaceChange({ date, sort, order, page: next })}
            loading={loading}
            label="Lesson pages"
          />
        </Stack>
        <BelowTheList listReady={!loading}>
          <LessonSections date={date} today={today} counsellor={counsellor} counsellorName={counsellorName} />
        </BelowTheList>
      </Stack>
    </OpenProfileContext>
  );
}
