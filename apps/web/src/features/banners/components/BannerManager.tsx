import { Alert, Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { SectionTitle } from '../../../components/SectionTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useBanners, useDeleteBanner } from '../hooks/useBanners';
import { BannerForm } from './BannerForm';

/** The admin centre's promotion banners (shown on the home page carousel): list, add and delete. */
export function BannerManager() {
  const { t } = useTranslation('banners');
  const apiErrorText = useApiErrorText();
  const banners = useBanners();
  const remove = useDeleteBanner();

  return (
    <Stack component="section" gap="sm">
      <SectionTitle>{t('banners.title')}</SectionTitle>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          {banners.isPending && <PageLoader />}
          {banners.isError && (
            <Alert color="red" variant="light">
              {apiErrorText(banners.error)}
            </Alert>
          )}
          {banners.data?.results.length === 0 && <Text c="dimmed">{t('banners.empty')}</Text>}
          {banners.data?.results.map((banner) => (
            <Group key={banner.id} gap="md" wrap="nowrap" data-testid="promo-banner-row">
              <Image src={banner.image_url} alt="" w={144} h={52} fit="cover" radius="sm" />
              <Anchor href={banner.redirect_url} size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                {banner.redirect_url}
              </Anchor>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                loading={remove.isPending && remove.variables === banner.id}
                onClick={() => remove.mutate(banner.id)}
              >
                {t('actions.delete')}
              </Button>
            </Group>
          ))}
          <BannerForm />
        </Stack>
      </Paper>
    </Stack>
  );
}
