import type { AchievementId } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAchievements, fetchMyCoupons, redeemAchievement } from '../api';
import { eventKeys } from './eventKeys';

/** Asked again each time it is shown: progress moves with what happens elsewhere (a login, a video watched, a payment). */
export const useAchievements = (enabled: boolean) =>
  useQuery({ queryKey: eventKeys.achievements(), queryFn: fetchAchievements, enabled, staleTime: 0 });
export const useMyCoupons = (enabled: boolean) => useQuery({ queryKey: eventKeys.coupons(), queryFn: fetchMyCoupons, enabled });

/** Redeeming changes both the achievement (redeemed) and the coupons (a new one). */
export function useRedeemAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: AchievementId) => redeemAchievement(id),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.achievements() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.coupons() }),
      ]);
    },
  });
}
