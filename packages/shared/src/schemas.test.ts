import { describe, expect, it } from 'vitest';
import {
  HONG_KONG_BANKS,
  landingPathForRole,
  profileUpdateBodySchema,
  safeRedirectPath,
  signupBodySchema,
  signupFormSchema,
} from './index.js';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('signupFormSchema (spec §5 sign-up rules)', () => {
  const valid = { first_name: '', last_name: '', email: 'a@b.co', password: '12345678', confirm_password: '12345678', is_creator: false };

  it('accepts a valid viewer and lower-cases the email', () => {
    const parsed = signupFormSchema.parse({ ...valid, email: ' A@B.CO ' });
    expect(parsed.email).toBe('a@b.co');
  });
  it('requires an email and a valid one', () => {
    expect(messages(signupFormSchema.safeParse({ ...valid, email: '' }))).toContain('required');
    expect(messages(signupFormSchema.safeParse({ ...valid, email: 'nope' }))).toContain('invalid_email');
  });
  it('requires 8 characters and the same confirmation', () => {
    expect(messages(signupFormSchema.safeParse({ ...valid, password: '1234567', confirm_password: '1234567' }))).toContain(
      'password_too_short',
    );
    expect(messages(signupFormSchema.safeParse({ ...valid, confirm_password: '12345679' }))).toEqual(['passwords_differ']);
  });
  it('asks creators for a channel name of at least 5 characters', () => {
    expect(messages(signupFormSchema.safeParse({ ...valid, is_creator: true, workspace_name: 'abcd' }))).toEqual(['name_too_short']);
    expect(signupFormSchema.safeParse({ ...valid, is_creator: true, workspace_name: 'abcde' }).success).toBe(true);
  });
});

describe('signupBodySchema', () => {
  it('defaults to a viewer and refuses the admin role', () => {
    expect(signupBodySchema.parse({ email: 'a@b.co', password: '12345678' }).role).toBe('viewer');
    expect(signupBodySchema.safeParse({ email: 'a@b.co', password: '12345678', role: 'admin' }).success).toBe(false);
  });
});

describe('profileUpdateBodySchema (spec §5 profile rules)', () => {
  it('refuses only one of the two password fields', () => {
    expect(messages(profileUpdateBodySchema.safeParse({ old_password: 'whatever1' }))).toContain('PASSWORD_IS_NOT_MATCH');
    expect(profileUpdateBodySchema.safeParse({ old_password: 'whatever1', new_password: 'whatever2' }).success).toBe(true);
  });
  it('accepts only the listed bank codes', () => {
    expect(profileUpdateBodySchema.safeParse({ bank_name: '024' }).success).toBe(true);
    expect(profileUpdateBodySchema.safeParse({ bank_name: 'Hang Seng' }).success).toBe(false);
  });
});

describe('constants', () => {
  it('lists 22 Hong Kong banks with distinct three-digit codes', () => {
    expect(HONG_KONG_BANKS).toHaveLength(22);
    expect(new Set(HONG_KONG_BANKS.map((bank) => bank.code)).size).toBe(22);
    for (const bank of HONG_KONG_BANKS) expect(bank.code).toMatch(/^\d{3}$/);
  });
});

describe('routing', () => {
  it('lands each role where spec §2 says', () => {
    expect(landingPathForRole('admin')).toBe('/admin/dashboard');
    expect(landingPathForRole('host')).toBe('/webinar/manage');
    expect(landingPathForRole('viewer')).toBe('/');
  });
  it('follows only same-site paths', () => {
    expect(safeRedirectPath('/account/profile?x=1')).toBe('/account/profile?x=1');
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
