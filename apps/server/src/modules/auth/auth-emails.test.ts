import { describe, expect, it } from 'vitest';
import { welcomeEmail } from './auth-emails.js';

describe('welcomeEmail', () => {
  it('greets by name in both languages, and without one when none was given', () => {
    const named = welcomeEmail({ email: 'mei@example.com', displayName: 'Mei Chan', role: 'viewer' }, 'https://chunks.test');
    expect(named.text).toContain('Welcome to Chunks, Mei Chan!');
    expect(named.text).toContain('歡迎加入 Chunks，Mei Chan！');
    const unnamed = welcomeEmail({ email: 'mei@example.com', displayName: '', role: 'host' }, 'https://chunks.test');
    expect(unnamed.text).toContain('Welcome to Chunks!');
    expect(unnamed.text).toContain('歡迎加入 Chunks！');
    expect(unnamed.text).not.toContain(', !');
    expect(unnamed.text).toContain('https://chunks.test/webinar/manage');
  });
});
