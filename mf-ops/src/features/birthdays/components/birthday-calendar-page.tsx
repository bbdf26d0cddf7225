import { PATHS } from '@backoffice/domain/paths';
import { PageFrame } from '@backoffice/remote-kit';
import { BirthdayCalendar } from './birthday-calendar';

export function BirthdayCalendarPage() {
  return (
    <PageFrame path={PATHS.ops} title="Birthday Calendar">
      <BirthdayCalendar />
    </PageFrame>
  );
}
