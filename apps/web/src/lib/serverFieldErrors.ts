import { ApiError } from './api';
import { isRecord } from './isRecord';

export interface ServerFieldError<F extends string> {
  field: F;
  /** A validation key (from VALIDATION_ERROR details) or an error key (the `msg` itself). */
  key: string;
}

function fieldOfPath(path: unknown): string | undefined {
  if (typeof path === 'string') return path.split('.')[0];
  if (Array.isArray(path) && typeof path[0] === 'string') return path[0];
  return undefined;
}

/**
 * Finds which form fields a failed call is about, so the message can sit next to the field: a `msg` that
 * names one field (DUPLICATE_USER_EMAIL → email), or the `details` of a VALIDATION_ERROR.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fieldOfMsg: Readonly<Partial<Record<string, F>>>,
): ServerFieldError<F>[] {
  if (!(error instanceof ApiError)) return [];
  const direct = fieldOfMsg[error.msg];
  if (direct) return [{ field: direct, key: error.msg }];
  if (error.msg !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return [];

  const isField = (name: string | undefined): name is F => name !== undefined && fields.some((field) => field === name);
  return error.details.flatMap((detail): ServerFieldError<F>[] => {
    if (!isRecord(detail) || typeof detail.message !== 'string') return [];
    const field = fieldOfPath(detail.path);
    return isField(field) ? [{ field, key: detail.message }] : [];
  });
}
