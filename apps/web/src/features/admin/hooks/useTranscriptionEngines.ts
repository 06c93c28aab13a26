import { useQuery } from '@tanstack/react-query';
import { fetchTranscriptionEngines } from '../api';

/** What the server was started with: it changes only with a restart. */
export function useTranscriptionEngines() {
  return useQuery({ queryKey: ['admin', 'transcription'], queryFn: fetchTranscriptionEngines, staleTime: Infinity });
}
