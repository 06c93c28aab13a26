import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, SIGNUP_ROLES } from '../common/constants.js';
import { messageResponseSchema } from '../common/http.js';
import {
  emailSchema,
  passwordSchema,
  personNameSchema,
  userRoleSchema,
  VALIDATION_MESSAGES as M,
  workspaceNameSchema,
} from '../common/validation.js';

/** POST /api/signup (spec §7): first_name, last_name, email, password, role, workspace_name, referral_code. */
export const signupBodySchema = z
  .object({
    first_name: personNameSchema.default(''),
    last_name: personNameSchema.default(''),
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
    first_name: personNameSchema,
    last_name: personNameSchema,
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

/** POST /api/reset-password: done, and for which account, so the login form can be filled in. */
export const resetPasswordResponseSchema = messageResponseSchema.extend({ email: z.string() });
