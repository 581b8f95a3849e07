/** Camp-screen list failures are only logged, never toasted (docs/requirements.md section 8). */
export const LOG_ONLY = { errorMode: 'log' } as const;
