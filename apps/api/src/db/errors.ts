/** True when PostgreSQL refused with this code; Drizzle wraps the driver's error, so it may be the cause's. */
function refusedWith(error: unknown, code: string): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === code || e?.cause?.code === code;
}

/** A unique index refused the row (two writes of the same thing at the same moment). */
export const isUniqueViolation = (error: unknown) => refusedWith(error, '23505');

/** An exclusion constraint refused the row (two confirmed bookings of one vendor that overlap). */
export const isExclusionViolation = (error: unknown) => refusedWith(error, '23P01');
