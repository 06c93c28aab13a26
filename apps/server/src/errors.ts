import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@platform/shared';

/** A failure the client may see: one code, its one status, an English message for logs. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
