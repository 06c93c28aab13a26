import { outboxPageSchema, transcriptionEnginesSchema } from '@platform/shared';
import { apiRequest } from '../../lib/api';

export function fetchOutbox(limit: number, offset: number) {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return apiRequest(`/api/admin/outbox?${query.toString()}`, outboxPageSchema);
}

export function fetchTranscriptionEngines() {
  return apiRequest('/api/admin/transcription', transcriptionEnginesSchema);
}
