import { z } from 'zod';
import {
  OUTBOX_CHANNELS,
  BANK_ACCOUNT_NUMBER_MAX_LENGTH,
  DEFAULT_PAGE_LIMIT,
  DISPLAY_LANGUAGES,
  EMAIL_MAX_LENGTH,
  HONG_KONG_BANK_CODES,
  MAX_PAGE_LIMIT,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFERRAL_CODE_LENGTH,
  SIGNUP_ROLES,
  USER_ROLES,
  WORKSPACE_NAME_MAX_LENGTH,
  WORKSPACE_NAME_MIN_LENGTH,
} from './constants.js';
import { ERROR_CODES, SUCCESS_MESSAGES } from './errors.js';
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

const optionalName = nameText.max(NAME_MAX_LENGTH, M.tooLong);
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

/** POST /api/signup (spec §7): first_name, last_name, email, password, role, workspace_name, referral_code. */
export const signupBodySchema = z
  .object({
    first_name: optionalName.default(''),
    last_name: optionalName.default(''),
    email: emailSchema,
    password: passwordSchema,
    role: z.enum(SIGNUP_ROLES).default('viewer'),
    workspace_name: z.string().optional(),
    referral_code: z
      .string()
      .trim()
      .optional()
      .transform((code) => (code ? code.toUpperCase() : undefined)),
  })
  .superRefine((body, ctx) => {
    if (body.role !== 'host') return;
    const parsed = workspaceNameSchema.safeParse(body.workspace_name ?? '');
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['workspace_name'], message: parsed.error.issues[0]?.message ?? M.required });
    }
  });
export type SignupBody = z.input<typeof signupBodySchema>;

/** The sign-up form adds a confirmation the server never sees. */
export const signupFormSchema = z
  .object({
    first_name: optionalName,
    last_name: optionalName,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z.string().min(1, M.required),
    workspace_name: z.string().optional(),
    referral_code: z.string().trim().optional(),
    is_creator: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.confirm_password && form.password !== form.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: M.passwordsDiffer });
    }
    if (form.is_creator) {
      const parsed = workspaceNameSchema.safeParse(form.workspace_name ?? '');
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['workspace_name'], message: parsed.error.issues[0]?.message ?? M.required });
      }
    }
  });
export type SignupForm = z.input<typeof signupFormSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, M.required).max(PASSWORD_MAX_LENGTH, M.tooLong),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: userRoleSchema,
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  referral_code: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema });

export const signupResponseSchema = z.object({ user: sessionUserSchema, workspace_id: z.string().nullable() });

export const requestResetBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  id: z.string().uuid(M.required),
  code: z.string().min(1, M.required).max(200, M.tooLong),
  password: passwordSchema,
});
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirm_password: z.string().min(1, M.required) })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: M.passwordsDiffer,
  });

export const messageResponseSchema = z.object({ msg: z.enum(SUCCESS_MESSAGES) });
/** POST /api/reset-password: done, and for which account, so the login form can be filled in. */
export const resetPasswordResponseSchema = messageResponseSchema.extend({ email: z.string() });

/** GET /api/users/{email}: the profile page's data. */
export const userProfileSchema = sessionUserSchema.extend({
  used_referral_code: z.string().nullable(),
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
    first_name: optionalName.optional(),
    last_name: optionalName.optional(),
    display_name: optionalName.optional(),
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

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });

export const errorResponseSchema = z.object({
  msg: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
  /** Present on 5xx answers: the id on the server's log lines for this request. */
  request_id: z.string().optional(),
});

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), _total_count: z.number().int(), _limit: z.number().int() });
}

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = pagedSchema(outboxMessageSchema);

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/locale: what the server knows of where the visitor is, to pick the display language. */
export const localeResponseSchema = z.object({
  country: z.string().nullable(),
  language: z.enum(DISPLAY_LANGUAGES),
});

export const BRANDS = ['chunks', 'metro'] as const;
export type Brand = (typeof BRANDS)[number];
/** The metro variant hides the search icon (spec §1). */
export const BRANDS_WITHOUT_SEARCH: readonly Brand[] = ['metro'];

/** GET /api/config: settings the web app needs before it renders. */
export const publicConfigSchema = z.object({
  /** Single-channel mode: the fixed channel's id or slug; null in full mode. */
  single_channel: z.string().nullable(),
  brand: z.enum(BRANDS),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
