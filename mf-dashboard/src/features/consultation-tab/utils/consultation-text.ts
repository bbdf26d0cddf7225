import { formatDay } from '../../../shared/utils/days';

/** The tab's empty text (spec §2, §8), the day written DD-MM-YYYY like the Student tab's. */
export const noConsultationsOn = (day: string) => `No student consulted on this date (${formatDay(day)})`;

