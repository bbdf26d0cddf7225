import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { lessons } from '../schema/lessons';

/** Lessons whose teacher asked for an immediate consultation that nobody has resolved yet (the header badge). */
export async function countOpenConsultImmediately(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(lessons)
    .where(and(eq(lessons.consultImmediately, true), eq(lessons.consultResolved, false), eq(lessons.isActive, true)));
  return row?.value ?? 0;
}
