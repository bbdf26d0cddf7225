import type { LessonDetail } from '@backoffice/domain';
import { Badge, Panel } from '@backoffice/ui';
import { DescriptionTitle, Fact, FactBadges, Facts } from '../../../shared/components/facts';
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
      <Facts $minColumn={200}>
        <Fact>
          <dt>Class</dt>
          <dd>{lesson.class_obj.name}</dd>
        </Fact>
        <Fact>
          <dt>Term and lesson number</dt>
          <dd>{termAndNumber(lesson.meta) || '—'}</dd>
        </Fact>
        <Fact>
          <dt>Date and time</dt>
          <dd>{formatLessonRange(lesson.scheduled_on, lesson.ended_on)}</dd>
        </Fact>
        <Fact>
          <dt>Tutors</dt>
          <dd>{staffNames(lesson.tutor)}</dd>
        </Fact>
        <Fact>
          <dt>TAs</dt>
          <dd>{staffNames(lesson.ta)}</dd>
        </Fact>
        <Fact>
          <dt>Hosting platform</dt>
          <dd>{lesson.hosting_platform}</dd>
        </Fact>
        <Fact>
          <dt>Type</dt>
          <dd>{lesson.hosting_type || '—'}</dd>
        </Fact>
      </Facts>
      <section aria-label="Lesson description">
        <DescriptionTitle>Description</DescriptionTitle>
        <RichText html={lesson.desc} />
      </section>
    </Panel>
  );
}
