import { NAME_MAX_LENGTH, VALIDATION_MESSAGES as M, emailSchema, passwordSchema } from '@platform/shared';
import { z } from 'zod';
import type { AcceptInvitationBody } from '../api';

/** The message of spec §5 for the invitation form, a key of the validation namespace. */
export const INVITE_PASSWORDS_DIFFER = 'invite_passwords_differ';

const name = z.string().trim().min(1, M.required).max(NAME_MAX_LENGTH, M.tooLong);

export const invitationFormSchema = z
  .object({
    email: emailSchema,
    first_name: name,
    last_name: name,
    password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: INVITE_PASSWORDS_DIFFER,
  });
export type InvitationFormInput = z.input<typeof invitationFormSchema>;
export type InvitationFormValues = z.output<typeof invitationFormSchema>;

/** Spec §5: the invitation's submit stays disabled until every field is filled and the passwords match. */
export function canSubmitInvitation(form: InvitationFormInput): boolean {
  const filled = [form.email, form.first_name, form.last_name, form.password, form.confirm_password].every((value) => value.trim() !== '');
  return filled && form.password === form.confirm_password;
}

/** The mismatch is reported as soon as the confirmation has been typed, not only on submit. */
export function passwordsDiffer(form: Pick<InvitationFormInput, 'password' | 'confirm_password'>): boolean {
  return form.confirm_password !== '' && form.password !== form.confirm_password;
}

/** PUT /api/join (spec §7); the invitee signs in with their email, which doubles as the user name. */
export function acceptInvitationBody(values: InvitationFormValues, workspace: string, token: string): AcceptInvitationBody {
  return {
    username: values.email,
    password: values.password,
    invitation_token: token,
    workspace,
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
  };
}
