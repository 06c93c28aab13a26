import { ERROR_STATUS, type ErrorCode } from '@platform/shared';

/** A failure the client may see: one code, its one status, an English message for logs. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
