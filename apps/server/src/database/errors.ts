/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  // drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
