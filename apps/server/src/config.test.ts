import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.admin).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads the channels open to guests as a lower-cased list of ids or slugs', () => {
    expect(loadConfig({}).guestVideoChannels).toEqual([]);
    expect(loadConfig({ GUEST_VIDEO_CHANNELS: ' MetroTalk, ,7f3c2c5e-0000-4000-8000-000000000001 ' }).guestVideoChannels).toEqual([
      'metrotalk',
      '7f3c2c5e-0000-4000-8000-000000000001',
    ]);
  });

  it('reports every problem on a line of its own, without secret values', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'admin@example.com', SMTP_URL: 'http://secret@mail' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems.map((line) => line.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'ADMIN_EMAIL, ADMIN_PASSWORD']),
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('takes the admin account only with both variables, e-mail lower-cased', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Admin@Example.com', ADMIN_PASSWORD: 'long-password' }).admin).toEqual({
      email: 'admin@example.com',
      password: 'long-password',
    });
  });
});
