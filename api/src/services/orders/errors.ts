/**
 * Whether a database error is a unique violation of the named constraint or index. Drizzle wraps the driver's error
 * (node-postgres and PGlite both carry SQLSTATE `code` and `constraint`) in its own, so the cause is looked at too.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * Runs a write that may create a student. When a concurrent request created a student with the same email first (the
 * unique email index refuses the second), the write runs once more and then finds that student instead.
 */
export async function retryOnNewStudentRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_unique')) throw error;
    return write();
  }
}
