import type { HostingPlatform } from '@backoffice/domain/enums';
import type { UserRef } from '@backoffice/domain/records';

// Kept apart from lesson-form.ts (zod) so the batch dialog's chunk does not bring the form schema library along.

export const DEFAULT_DURATION_MINUTES = 60;
export const MAX_DURATION_MINUTES = 24 * 60;
/** people-records §9: default hosting platform Offline, default type meeting. */
export const DEFAULT_HOSTING_PLATFORM: HostingPlatform = 'Offline';
export const DEFAULT_HOSTING_TYPE = 'meeting';
export const HOSTING_TYPES = ['meeting', 'webinar'] as const;

export type ClassSchedule = { start_time: string; end_time: string; date_of_week: string };

/** What a lesson has besides its name, text and times: the batch dialog sets these once for every lesson. */
export type LessonSettings = {
  is_active: boolean;
  is_released: boolean;
  hosting_platform: HostingPlatform;
  hosting_type: string;
  tutor: UserRef[];
  ta: UserRef[];
};

/** A new lesson's settings: active, released, Offline, 'meeting', nobody chosen. */
export const defaultLessonSettings = (): LessonSettings => ({
  is_active: true,
  is_released: true,
  hosting_platform: DEFAULT_HOSTING_PLATFORM,
  hosting_type: DEFAULT_HOSTING_TYPE,
  tutor: [],
  ta: [],
});
