import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { serverFieldErrors } from './serverFieldErrors';

const FIELDS = ['email', 'password', 'workspace_name'] as const;
const BY_MSG = { DUPLICATE_USER_EMAIL: 'email', NAME_IS_TOO_SHORT: 'workspace_name' } as const;

describe('serverFieldErrors', () => {
  it('places a msg that names one field', () => {
    const error = new ApiError(400, 'DUPLICATE_USER_EMAIL', 'duplicate');
    expect(serverFieldErrors(error, FIELDS, BY_MSG)).toEqual([{ field: 'email', key: 'DUPLICATE_USER_EMAIL' }]);
  });

  it('places validation details given as a string or an array path', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'bad', [
      { path: 'email', message: 'invalid_email' },
      { path: ['password'], message: 'password_too_short' },
      { path: 'role', message: 'required' },
      'garbage',
    ]);
    expect(serverFieldErrors(error, FIELDS, BY_MSG)).toEqual([
      { field: 'email', key: 'invalid_email' },
      { field: 'password', key: 'password_too_short' },
    ]);
  });

  it('places nothing for other failures', () => {
    expect(serverFieldErrors(new ApiError(500, 'INTERNAL_ERROR', 'boom'), FIELDS, BY_MSG)).toEqual([]);
    expect(serverFieldErrors(new Error('x'), FIELDS, BY_MSG)).toEqual([]);
  });
});
