/**
 * Helpers that write the generator's SQL text. Everything they embed is the generator's own constants (word lists,
 * counts, ids read back from the database), never outside input, so inlining is safe; parameters would not help
 * either, because PostgreSQL folds these constant arrays once per statement while a parameter would hide their type.
 */

/** A SQL string literal. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A whole number for SQL text; anything else is a bug in the generator. */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`scale seed: not an integer: ${value}`);
  return String(value);
}

/** A finite number for SQL text. */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`scale seed: not a finite number: ${value}`);
  return String(value);
}

export function textArray(values: readonly string[]): string {
  if (values.length === 0) return `'{}'::text[]`;
  return `ARRAY[${values.map(literal).join(',')}]::text[]`;
}

export function uuidArray(values: readonly string[]): string {
  if (values.length === 0) return `'{}'::uuid[]`;
  return `ARRAY[${values.map(literal).join(',')}]::uuid[]`;
}

/** One element of the list, uniformly, with a fresh random() per evaluated row. */
export function pick(values: readonly string[]): string {
  return `(${textArray(values)})[1 + floor(random() * ${int(values.length)})::int]`;
}

/**
 * One value with the given integer weights, drawn with a single random() call: each value appears `weight` times in a
 * constant array (a CASE over cumulative thresholds would call random() once per branch and skew the spread).
 */
export function weighted(entries: ReadonlyArray<readonly [string, number]>): string {
  const expanded: string[] = [];
  for (const [value, weight] of entries) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new Error(`scale seed: bad weight ${weight} for ${value}`);
    for (let i = 0; i < weight; i += 1) expanded.push(value);
  }
  return pick(expanded);
}

/** As `weighted`, for small whole numbers. */
export function weightedInt(entries: ReadonlyArray<readonly [number, number]>): string {
  return `${weighted(entries.map(([value, weight]) => [String(value), weight] as const))}::int`;
}

/** true with probability p. */
export function chance(p: number): string {
  return `(random() < ${num(p)})`;
}

/** A timestamptz as the ISO text the API's records use (`...Z`). */
export function isoText(timestampExpr: string): string {
  return `to_char((${timestampExpr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
