import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFERRAL_CODE_LENGTH,
  USER_ROLES,
  WORKSPACE_NAME_MAX_LENGTH,
  WORKSPACE_NAME_MIN_LENGTH,
} from './constants.js';
import { nameText } from './names.js';

/**
 * Validation messages are i18n keys of the `validation` namespace; the web translates them,
 * the server reports them in `details` of a VALIDATION_ERROR.
 */
export const VALIDATION_MESSAGES = {
  required: 'required',
  invalidEmail: 'invalid_email',
  passwordTooShort: 'password_too_short',
  passwordTooLong: 'too_long',
  passwordsDiffer: 'passwords_differ',
  tooLong: 'too_long',
  nameTooShort: 'name_too_short',
  invalidReferralCode: 'invalid_referral_code',
  invalidBankAccount: 'invalid_bank_account',
  invalidCouponCode: 'invalid_coupon_code',
} as const;

const M = VALIDATION_MESSAGES;

export const emailSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .max(EMAIL_MAX_LENGTH, M.tooLong)
  .pipe(z.email(M.invalidEmail))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .min(1, M.required)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

/** A person's first, last or display name. */
export const personNameSchema = nameText.max(NAME_MAX_LENGTH, M.tooLong);
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{${REFERRAL_CODE_LENGTH}}$`), M.invalidReferralCode);

export const workspaceNameSchema = nameText
  .min(1, M.required)
  .min(WORKSPACE_NAME_MIN_LENGTH, M.nameTooShort)
  .max(WORKSPACE_NAME_MAX_LENGTH, M.tooLong);

export const userRoleSchema = z.enum(USER_ROLES);
