import { useMutation } from '@tanstack/react-query';
import { startHostingCheckout } from '../api';

/**
 * Opens a hosting plan's checkout and hands the browser to the card provider's page. The provider's page replaces
 * this one in the history: Back from it must not land on a page that starts a second checkout.
 */
export function useStartHostingCheckout(goTo: (url: string) => void = (url) => window.location.replace(url)) {
  return useMutation({
    mutationFn: (planKey: string) => startHostingCheckout(planKey),
    onSuccess: ({ url }) => goTo(url),
  });
}
