import styled from 'styled-components';
import { LoadingBlock, media } from '@backoffice/ui';
import type { AnnouncementDraft, AnnouncementType } from '../utils/announcement-draft';
import { ChannelSwitch } from './channel-switch';
import { EmailFields } from './email-fields';
import { EmailPreview } from './email-preview';
import type { EmailPreviewContext } from '../utils/email-preview';
import { Columns, Section, SectionTitle } from './layout';
import { SmsFields } from './sms-fields';
import { SmsPreview } from './sms-preview';

/** Beside the form, the preview stays in view while a long text scrolls. */
const Preview = styled(Section)`
  ${media.desktop} {
    position: sticky;
    top: 0;
  }
`;

export type AnnouncementTouched = Partial<Record<'subject' | 'content' | 'buttonText' | 'sms', boolean>>;

export type AnnouncementComposeProps = {
  draft: AnnouncementDraft;
  touched: AnnouncementTouched;
  change: (next: Partial<AnnouncementDraft>, field?: keyof AnnouncementTouched) => void;
  sending: boolean;
  /** The centre's name and the class page's address are still loading. */
  previewLoading: boolean;
  previewContext: EmailPreviewContext;
};

/** Make Announcement's form (Email or SMS) beside its live preview. */
export function AnnouncementCompose({ draft, touched, change, sending, previewLoading, previewContext }: AnnouncementComposeProps) {
  return (
    <Columns>
      <Section aria-label="Announcement">
        <ChannelSwitch value={draft.type} onChange={(type: AnnouncementType) => change({ type })} disabled={sending} />
        {/* Both stay mounted so switching loses nothing; only the chosen one shows and is sent. */}
        <div hidden={draft.type !== 'email'}>
          <EmailFields draft={draft} touched={touched} onChange={change} disabled={sending} />
        </div>
        <div hidden={draft.type !== 'sms'}>
          <SmsFields draft={draft} touched={Boolean(touched.sms)} onChange={(sms) => change({ sms }, 'sms')} disabled={sending} />
        </div>
      </Section>
      <Preview aria-label="Preview">
        <SectionTitle>Preview</SectionTitle>
        {previewLoading ? (
          <LoadingBlock label="Loading the preview…" />
        ) : draft.type === 'email' ? (
          <EmailPreview draft={draft} context={previewContext} />
        ) : (
          <SmsPreview text={draft.sms} sender={previewContext.centreName} />
        )}
      </Preview>
    </Columns>
  );
}
