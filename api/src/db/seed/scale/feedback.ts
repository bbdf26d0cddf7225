import type { SeedContext } from './context';
import { chunks, LESSONS_PER_SERIES } from './sizes';
import { chance, int, pick, weightedInt } from './sql-text';
import { FEEDBACK_BAD, FEEDBACK_GOOD, FEEDBACK_MIXED } from './vocabulary';

const FEEDBACK_CHUNK = 50_000;

/**
 * Feedback on past lessons by one of the lesson's students, given within two days of the lesson. Ratings lean
 * positive; about half carry a comment that matches the rating.
 */
export async function insertFeedback(ctx: SeedContext): Promise<number> {
  // Series with at least one finished lesson, numbered so a random one is a primary-key lookup.
  await ctx.sql.run(`
    CREATE TEMP TABLE seed_past_series AS
    SELECT row_number() OVER (ORDER BY k)::int AS i, k, past
    FROM (
      SELECT s.k, (SELECT count(*)::int FROM generate_series(0, ${int(LESSONS_PER_SERIES - 1)}) AS w
                   WHERE s.first_at + w * interval '7 days' + s.duration * interval '1 minute' < ${ctx.now}) AS past
      FROM seed_series AS s
    ) AS x
    WHERE past > 0`);
  await ctx.sql.run(`ALTER TABLE seed_past_series ADD PRIMARY KEY (i)`);
  const [row] = await ctx.sql.rows<{ count: number }>(`SELECT count(*)::int AS count FROM seed_past_series`);
  const pastSeries = row?.count ?? 0;
  if (pastSeries === 0) return 0;

  let total = 0;
  for (const { from, to } of chunks(ctx.sizes.feedback, FEEDBACK_CHUNK)) {
    total += await ctx.sql.run(`
      WITH f AS MATERIALIZED (
        SELECT i, 1 + floor(random() * ${int(pastSeries)})::int AS pi, random() AS r_lesson, random() AS r_student,
               ${weightedInt([[5, 40], [4, 30], [3, 15], [2, 8], [1, 7]])} AS rating,
               random() < 0.5 AS commented
        FROM generate_series(${int(from)}, ${int(to)}) AS i
        ORDER BY i
      )
      INSERT INTO feedback (created_by_id, rating, content, lesson_id, class_id, target_name, allow_anonymous, student_view,
                            parent_view, created)
      SELECT s.student_ids[1 + floor(f.r_student * cardinality(s.student_ids))::int], f.rating,
             CASE WHEN NOT f.commented THEN ''
                  WHEN f.rating >= 4 THEN ${pick(FEEDBACK_GOOD)}
                  WHEN f.rating = 3 THEN ${pick(FEEDBACK_MIXED)}
                  ELSE ${pick(FEEDBACK_BAD)} END,
             l.id, l.class_id, l.name, ${chance(0.2)}, ${chance(0.5)}, ${chance(0.4)},
             least(${ctx.now}, l.ended_on + random() * interval '2 days')
      FROM f
      JOIN seed_past_series AS ps ON ps.i = f.pi
      JOIN seed_series AS s ON s.k = ps.k
      JOIN seed_series_lessons AS sl ON sl.k = ps.k
      JOIN lessons AS l ON l.id = sl.ids[1 + floor(f.r_lesson * ps.past)::int]
      ORDER BY f.i`);
  }
  return total;
}
