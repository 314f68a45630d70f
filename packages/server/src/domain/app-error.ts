import { ERRORS, type ErrorCode } from '@ciar/shared/errors';

/**
 * A failure people should read about: a stable code, its HTTP status and a French message.
 * Domain code throws these; the HTTP and socket layers turn them into `{ error, code }`.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode | (string & {}),
    message?: string,
    status?: number,
  ) {
    const known = (ERRORS as Record<string, { status: number; message: string }>)[code];
    super(message ?? known?.message ?? ERRORS.internal.message);
    this.status = status ?? known?.status ?? 500;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
