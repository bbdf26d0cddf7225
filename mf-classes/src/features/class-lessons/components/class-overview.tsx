import styled from 'styled-components';
import type { ClassItem } from '@backoffice/domain';
import { Panel } from '@backoffice/ui';
import { RichText } from '../../../shared/components/rich-text';
import { formatScheduleTime } from '../../../shared/utils/lesson-time';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const DescriptionTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.muted};
`;

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
