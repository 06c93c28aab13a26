const DEFAULT_CODE = '404';

/** The code is the last path segment (/errors/400); /errors alone, or anything not a status, means not found. */
export function errorCodeOf(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop();
  return last && /^\d{3}$/.test(last) ? last : DEFAULT_CODE;
}
