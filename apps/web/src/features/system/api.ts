import { publicConfigSchema } from '@platform/shared';
import { apiRequest } from '../../lib/api';

export function fetchPublicConfig() {
  return apiRequest('/api/config', publicConfigSchema);
}
