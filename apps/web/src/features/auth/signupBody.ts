import type { SignupBody, signupFormSchema } from '@platform/shared';
import type { z } from 'zod';

export type SignupFormValues = z.output<typeof signupFormSchema>;

/** The form knows only whether this is the creator page; the server wants a role and no confirmation. */
export function toSignupBody(form: SignupFormValues): SignupBody {
  const referralCode = form.referral_code?.trim();
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    password: form.password,
    role: form.is_creator ? 'host' : 'viewer',
    workspace_name: form.is_creator ? form.workspace_name?.trim() : undefined,
    referral_code: referralCode ? referralCode : undefined,
  };
}
