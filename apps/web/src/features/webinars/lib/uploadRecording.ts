import { ACTIVITY_LIMITS, multipartPartSize, partUploadResponseSchema, type Recording } from '@platform/shared';
import { apiRequest, ApiError, toApiError } from '../../../lib/api';
import { activitySchemas } from '../../../lib/contract';

export interface UploadCallbacks {
  /** Bytes stored so far, parts already on the server included. */
  onProgress: (sentBytes: number) => void;
  signal: AbortSignal;
}

/** Parts sent at once: enough to fill a connection, few enough that an interruption re-sends little. */
const PARALLEL_PARTS = 3;
const PART_ATTEMPTS = 3;

/**
 * Whether picking the same file again can carry the upload on: after a lost connection, a server error or a stop, yes;
 * after the server refused the file itself (not a video, too large, no longer allowed), sending it again cannot help.
 */
export function canResumeAfter(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  // The webinar itself refuses another file: it has one (another tab's), or chunks are cut from it.
  if (RECORDING_REFUSALS.has(error.msg)) return false;
  return error.status >= 500 || error.status === 0 || [408, 409, 429].includes(error.status);
}

const RECORDING_REFUSALS = new Set(['RECORDING_EXISTS', 'RECORDING_IN_USE']);

/** Spec §5: one mp4. The server checks the content too; this only stops the obvious mistake early. */
export function isMp4File(file: { name: string; type: string }): boolean {
  return file.type === 'video/mp4' || file.name.toLowerCase().endsWith('.mp4');
}

/** PUTs bytes with progress (fetch cannot report upload progress); answers the parsed JSON body. */
function putWithProgress(url: string, body: Blob, onBytes: (loaded: number) => void, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => onBytes(event.loaded);
    request.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(json);
      else reject(toApiError(request.status, json));
    };
    request.onerror = () => reject(new ApiError(0, 'SERVICE_UNAVAILABLE', 'Network error'));
    const abort = () => request.abort();
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    request.send(body);
  });
}

async function uploadWhole(file: File, activityId: string, { onProgress, signal }: UploadCallbacks): Promise<Recording> {
  const { url } = await apiRequest('/api/s3/', activitySchemas('startSingleUploadResponseSchema'), {
    method: 'POST',
    body: { activityId, fileType: file.type || 'video/mp4' },
    signal,
  });
  const answer = partUploadResponseSchema.parse(await putWithProgress(url, file, onProgress, signal));
  if (!answer.recording) throw new ApiError(500, 'INTERNAL_ERROR', 'the server did not record the upload');
  return answer.recording;
}

/**
 * Above 50 MB: parts of 8 MB (larger for files above 8 GB, see multipartPartSize). Picking the same file again resumes: the server answers the same upload and lists
 * the parts it already stored, so only the missing ones (at most those in flight when it stopped) are sent.
 */
async function uploadInParts(file: File, activityId: string, { onProgress, signal }: UploadCallbacks): Promise<Recording> {
  const { uploadId, key } = await apiRequest('/api/s3/multipart', activitySchemas('startMultipartResponseSchema'), {
    method: 'POST',
    body: { activityId, size: file.size, fileName: file.name },
    signal,
  });
  const keyQuery = `key=${encodeURIComponent(key)}`;
  const partSize = multipartPartSize(file.size);
  const partCount = Math.ceil(file.size / partSize);
  const sizeOf = (number: number) => Math.min(partSize, file.size - (number - 1) * partSize);
  const stored = await apiRequest(`/api/s3/multipart/${uploadId}?${keyQuery}`, activitySchemas('multipartPartsResponseSchema'), { signal });
  const etags = new Map(stored.filter((part) => part.Size === sizeOf(part.PartNumber)).map((part) => [part.PartNumber, part.ETag]));

  const inFlight = new Map<number, number>();
  const report = () => {
    let sent = 0;
    for (const number of etags.keys()) sent += sizeOf(number);
    for (const loaded of inFlight.values()) sent += loaded;
    onProgress(Math.min(sent, file.size));
  };
  report();

  const queue = Array.from({ length: partCount }, (_, index) => index + 1).filter((number) => !etags.has(number));
  async function sendPart(number: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { url } = await apiRequest(`/api/s3/multipart/${uploadId}/${number}?${keyQuery}`, activitySchemas('signPartResponseSchema'), {
          signal,
        });
        const start = (number - 1) * partSize;
        const answer = partUploadResponseSchema.parse(
          await putWithProgress(
            url,
            file.slice(start, start + sizeOf(number)),
            (loaded) => {
              inFlight.set(number, loaded);
              report();
            },
            signal,
          ),
        );
        inFlight.delete(number);
        etags.set(number, answer.ETag);
        report();
        return;
      } catch (error) {
        inFlight.delete(number);
        if (signal.aborted || attempt >= PART_ATTEMPTS || (error instanceof ApiError && error.status >= 400 && error.status < 500))
          throw error;
      }
    }
  }
  async function worker(): Promise<void> {
    for (let number = queue.shift(); number !== undefined; number = queue.shift()) await sendPart(number);
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, queue.length) }, worker));

  const parts = [...etags].sort(([a], [b]) => a - b).map(([PartNumber, ETag]) => ({ PartNumber, ETag }));
  return apiRequest(`/api/s3/multipart/${uploadId}/complete?${keyQuery}`, activitySchemas('recordingSchema'), {
    method: 'POST',
    body: { parts },
    signal,
  });
}

export function uploadRecording(file: File, activityId: string, callbacks: UploadCallbacks): Promise<Recording> {
  return file.size > ACTIVITY_LIMITS.multipartThresholdBytes
    ? uploadInParts(file, activityId, callbacks)
    : uploadWhole(file, activityId, callbacks);
}
