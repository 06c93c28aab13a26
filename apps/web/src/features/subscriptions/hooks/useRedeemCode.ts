import { useMutation } from '@tanstack/react-query';
import { redeemCode } from '../api';
import { useRefreshAfterPurchase } from './useMySubscriptions';

/** POST /api/users/redeem; the box shows the outcome itself (spec §8: the server's key, else its raw message). */
export function useRedeemCode() {
  const refresh = useRefreshAfterPurchase();
  return useMutation({
    mutationFn: (code: string) => redeemCode(code),
    onSuccess: () => refresh(),
  });
}
