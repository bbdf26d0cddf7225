// What a benchmark's allocations leave behind, deleted the same way by bench:csv (imported orders) and bench:sessions
// (orders its sessions created).

/**
 * Deletes these orders, inside the caller's transaction: their lesson seats, the class places they gave (added at the
 * order's moment), their audit rows and the orders themselves. `db` is anything with `query(text, values)` answering
 * `{ rows, rowCount }` (node-postgres, or sessions-db.mjs's PGlite wrapper).
 */
export async function deleteOrders(db, orderIds) {
  const seats = await db.query(`DELETE FROM lesson_students WHERE order_id = ANY($1::uuid[])`, [orderIds]);
  const places = await db.query(
    `DELETE FROM class_students cs USING orders o
      WHERE o.id = ANY($1::uuid[]) AND cs.class_id = o.class_id AND cs.user_id = o.student_id AND cs.added = o.created`,
    [orderIds],
  );
  const audit = await db.query(`DELETE FROM audit_log WHERE entity = 'order' AND entity_id = ANY($1::text[])`, [orderIds]);
  await db.query(`DELETE FROM orders WHERE id = ANY($1::uuid[])`, [orderIds]);
  return { seats: seats.rowCount, places: places.rowCount, audit: audit.rowCount };
}
