import type { ClassItem } from '@backoffice/domain/classes';
import { Panel } from '@backoffice/ui';
import { DescriptionTitle, Fact, Facts } from '../../../shared/components/facts';
import { RichText } from '../../../shared/components/rich-text';
import { formatScheduleTime } from '../../../shared/utils/lesson-time';

/** The class overview (back-office §2): day of week, start and end time, and the description as rich text. */
export function ClassOverview({ klass }: { klass: ClassItem }) {
  return (
    <Panel title="Overview">
      <Facts>
        <Fact>
          <dt>Day of week</dt>
          <dd>{klass.schedule.date_of_week || '—'}</dd>
        </Fact>
        <Fact>
          <dt>Start time</dt>
          <dd>{klass.schedule.start_time ? formatScheduleTime(klass.schedule.start_time) : '—'}</dd>
        </Fact>
        <Fact>
          <dt>End time</dt>
          <dd>{klass.schedule.end_time ? formatScheduleTime(klass.schedule.end_time) : '—'}</dd>
        </Fact>
        <Fact>
          <dt>Subject</dt>
          <dd>{klass.subject || '—'}</dd>
        </Fact>
      </Facts>
      <section aria-label="Class description">
        <DescriptionTitle>Description</DescriptionTitle>
        <RichText html={klass.desc} />
      </section>
    </Panel>
  );
}
