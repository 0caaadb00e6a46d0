/**
 * What the log may keep of an error: its type, SQLSTATE and constraint names, the SQL text without its parameters,
 * and the stack frames. Never a value: database messages and details quote the rows' names, phones and addresses
 * (ASVS 7.1.1; Korean PIPA), and a stack's first line repeats the message.
 */
export type SafeError = { type: string; message: string; stack: string; [key: string]: unknown };

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const withDb = error as Error & { query?: unknown; code?: unknown; cause?: unknown; statusCode?: unknown };
  const cause = withDb.cause as
    | { code?: unknown; routine?: unknown; constraint?: unknown; table?: unknown; column?: unknown }
    | undefined;
  // Drizzle wraps driver errors (query + cause); a driver error itself carries severity and routine.
  const isDbError =
    typeof withDb.query === 'string' ||
    typeof cause?.code === 'string' ||
    'severity' in error ||
    'routine' in error;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return {
    type: error.name,
    message: isDbError ? dbMessage(withDb.query) : error.message,
    code: typeof withDb.code === 'string' ? withDb.code : undefined,
    statusCode: typeof withDb.statusCode === 'number' ? withDb.statusCode : undefined,
    sqlState: typeof cause?.code === 'string' ? cause.code : undefined,
    routine: typeof cause?.routine === 'string' ? cause.routine : undefined,
    constraint: typeof cause?.constraint === 'string' ? cause.constraint : undefined,
    table: typeof cause?.table === 'string' ? cause.table : undefined,
    column: typeof cause?.column === 'string' ? cause.column : undefined,
    stack: frames,
  };
}

/** The statement only: parameters are bound apart ($1, $2...), so the SQL text holds no values. */
const dbMessage = (query: unknown) =>
  typeof query === 'string' ? `database query failed: ${query.slice(0, 500)}` : 'database query failed';
