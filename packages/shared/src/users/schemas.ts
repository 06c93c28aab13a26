import { z } from 'zod';
import { BANK_ACCOUNT_NUMBER_MAX_LENGTH, HONG_KONG_BANK_CODES, PASSWORD_MAX_LENGTH } from '../common/constants.js';
import { sessionUserSchema } from '../auth/schemas.js';
import { passwordSchema, personNameSchema, referralCodeSchema, VALIDATION_MESSAGES as M } from '../common/validation.js';

/** GET /api/users/{email}: the profile page's data. */
export const userProfileSchema = sessionUserSchema.extend({
  used_referral_code: z.string().nullable(),
  /** True once a referrer can no longer be set: one is set ('locked once set'), or the account has paid for a plan. */
  referrer_locked: z.boolean(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * PUT /api/users/{email} (spec §7 profile update). Every field is optional: each of the page's three
 * Update buttons sends only its own section, and empty password fields are dropped before sending.
 */
export const profileUpdateBodySchema = z
  .object({
    first_name: personNameSchema.optional(),
    last_name: personNameSchema.optional(),
    display_name: personNameSchema.optional(),
    old_password: z.string().min(1, M.required).max(PASSWORD_MAX_LENGTH, M.tooLong).optional(),
    new_password: passwordSchema.optional(),
    referrer_referral_code: referralCodeSchema.optional(),
    bank_name: z.enum(HONG_KONG_BANK_CODES).nullable().optional(),
    bank_account_number: z
      .string()
      .trim()
      .regex(new RegExp(`^[0-9-]{0,${BANK_ACCOUNT_NUMBER_MAX_LENGTH}}$`), M.invalidBankAccount)
      .nullable()
      .optional(),
  })
  .refine((body) => (body.old_password === undefined) === (body.new_password === undefined), {
    path: ['new_password'],
    message: 'PASSWORD_IS_NOT_MATCH',
  });
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;
export const profileUpdateResponseSchema = z.object({ msg: z.literal('USER_PROFILE_UPDATED'), user: userProfileSchema });
