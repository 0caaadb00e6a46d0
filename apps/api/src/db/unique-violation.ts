/**
 * True for PostgreSQL's unique_violation (23505), whether the driver's error arrives bare or wrapped by drizzle
 * (`cause`). A use case that checked uniqueness first still meets it when a concurrent request wins the race.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : null;
  const cause =
    error && typeof error === 'object' && 'cause' in error ? (error as { cause: unknown }).cause : null;
  return code(error) === '23505' || code(cause) === '23505';
}
