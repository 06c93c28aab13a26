import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@platform/shared';

/** A failure the client may see: one code, its one status, an English message for logs. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details?: ErrorDetail[],
    /** Fields the spec puts beside `msg`, such as `failed_limit` of a refused role change. */
    readonly extra?: Record<string, string | number>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
