import type { ClassItem } from '@backoffice/domain/classes';
import type { ClassWithStaff } from '../../db/repositories/classes';
import { splitStaff } from '../course/staff';

/** A class row with its staff and lesson count, as the API's record (back-office §3 Class). */
export function toClassItem({ klass, staff, lessonCount }: ClassWithStaff): ClassItem {
  return {
    _id: klass.id,
    name: klass.name,
    subject: klass.subject,
    country: klass.country,
    class_type: klass.classType,
    desc: klass.desc,
    start_date: klass.startDate.toISOString(),
    end_date: klass.endDate.toISOString(),
    schedule: { start_time: klass.scheduleStartTime, end_time: klass.scheduleEndTime, date_of_week: klass.scheduleDays },
    level: klass.level,
    is_free: klass.isFree,
    is_trial: klass.isTrial,
    is_featured: klass.isFeatured,
    is_listed: klass.isListed,
    is_sold_out: klass.isSoldOut,
    force_full_purchase: klass.forceFullPurchase,
    is_active: klass.isActive,
    max_cap: klass.maxCap,
    rate: klass.rate,
    currency: klass.currency,
    ...splitStaff(staff),
    lesson_count: lessonCount,
    updated: klass.updated.toISOString(),
  };
}
