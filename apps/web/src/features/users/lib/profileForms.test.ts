import { profileUpdateBodySchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { bankFormSchema, bankUpdate, personalFormSchema, personalUpdate, referralFormSchema, referralUpdate } from './profileForms';

const names = { first_name: 'Tai Man', last_name: 'Chan', display_name: 'TM' };

describe('personalUpdate', () => {
  it('drops empty password fields', () => {
    const values = personalFormSchema.parse({ ...names, old_password: '', new_password: '' });
    expect(personalUpdate(values)).toEqual({ ok: true, body: names });
  });

  it('sends both passwords when both are filled', () => {
    const values = personalFormSchema.parse({ ...names, old_password: 'old-secret', new_password: 'new-secret' });
    const update = personalUpdate(values);
    expect(update).toEqual({ ok: true, body: { ...names, old_password: 'old-secret', new_password: 'new-secret' } });
    expect(update.ok && profileUpdateBodySchema.safeParse(update.body).success).toBe(true);
  });

  it('refuses when only one password is filled, naming the empty one', () => {
    expect(personalUpdate(personalFormSchema.parse({ ...names, old_password: 'old-secret', new_password: '' }))).toEqual({
      ok: false,
      emptyField: 'new_password',
    });
    expect(personalUpdate(personalFormSchema.parse({ ...names, old_password: '', new_password: 'new-secret' }))).toEqual({
      ok: false,
      emptyField: 'old_password',
    });
  });

  it('applies the password length rule to a new password only when one is typed', () => {
    const short = personalFormSchema.safeParse({ ...names, old_password: 'x', new_password: 'short' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('password_too_short');
  });
});

describe('referralUpdate', () => {
  it('drops the code when already set or empty', () => {
    expect(referralUpdate('ABCD1234', true)).toEqual({});
    expect(referralUpdate('  ', false)).toEqual({});
  });

  it('sends a new code', () => {
    expect(referralUpdate('abcd1234', false)).toEqual({ referrer_referral_code: 'ABCD1234' });
  });

  it('validates the code only when one is typed', () => {
    expect(referralFormSchema.safeParse({ referrer_referral_code: '' }).success).toBe(true);
    expect(referralFormSchema.safeParse({ referrer_referral_code: 'abc' }).error?.issues[0]?.message).toBe('invalid_referral_code');
  });
});

describe('bankUpdate', () => {
  it('sends the bank code and account number, clearing empty ones', () => {
    expect(bankUpdate(bankFormSchema.parse({ bank_name: '024', bank_account_number: '123-456' }))).toEqual({
      bank_name: '024',
      bank_account_number: '123-456',
    });
    expect(bankUpdate(bankFormSchema.parse({ bank_name: null, bank_account_number: '' }))).toEqual({
      bank_name: null,
      bank_account_number: null,
    });
  });

  it('rejects letters in the account number', () => {
    expect(bankFormSchema.safeParse({ bank_name: '024', bank_account_number: 'abc' }).error?.issues[0]?.message).toBe(
      'invalid_bank_account',
    );
  });
});
