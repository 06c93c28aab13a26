import {
  HONG_KONG_BANK_CODES,
  PASSWORD_MAX_LENGTH,
  VALIDATION_MESSAGES,
  passwordSchema,
  profileUpdateBodySchema,
  referralCodeSchema,
  type HongKongBankCode,
  type ProfileUpdateBody,
  type UserProfile,
} from '@platform/shared';
import { z } from 'zod';

const body = profileUpdateBodySchema.shape;

/** Form fields hold '' for "nothing typed"; the shared body schema then sees only what is really sent. */
export const referralFormSchema = z.object({
  referrer_referral_code: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), referralCodeSchema])),
});
export type ReferralFormValues = z.input<typeof referralFormSchema>;

export const personalFormSchema = z.object({
  first_name: body.first_name,
  last_name: body.last_name,
  display_name: body.display_name,
  old_password: z.string().max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
  new_password: z.union([z.literal(''), passwordSchema]),
});
export type PersonalFormValues = z.input<typeof personalFormSchema>;

export const bankFormSchema = z.object({
  bank_name: z.enum(HONG_KONG_BANK_CODES).nullable(),
  bank_account_number: body.bank_account_number,
});
export type BankFormValues = z.input<typeof bankFormSchema>;

export function isBankCode(value: string | null): value is HongKongBankCode {
  return HONG_KONG_BANK_CODES.some((code) => code === value);
}

export function personalValuesOf(profile: UserProfile): PersonalFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    display_name: profile.display_name,
    old_password: '',
    new_password: '',
  };
}

export function bankValuesOf(profile: UserProfile): BankFormValues {
  return {
    bank_name: isBankCode(profile.bank_name) ? profile.bank_name : null,
    bank_account_number: profile.bank_account_number ?? '',
  };
}

/** Spec §5: the referrer's code is dropped when one is already set or the field is empty. */
export function referralUpdate(code: string, alreadySet: boolean): ProfileUpdateBody {
  const trimmed = code.trim();
  return alreadySet || !trimmed ? {} : { referrer_referral_code: trimmed.toUpperCase() };
}

export type PersonalUpdate =
  | { ok: true; body: ProfileUpdateBody }
  /** Only one password field was filled: nothing may be sent (PASSWORD_IS_NOT_MATCH). */
  | { ok: false; emptyField: 'old_password' | 'new_password' };

/** Spec §5: empty password fields are dropped; exactly one filled is an error and nothing is sent. */
export function personalUpdate(values: z.output<typeof personalFormSchema>): PersonalUpdate {
  const { old_password, new_password, ...names } = values;
  const hasOld = old_password !== '';
  const hasNew = new_password !== '';
  if (hasOld !== hasNew) return { ok: false, emptyField: hasOld ? 'new_password' : 'old_password' };
  return { ok: true, body: hasOld ? { ...names, old_password, new_password } : names };
}

export function bankUpdate(values: z.output<typeof bankFormSchema>): ProfileUpdateBody {
  return {
    bank_name: values.bank_name,
    bank_account_number: values.bank_account_number ? values.bank_account_number : null,
  };
}
