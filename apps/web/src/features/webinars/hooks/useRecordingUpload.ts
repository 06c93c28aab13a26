import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { createThroughputMeter, type Throughput } from '../lib/throughput';
import { uploadRecording } from '../lib/uploadRecording';
import { webinarKeys } from './webinarKeys';

export interface UploadState {
  fileName: string;
  sentBytes: number;
  totalBytes: number;
  throughput: Throughput;
}

/** One upload at a time (spec §5): start, stop (the stored parts stay for a resume, which the page offers) and its progress. */
export function useRecordingUpload(activityId: string) {
  const client = useQueryClient();
  const [state, setState] = useState<UploadState | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** The file whose upload the user stopped: its stored parts wait for the same file to be picked again. */
  const [stoppedFileName, setStoppedFileName] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (file: File): Promise<boolean> => {
      if (controller.current) return false;
      const abort = new AbortController();
      controller.current = abort;
      setError(null);
      setStoppedFileName(null);
      const meter = createThroughputMeter(file.size);
      setState({ fileName: file.name, sentBytes: 0, totalBytes: file.size, throughput: { bytesPerSecond: 0, secondsLeft: null } });
      try {
        await uploadRecording(file, activityId, {
          signal: abort.signal,
          onProgress: (sentBytes) =>
            setState({ fileName: file.name, sentBytes, totalBytes: file.size, throughput: meter.record(sentBytes) }),
        });
        await client.invalidateQueries({ queryKey: webinarKeys.all });
        return true;
      } catch (cause) {
        if (abort.signal.aborted) setStoppedFileName(file.name);
        else setError(cause);
        // A refusal may come from what another tab did (a recording added there): show the webinar as it is now.
        void client.invalidateQueries({ queryKey: webinarKeys.recordings(activityId) });
        return false;
      } finally {
        controller.current = null;
        setState(null);
      }
    },
    [activityId, client],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  return { state, error, stoppedFileName, start, stop, uploading: state !== null };
}

export type RecordingUpload = ReturnType<typeof useRecordingUpload>;
