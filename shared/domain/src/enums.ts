export const ORDER_STATUSES = ['INIT', 'PROCESSED', 'PAID', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['PAYMENT', 'TRIAL', 'PAYMENT_VIDEO'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const HOSTING_PLATFORMS = ['Offline', 'Zoom'] as const;
export type HostingPlatform = (typeof HOSTING_PLATFORMS)[number];

/** Lesson participant groups; also the announcement target groups. */
export const LESSON_STUDENT_GROUPS = ['student', 'trial_student', 'video_student'] as const;
export type LessonStudentGroup = (typeof LESSON_STUDENT_GROUPS)[number];

export const PAYMENT_CHANNELS = ['offline', 'online'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'hitpay'] as const;
/** Online providers map to a platform (spec §5 Order create). */
export const PAYMENT_PLATFORM_BY_PROVIDER = { stripe: 'credit-card', hitpay: 'paynow' } as const;

/** Poll choice types as stored: both spellings occur in the data. */
export const POLL_CHOICE_TYPES = ['single', 'multiple', 'Single Choice', 'Multiple Choice'] as const;

export const GENDERS = ['m', 'f'] as const;

/** The four fixed news slots: 0 is the announcement, 1–3 the Left, Middle and Right articles. */
export const NEWS_SLOTS = [0, 1, 2, 3] as const;

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
