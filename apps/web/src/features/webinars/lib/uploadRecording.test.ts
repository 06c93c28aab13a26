import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { canResumeAfter } from './uploadRecording';

describe('canResumeAfter', () => {
  it('offers to resume after a lost connection, a stop, a server error or an upload still being completed', () => {
    expect(canResumeAfter(new ApiError(0, 'SERVICE_UNAVAILABLE', 'Network error'))).toBe(true);
    expect(canResumeAfter(new DOMException('stopped', 'AbortError'))).toBe(true);
    expect(canResumeAfter(new ApiError(503, 'SERVICE_UNAVAILABLE', ''))).toBe(true);
    expect(canResumeAfter(new ApiError(409, 'UPLOAD_BEING_COMPLETED', ''))).toBe(true);
  });

  it('does not when the server refused the file itself', () => {
    expect(canResumeAfter(new ApiError(400, 'INVALID_VIDEO', ''))).toBe(false);
    expect(canResumeAfter(new ApiError(413, 'FILE_TOO_LARGE', ''))).toBe(false);
    expect(canResumeAfter(new ApiError(403, 'FORBIDDEN', ''))).toBe(false);
  });

  it('does not when the webinar takes no other file: it has one already, or its chunks are cut from it', () => {
    expect(canResumeAfter(new ApiError(409, 'RECORDING_EXISTS', ''))).toBe(false);
    expect(canResumeAfter(new ApiError(409, 'RECORDING_IN_USE', ''))).toBe(false);
  });
});
