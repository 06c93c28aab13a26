import { describe, expect, it } from 'vitest';
import { errorCodeOf } from './errorCode';

describe('errorCodeOf', () => {
  it('reads the last path segment', () => {
    expect(errorCodeOf('/errors/400')).toBe('400');
    expect(errorCodeOf('/errors/500/')).toBe('500');
    expect(errorCodeOf('/errors/x/403')).toBe('403');
  });

  it('defaults to 404', () => {
    expect(errorCodeOf('/errors')).toBe('404');
    expect(errorCodeOf('/errors/oops')).toBe('404');
  });
});
