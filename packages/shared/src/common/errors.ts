/**
 * Every error key the API answers in `msg`, with its one HTTP status.
 * The web app translates the key through the `errors` namespace (spec §8).
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  BAD_URL_ENCODING: 400,
  CONTROL_CHARACTER: 400,
  BAD_REQUEST: 400,
  DUPLICATE_USER_EMAIL: 400,
  NAME_IS_TOO_SHORT: 400,
  PASSWORD_IS_NOT_MATCH: 400,
  WRONG_CURRENT_PASSWORD: 400,
  INVALID_RESET_LINK: 400,
  REFERRAL_CODE_NOT_FOUND: 400,
  REFERRAL_CODE_ALREADY_SET: 400,
  OWN_REFERRAL_CODE: 400,
  SLUG_TAKEN: 400,
  SLUG_INVALID: 400,
  FILE_TOO_LARGE: 400,
  INVALID_IMAGE: 400,
  IMAGE_DIMENSIONS_TOO_LARGE: 400,
  CHAT_LINK_INVALID: 400,
  INVITATION_EXPIRED: 400,
  CANNOT_FOLLOW_OWN_CHANNEL: 400,
  INVALID_CREDENTIALS: 401,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REQUEST: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  HEADERS_TOO_LARGE: 431,
  FAILED_TO_UPDATE_USER_PROFILE: 500,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  SERVICE_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one shape of `details`: which input (a dotted path, '' for the whole request) and what is wrong with it. */
export interface ErrorDetail {
  path: string;
  message: string;
}
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Success keys the server sends in `msg` and the web translates like errors. */
export const SUCCESS_MESSAGES = ['USER_PROFILE_UPDATED', 'PASSWORD_RESET_EMAIL_SENT', 'PASSWORD_RESET_DONE'] as const;
