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
  /** A channel's host inviting their own address to it. */
  CANNOT_INVITE_SELF: 400,
  NAME_IS_TOO_SHORT: 400,
  PASSWORD_IS_NOT_MATCH: 400,
  WRONG_CURRENT_PASSWORD: 400,
  INVALID_RESET_LINK: 400,
  REFERRAL_CODE_NOT_FOUND: 400,
  REFERRAL_CODE_ALREADY_SET: 400,
  OWN_REFERRAL_CODE: 400,
  /** The account has paid for a plan: its referrer can no longer be set (spec §2 profile: 'locked once set'). */
  REFERRAL_CODE_LOCKED: 400,
  /** The code's owner was referred by this account, directly or through others: a referral loop (A→B→A). */
  REFERRAL_CODE_IN_CHAIN: 400,
  SLUG_TAKEN: 400,
  SLUG_INVALID: 400,
  FILE_TOO_LARGE: 400,
  INVALID_IMAGE: 400,
  IMAGE_DIMENSIONS_TOO_LARGE: 400,
  CHAT_LINK_INVALID: 400,
  INVITATION_EXPIRED: 400,
  CANNOT_FOLLOW_OWN_CHANNEL: 400,
  TOO_MANY_SPEAKERS: 400,
  START_DATE_IN_PAST: 400,
  INVALID_VIDEO: 400,
  UNKNOWN_COMMAND: 400,
  PART_NUMBER_OUT_OF_RANGE: 400,
  MISSING_PARTS: 400,
  /** A part before the last shorter than S3's smallest part (`ACTIVITY_LIMITS.minPartSizeBytes`, 5 MiB). */
  PART_SIZE_MISMATCH: 400,
  CANCEL_CONFIRMATION_REQUIRED: 400,
  INVALID_WEBHOOK_SIGNATURE: 400,
  REDEEM_CODE_NOT_FOUND: 400,
  REDEEM_CODE_EXPIRED: 400,
  REDEEM_CODE_USED_UP: 400,
  REDEEM_CODE_ALREADY_USED: 400,
  /** Refunds took the achievement that earned this reward redeem code back below its target. */
  REWARD_WITHDRAWN: 400,
  /** A coupon code at checkout that is not one of the buyer's (unknown, or someone else's: the same answer). */
  COUPON_NOT_FOUND: 400,
  COUPON_EXPIRED: 400,
  COUPON_ALREADY_USED: 400,
  /** The purchase that reached the coupon's achievement was refunded, taking it back below target. */
  COUPON_WITHDRAWN: 400,
  /** A coupon takes money off a first payment: a plan whose first period is a free trial has none to take off. */
  COUPON_NOT_APPLICABLE: 400,
  INVALID_PHONE_NUMBER: 400,
  INCORRECT_VERIFICATION_CODE: 400,
  INVALID_VERIFICATION_CODE: 400,
  PHONE_NOT_REGISTERED: 400,
  /** A forum title or reply with wording on the offensive-word list (spec §5). */
  OFFENSIVE_WORDING: 400,
  INVALID_VALIDATION_CODE: 400,
  ACHIEVEMENT_NOT_MET: 409,
  ACHIEVEMENT_ALREADY_REDEEMED: 409,
  PHONE_ALREADY_JOINED: 409,
  CARD_DECLINED: 402,
  CARRIER_CHARGE_FAILED: 402,
  INVALID_CREDENTIALS: 401,
  NOT_LOGGED_IN: 401,
  LIVE_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REQUEST: 403,
  PERMISSION_DENIED: 403,
  CANNOT_CREATE_WEBINAR: 403,
  VIDEO_LOCKED: 403,
  CANNOT_BUY_OWN_PLAN: 403,
  /** A reward redeem code is bound to the account that earned it. */
  REDEEM_CODE_NOT_YOURS: 403,
  DONT_HAVE_PERMISSION_TO_ACCESS_WEBINAR: 403,
  LIVE_ROLE_REQUIRED: 403,
  /** A live-room join token whose holder's access to the channel ended (refund, cancellation, removal): join again. */
  LIVE_ACCESS_ENDED: 403,
  HOSTING_PLAN_REQUIRED: 403,
  PLAN_UPGRADE_REQUIRED: 403,
  /** The hosting plan's number of channels is reached (spec §9 plan features). */
  CHANNEL_LIMIT_REACHED: 403,
  /** The forum of a channel with plans, to someone holding none of them (spec §5, §6: inactive forum). */
  NOT_SUBSCRIBED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  COMMAND_NOT_AVAILABLE: 409,
  WEBINAR_ENDED: 409,
  WEBINAR_NOT_LIVE: 409,
  SPEAKER_LIMIT_REACHED: 409,
  /** A video already has as many free-preview chunks as its channel allows (TEASER_LIMITS, teaser settings). */
  TEASER_LIMIT_REACHED: 409,
  SCREEN_SHARE_TAKEN: 409,
  INVALID_STATUS_TRANSITION: 409,
  NO_VIDEO_AVAILABLE: 409,
  NO_CHUNKS_AVAILABLE: 409,
  NO_VALID_CHUNK_RECORDING: 409,
  UPLOAD_NOT_OPEN: 409,
  UPLOAD_BEING_COMPLETED: 409,
  /** A channel someone has paid access to (a running subscription, a bought course) is not deleted. */
  CHANNEL_HAS_BUYERS: 409,
  /** Spec §5: one recording per webinar; the one there must be deleted first. */
  RECORDING_EXISTS: 409,
  /** A live is making the recording, or chunks are cut from it (RECORDING_FIXED_STATUSES). */
  RECORDING_IN_USE: 409,
  PLAN_DISABLED: 409,
  ALREADY_SUBSCRIBED: 409,
  CHECKOUT_SESSION_CLOSED: 409,
  SUBSCRIPTION_NOT_CANCELLABLE: 409,
  NO_CARRIER_PRICE: 409,
  REFUND_ALREADY_REQUESTED: 409,
  INVOICE_NOT_REFUNDABLE: 409,
  REFUND_ALREADY_DECIDED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  OTP_SENT_ALREADY: 429,
  /** More threads or replies in a minute than FORUM_POSTING_LIMITS allows one person. */
  FORUM_POSTING_TOO_FAST: 429,
  HEADERS_TOO_LARGE: 431,
  FAILED_TO_UPDATE_USER_PROFILE: 500,
  INTERNAL_ERROR: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  /** A phone-bill charge the carrier did not confirm: a job learns its outcome later; the buyer is never billed twice. */
  CARRIER_CHARGE_UNCONFIRMED: 502,
  SERVICE_UNAVAILABLE: 503,
  SERVICE_BUSY: 503,
  MEDIA_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one shape of `details`: which input (a dotted path, '' for the whole request) and what is wrong with it. */
export interface ErrorDetail {
  path: string;
  message: string;
}
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Success keys the server sends in `msg` and the web translates like errors. */
export const SUCCESS_MESSAGES = [
  'USER_PROFILE_UPDATED',
  'PASSWORD_RESET_EMAIL_SENT',
  'PASSWORD_RESET_DONE',
  'REFUND_REQUESTED',
  'ACHIEVEMENT_REDEEMED',
  'EVENT_JOINED',
] as const;
