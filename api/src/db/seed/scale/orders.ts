import type { SeedContext, StaffPools } from './context';
import { chunks } from './sizes';
import { int, isoText, pick, textArray, uuidArray, weighted, weightedInt } from './sql-text';
import { CANCEL_REMARKS, DISCOUNT_CODES, ORDER_REMARKS } from './vocabulary';

const ORDERS_CHUNK = 50_000;

/** Index into a pool drawn once per order, so an agent's id and name stay together. */
function poolIndex(size: number): string {
  return `1 + floor(random() * ${int(Math.max(size, 1))})::int`;
}

/**
 * Orders over the last two years in every type and status. Each takes a random series: its student is one of the
 * series' students (enrolled in that class) and `detail.lessonList` the first few lessons of the series. About 60% come
 * from an agent, who also created them; the rest were entered by a sales admin.
 */
export async function insertOrders(ctx: SeedContext, pools: StaffPools): Promise<number> {
  const agents = pools.Agent;
  const creators = pools.SalesAdmin.ids.length > 0 ? pools.SalesAdmin : pools.SuperAdmin;
  let total = 0;
  for (const { from, to } of chunks(ctx.sizes.orders, ORDERS_CHUNK)) {
    total += await ctx.sql.run(`
      WITH o AS MATERIALIZED (
        SELECT i, 1 + floor(random() * ${int(ctx.sizes.series)})::int AS k, random() AS r_student,
               ${weighted([['PAYMENT', 7], ['TRIAL', 2], ['PAYMENT_VIDEO', 1]])} AS type,
               ${weighted([['INIT', 15], ['PROCESSED', 30], ['PAID', 40], ['CANCELLED', 15]])} AS status,
               ${ctx.now} - random() * interval '730 days' AS created,
               ${weightedInt([[1, 2], [2, 2], [3, 1], [4, 3], [6, 1], [8, 1], [12, 1]])} AS lessons,
               random() < 0.6 AS by_agent,
               ${poolIndex(agents.ids.length)} AS agent_i,
               ${poolIndex(creators.ids.length)} AS creator_i,
               ${weighted([['offline', 7], ['online', 3]])} AS channel,
               ${pick(ORDER_REMARKS)} AS remark
        FROM generate_series(${int(from)}, ${int(to)}) AS i
        ORDER BY i
      )
      INSERT INTO orders (type, status, remark, history, student_id, class_id, agent_id, created_by, created_by_id, payment,
                          detail, meta, discount_code, created, updated)
      SELECT type, status, final_remark,
             jsonb_build_array(jsonb_build_object('status', 'INIT', 'remark', remark, 'at', ${isoText('created')}, 'by', creator_name))
               || CASE WHEN status = 'INIT' THEN '[]'::jsonb
                       ELSE jsonb_build_array(jsonb_build_object('status', status, 'remark', final_remark, 'at', ${isoText('updated')},
                                                                 'by', creator_name)) END,
             student_id, class_id, agent_id,
             jsonb_build_object('name', student_name, 'email', student_email, 'phone_country_code', '66', 'phone', student_phone),
             creator_id,
             CASE WHEN channel = 'online'
                  THEN jsonb_build_object('channel', 'online', 'provider', provider,
                                          'platform', CASE provider WHEN 'stripe' THEN 'credit-card' ELSE 'paynow' END,
                                          'completed_on', CASE WHEN status = 'PAID' THEN ${isoText('updated')} END)
                  ELSE jsonb_build_object('channel', 'offline', 'provider', NULL, 'platform', NULL,
                                          'completed_on', CASE WHEN status = 'PAID' THEN ${isoText('updated')} END) END,
             jsonb_build_object('lessonList', to_jsonb(lesson_ids), 'lesson', cardinality(lesson_ids),
                                'billable_lesson', CASE WHEN type = 'TRIAL' THEN 0 ELSE cardinality(lesson_ids) END,
                                'class_obj', jsonb_build_object('_id', class_id, 'name', class_name)),
             jsonb_build_object('is_renewal', random() < 0.3),
             CASE WHEN random() < 0.1 THEN ${pick(DISCOUNT_CODES)} END,
             created, updated
      FROM (
        SELECT o.type, o.status, o.remark, o.created, o.channel,
               CASE WHEN o.status = 'CANCELLED' THEN ${pick(CANCEL_REMARKS)} ELSE o.remark END AS final_remark,
               CASE WHEN o.status = 'INIT' THEN o.created
                    ELSE least(${ctx.now}, o.created + random() * interval '5 days') END AS updated,
               ${pick(['stripe', 'hitpay'])} AS provider,
               p.student_id, p.name AS student_name, p.email AS student_email, p.phone AS student_phone,
               s.class_id, c.name AS class_name,
               sl.ids[1:CASE WHEN o.type = 'TRIAL' THEN 1 ELSE o.lessons END] AS lesson_ids,
               CASE WHEN o.by_agent THEN (${uuidArray(agents.ids)})[o.agent_i] END AS agent_id,
               CASE WHEN o.by_agent THEN (${uuidArray(agents.ids)})[o.agent_i] ELSE (${uuidArray(creators.ids)})[o.creator_i] END AS creator_id,
               CASE WHEN o.by_agent THEN (${textArray(agents.names)})[o.agent_i] ELSE (${textArray(creators.names)})[o.creator_i] END AS creator_name
        FROM o
        JOIN seed_series AS s ON s.k = o.k
        JOIN seed_series_lessons AS sl ON sl.k = o.k
        JOIN seed_class AS c ON c.n = s.class_n
        JOIN seed_person AS p ON p.n = s.student_ns[1 + floor(o.r_student * cardinality(s.student_ns))::int]
        ORDER BY o.i
        OFFSET 0
      ) AS x`);
  }
  return total;
}
