import { myHostingSchema } from '@platform/shared';
import { apiRequest } from '../../lib/api';

/** The signed-in user's hosting plan in force: a paid subscription's, else the platform's free default, else none. */
export function fetchMyHosting() {
  return apiRequest('/api/hosting-plans/mine', myHostingSchema);
}
