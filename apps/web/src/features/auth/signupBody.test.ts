import { signupFormSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { toSignupBody } from './signupBody';

const base = {
  first_name: ' Chan ',
  last_name: 'Tai Man',
  email: 'TaiMan@Example.com ',
  password: 'password1',
  confirm_password: 'password1',
  workspace_name: 'Ignored for viewers',
  referral_code: '',
};

describe('toSignupBody', () => {
  it('signs a viewer up without a channel or empty referral code', () => {
    const form = signupFormSchema.parse({ ...base, is_creator: false });
    expect(toSignupBody(form)).toEqual({
      first_name: 'Chan',
      last_name: 'Tai Man',
      email: 'taiman@example.com',
      password: 'password1',
      role: 'viewer',
      workspace_name: undefined,
      referral_code: undefined,
    });
  });

  it('signs a creator up as a host with the channel name and referral code', () => {
    const form = signupFormSchema.parse({
      ...base,
      is_creator: true,
      workspace_name: ' Finance Daily ',
      referral_code: 'ab12cd34',
    });
    expect(toSignupBody(form)).toMatchObject({
      role: 'host',
      workspace_name: 'Finance Daily',
      referral_code: 'ab12cd34',
    });
  });
});
