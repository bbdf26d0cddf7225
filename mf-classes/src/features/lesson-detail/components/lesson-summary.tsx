import type { LessonDetail } from '@backoffice/domain/classes';
import { Badge, Panel } from '@backoffice/ui';
import { DescriptionTitle, FactBadges, FactList } from '../../../shared/components/facts';
import { RichText } from '../../../shared/components/rich-text';
import { staffNames, termAndNumber } from '../../../shared/utils/lesson-label';
import { formatLessonRange, hasEnded } from '../../../shared/utils/lesson-time';


/** The lesson's facts (people-records §2): class, term and number, date and time, tutors, TAs, platform, type, description. */
export function LessonSummary({ lesson, now = new Date() }: { lesson: LessonDetail; now?: Date }) {
  const ended = hasEnded(lesson.ended_on, now);
  const flags = [
    lesson.is_completed ? <Badge key="completed" tone="success">Completed</Badge> : null,
    ended ? <Badge key="ended" tone="neutral">Ended</Badge> : null,
    lesson.is_active ? null : <Badge key="inactive" tone="warning">Inactive</Badge>,
    lesson.is_released ? null : <Badge key="unreleased" tone="warning">Not released</Badge>,
  ].filter(Boolean);
  return (
    <Panel title="Lesson details">
      {flags.length > 0 ? <FactBadges>{flags}</FactBadges> : null}
      <FactList
        minColumn={200}
        facts={[
          ['Class', lesson.class_obj.name],
          ['Term and lesson number', termAndNumber(lesson.meta) || '—'],
          ['Date and time', formatLessonRange(lesson.scheduled_on, lesson.ended_on)],
          ['Tutors', staffNames(lesson.tutor)],
          ['TAs', staffNames(lesson.ta)],
          ['Hosting platform', lesson.hosting_platform],
          ['Type', lesson.hosting_type || '—'],
        ]}
      />
      <section aria-label="Lesson description">
        <DescriptionTitle>Description</DescriptionTitle>
        <RichText html={lesson.desc} />
      </section>
    </Panel>
  );
}
