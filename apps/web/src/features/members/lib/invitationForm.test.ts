import { describe, expect, it } from 'vitest';
import { acceptInvitationBody, canSubmitInvitation, invitationFormSchema, passwordsDiffer } from './invitationForm';

const filled = {
  email: 'mei@example.com',
  first_name: 'Mei',
  last_name: 'Chan',
  password: 'mei-password',
  confirm_password: 'mei-password',
};

describe('canSubmitInvitation', () => {
  it('allows submitting once every field is filled and the passwords match', () => {
    expect(canSubmitInvitation(filled)).toBe(true);
  });

  it('keeps submit disabled while a field is empty or the passwords differ', () => {
    expect(canSubmitInvitation({ ...filled, first_name: '  ' })).toBe(false);
    expect(canSubmitInvitation({ ...filled, confirm_password: '' })).toBe(false);
    expect(canSubmitInvitation({ ...filled, confirm_password: 'other-password' })).toBe(false);
  });
});

describe('passwordsDiffer', () => {
  it('reports a mismatch only once the confirmation is typed', () => {
    expect(passwordsDiffer({ password: 'abc', confirm_password: '' })).toBe(false);
    expect(passwordsDiffer({ password: 'abc', confirm_password: 'abd' })).toBe(true);
    expect(passwordsDiffer({ password: 'abc', confirm_password: 'abc' })).toBe(false);
  });
});

describe('invitationFormSchema', () => {
  it('names the spec message for differing passwords and checks the password length', () => {
    const mismatch = invitationFormSchema.safeParse({ ...filled, confirm_password: 'other-password' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['confirm_password'], message: 'invite_passwords_differ' });
    const short = invitationFormSchema.safeParse({ ...filled, password: 'short', confirm_password: 'short' });
    expect(short.error?.issues[0]?.message).toBe('password_too_short');
  });
});

describe('acceptInvitationBody', () => {
  it('carries the token and workspace with the email as user name', () => {
    const values = invitationFormSchema.parse({ ...filled, email: 'Mei@Example.com' });
    expect(acceptInvitationBody(values, 'w1', 'token-1')).toEqual({
      username: 'mei@example.com',
      password: 'mei-password',
      invitation_token: 'token-1',
      workspace: 'w1',
      email: 'mei@example.com',
      first_name: 'Mei',
      last_name: 'Chan',
    });
  });
});
