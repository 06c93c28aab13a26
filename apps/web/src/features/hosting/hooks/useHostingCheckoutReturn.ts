import { useCheckoutPolling } from '../../../lib/useCheckoutPolling';
import { fetchHostingCheckout } from '../api';
import { hostingCheckoutState } from '../lib/hostingCheckout';
import { hostingKeys } from './hostingKeys';

/** Back from the card page with ?hosting_session=, the checkout is asked until the hosting subscription is recorded. */
export function useHostingCheckoutReturn(sessionId: string | null) {
  return useCheckoutPolling({
    queryKey: hostingKeys.checkout(sessionId ?? ''),
    fetch: () => fetchHostingCheckout(sessionId ?? ''),
    enabled: sessionId !== null,
    stateOf: hostingCheckoutState,
  });
}
