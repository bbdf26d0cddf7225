/** What factor 1 makes: the volumes the API benchmarks are specified against. */
export const FULL_SIZE = {
  students: 50_000,
  classes: 300,
  lessons: 500_000,
  orders: 200_000,
  feedback: 100_000,
  consultations: 20_000,
} as const;

/**
 * Staff are not scaled: a few hundred rows cost nothing, and a tiny data set still needs every pool to pick from.
 * Demo accounts of the same types join these pools, so signed-in benchmark users own scale data too.
 */
export const STAFF_COUNTS = { SalesAdmin: 20, CustService: 40, Tutor: 150, TA: 60, Agent: 30 } as const;
export type StaffType = keyof typeof STAFF_COUNTS;

/** A series is one weekly group of a class: a fixed weekday, time and 1–3 students for one term of lessons. */
export const LESSONS_PER_SERIES = 12;
/** Series start between a year ago and six months ahead (minus their own length), in whole weeks. */
export const WEEKS_BACK = 52;
export const WEEKS_AHEAD = 26;

export type ScaleSizes = {
  factor: number;
  students: number;
  classes: number;
  seriesPerClass: number;
  series: number;
  lessons: number;
  orders: number;
  feedback: number;
  consultations: number;
};

/** Row counts for a size factor; each is at least the factor's share of FULL_SIZE (lessons round up to whole series). */
export function scaleSizes(factor: number): ScaleSizes {
  if (!Number.isFinite(factor) || factor <= 0 || factor > 20) throw new Error(`scale factor must be in (0, 20], got ${factor}`);
  // At least 10 students: a series takes up to three distinct students from consecutive slots of the roster.
  const students = Math.max(10, Math.ceil(FULL_SIZE.students * factor));
  const classes = Math.max(1, Math.round(FULL_SIZE.classes * factor));
  const lessonsWanted = Math.max(LESSONS_PER_SERIES, Math.ceil(FULL_SIZE.lessons * factor));
  const seriesPerClass = Math.ceil(lessonsWanted / (classes * LESSONS_PER_SERIES));
  const series = classes * seriesPerClass;
  return {
    factor,
    students,
    classes,
    seriesPerClass,
    series,
    lessons: series * LESSONS_PER_SERIES,
    orders: Math.max(1, Math.ceil(FULL_SIZE.orders * factor)),
    feedback: Math.max(1, Math.ceil(FULL_SIZE.feedback * factor)),
    consultations: Math.max(1, Math.ceil(FULL_SIZE.consultations * factor)),
  };
}

/** Splits 1..total into inclusive ranges of at most `size`, the unit of one INSERT ... SELECT. */
export function chunks(total: number, size: number): Array<{ from: number; to: number }> {
  const ranges: Array<{ from: number; to: number }> = [];
  for (let from = 1; from <= total; from += size) ranges.push({ from, to: Math.min(total, from + size - 1) });
  return ranges;
}
