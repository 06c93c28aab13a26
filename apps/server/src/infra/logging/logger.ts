import pino, { type Logger } from 'pino';

export type { Logger };

/** Query values that are secrets: the invitation password token, reset codes, file-URL signatures. */
const SECRET_QUERY_KEYS = ['pwd', 'code', 'sig', 'token', 'invitation_token'];

/** Replaces the values of secret query parameters in a logged URL. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_QUERY_KEYS.includes(decodeURIComponentSafe(name).toLowerCase()) ? `${name}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Paths pino blanks wherever they appear in a log line: credentials, hashes, SQL parameters. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.passwordHash',
  '*.password_hash',
  '*.invitation_token',
  '*.token',
  // drizzle's DrizzleQueryError carries the statement's parameters; pg errors the failing row.
  'err.params',
  'err.cause.params',
  'err.detail',
  'err.cause.detail',
];

export interface LoggerOptions {
  level: string;
  /** Where lines go; tests pass a stream to read them. */
  destination?: pino.DestinationStream;
}

/** The one root logger: the API and the worker write through it, each request through a child with its id. */
export function createRootLogger({ level, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      serializers: {
        req: (request: { method: string; url: string; id?: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
