import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { createBanner, deleteBanner, fetchBanners } from '../api';

const bannersQueryKey = ['banners'] as const;

export const bannersQuery = queryOptions({ queryKey: bannersQueryKey, queryFn: fetchBanners });

export function useBanners() {
  return useQuery(bannersQuery);
}

/** Admins only (spec: banners are managed by admins). */
export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQueryKey }),
  });
}

export function useDeleteBanner() {
  const { t } = useTranslation('banners');
  const apiErrorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('banners.deleted') });
      await queryClient.invalidateQueries({ queryKey: bannersQueryKey });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
  });
}
