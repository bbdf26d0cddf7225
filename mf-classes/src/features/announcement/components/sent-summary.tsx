import { forwardRef } from 'react';
import styled from 'styled-components';
import { ANNOUNCEMENT_GROUP_LABELS, type AnnouncementResult } from '@backoffice/domain/announcements';
import { Alert } from '@backoffice/ui';
import type { AnnouncementType } from '../utils/announcement-draft';
import { resultLines } from '../utils/announcement-text';
import { Section, SectionTitle } from './layout';

const Results = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Group = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const OUTBOX_NOTE: Record<AnnouncementType, string> = {
  email:
    'Emails wait in the outbox until the mail server sends them; while no mail server is set up, they stay queued. The recent messages below show the status of each.',
  sms: 'SMS messages wait in the outbox until the SMS provider sends them; while no provider is set up, they stay queued. The recent messages below show the status of each.',
};

/** The sent state: per group what was queued, what an earlier try had already queued, and who could not be reached. */
export const SentSummary = forwardRef<HTMLHeadingElement, { type: AnnouncementType; results: readonly AnnouncementResult[] }>(
  function SentSummary({ type, results }, headingRef) {
    return (
      <Section aria-label="What was sent">
        <SectionTitle ref={headingRef} tabIndex={-1}>
          {type === 'email' ? 'The email went to the outbox' : 'The SMS went to the outbox'}
        </SectionTitle>
        <Results>
          {results.map((result) => (
            <Group key={result.group} aria-label={ANNOUNCEMENT_GROUP_LABELS[result.group]}>
              <h4>{ANNOUNCEMENT_GROUP_LABELS[result.group]}</h4>
              <ul>
                {resultLines(result, type).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Group>
          ))}
        </Results>
        <Alert tone="info">{OUTBOX_NOTE[type]}</Alert>
      </Section>
    );
  },
);
