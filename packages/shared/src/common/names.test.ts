import { describe, expect, it } from 'vitest';
import { cleanName, fullName } from './names.js';
import { signupBodySchema } from '../auth/schemas.js';
import { workspaceNameSchema } from './validation.js';

describe('fullName', () => {
  it.each([
    ['大文', '陳', '陳大文'],
    ['Mei', 'Chan', 'Mei Chan'],
    ['Mei', '', 'Mei'],
    ['', '陳', '陳'],
    [' 小明 ', ' 李 ', '李小明'],
  ])('%s + %s → %s', (first, last, expected) => {
    expect(fullName(first, last)).toBe(expected);
  });
});

describe('cleanName', () => {
  it.each([
    ['e\u0301mile', 'émile'],
    ['\u202Eevil\u202C', 'evil'],
    ['Mei\u200B Chan\uFEFF', 'Mei Chan'],
    ['陳\u2066大文\u2069', '陳大文'],
    ['  Tai   Man \n', 'Tai Man'],
    ['a\u0000b\u0007c', 'abc'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it('makes a name of only invisible characters fail the required rule', () => {
    const result = workspaceNameSchema.safeParse('\u200B\u200B\u202E');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('required');
    expect(signupBodySchema.parse({ email: 'a@b.co', password: 'longenough', first_name: '\u202Ejohn' }).first_name).toBe('john');
  });
});
