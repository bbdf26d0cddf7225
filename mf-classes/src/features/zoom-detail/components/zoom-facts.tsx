import { useId, useRef } from 'react';
import styled from 'styled-components';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import type { LessonDetail } from '@backoffice/domain/classes';
import { Badge, Button, EmptyState, Panel } from '@backoffice/ui';
import { Fact, FactBadges, FactList, Facts } from '../../../shared/components/facts';
import { staffNames } from '../../../shared/utils/lesson-label';
import { formatLessonRange } from '../../../shared/utils/lesson-time';
import { copyText, selectTextOf } from '../utils/copy-text';
import { alternateHostsOf } from '../utils/zoom-facts';


/** The lesson the meeting is for: name, class, date and time (centre time), tutors. */
export function LessonFacts({ lesson }: { lesson: LessonDetail }) {
  return (
    <Panel title="Lesson">
      {lesson.is_completed ? (
        <FactBadges>
          <Badge tone="success">Completed</Badge>
        </FactBadges>
      ) : null}
      <FactList
        minColumn={200}
        facts={[
          ['Lesson', lesson.name],
          ['Class', lesson.class_obj.name],
          ['Date and time', formatLessonRange(lesson.scheduled_on, lesson.ended_on)],
          ['Tutors', staffNames(lesson.tutor)],
        ]}
      />
    </Panel>
  );
}

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const UrlRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  a {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Hosts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

/** A fact's value, or '—' when the meeting does not have it. */
const orDash = (value: string | undefined) => (value && value.trim() ? value : '—');

type MeetingFactsProps = {
  integration: LessonDetail['platform_integration'];
  /** After a copy: 'Copied', or why not. */
  onCopied: (copied: boolean) => void;
};

/**
 * The Zoom meeting (back-office §2 Zoom detail): meeting ID, password, registration URL with 'Copy', host and alternate
 * hosts; 'No zoom room created' when the lesson has none.
 */
export function MeetingFacts({ integration, onCopied }: MeetingFactsProps) {
  const urlRef = useRef<HTMLElement>(null);
  const urlLabelId = useId();
  if (!integration) {
    return (
      <Panel title="Zoom meeting">
        <EmptyState message={EMPTY_STATES.noZoomRoom} />
      </Panel>
    );
  }
  const url = integration.registration_url?.trim();
  const alternates = alternateHostsOf(integration.settings?.alternative_hosts);
  const copy = async () => {
    if (!url) return;
    const copied = await copyText(url);
    // Failing that, the link's text is selected for the user to copy by hand.
    if (!copied) selectTextOf(urlRef.current);
    onCopied(copied);
  };
  return (
    <Panel title="Zoom meeting">
      <Facts $minColumn={220}>
        <Fact>
          <dt>Meeting ID</dt>
          <dd>
            <Mono>{orDash(integration.id)}</Mono>
          </dd>
        </Fact>
        <Fact>
          <dt>Password</dt>
          <dd>
            <Mono>{orDash(integration.password)}</Mono>
          </dd>
        </Fact>
        <Fact>
          <dt>Host</dt>
          <dd>{orDash(integration.host_email)}</dd>
        </Fact>
        <Fact>
          <dt>Alternate hosts</dt>
          <dd>
            {alternates.length > 0 ? (
              <Hosts aria-label="Alternate hosts">
                {alternates.map((host) => (
                  <li key={host}>{host}</li>
                ))}
              </Hosts>
            ) : (
              'None'
            )}
          </dd>
        </Fact>
      </Facts>
      <Facts>
        <Fact>
          <dt id={urlLabelId}>Registration URL</dt>
          <dd>
            {url ? (
              <UrlRow>
                {/* Only a web address becomes a link (never `javascript:` or the like); any other value is shown as text. */}
                {/^https?:\/\//i.test(url) ? (
                  <a ref={(node) => void (urlRef.current = node)} href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                  </a>
                ) : (
                  <span ref={(node) => void (urlRef.current = node)}>{url}</span>
                )}
                <Button variant="secondary" size="sm" aria-describedby={urlLabelId} onClick={() => void copy()}>
                  Copy
                </Button>
              </UrlRow>
            ) : (
              '—'
            )}
          </dd>
        </Fact>
      </Facts>
    </Panel>
  );
}
