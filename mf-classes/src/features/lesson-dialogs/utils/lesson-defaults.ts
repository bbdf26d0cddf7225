import type { HostingPlatform } from '@backoffice/domain';

// Kept apart from lesson-form.ts (zod) so the batch dialog's chunk does not bring the form schema library along.

export const DEFAULT_DURATION_MINUTES = 60;
export const MAX_DURATION_MINUTES = 24 * 60;
/** people-records §9: default hosting platform Offline, default type meeting. */
export const DEFAULT_HOSTING_PLATFORM: HostingPlatform = 'Offline';
export const DEFAULT_HOSTING_TYPE = 'meeting';
export const HOSTING_TYPES = ['meeting', 'webinar'] as const;

export type ClassSchedule = { start_time: string; end_time: string; date_of_week: string };
