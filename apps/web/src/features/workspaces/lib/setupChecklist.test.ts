import { describe, expect, it } from 'vitest';
import { setupProgress } from './setupChecklist';

describe('setupProgress', () => {
  it('marks what a new channel still lacks', () => {
    expect(setupProgress({ logo_url: null, banner_url: null, description: '<p></p>', publish: false })).toEqual({
      logo: false,
      banner: false,
      description: false,
      publish: false,
    });
    expect(setupProgress({ logo_url: '/f/logo.png', banner_url: '/f/b.png', description: '<p>Hi&nbsp;there</p>', publish: true })).toEqual({
      logo: true,
      banner: true,
      description: true,
      publish: true,
    });
  });
});
