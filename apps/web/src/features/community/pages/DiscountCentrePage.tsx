import { Container, Stack, Tabs } from '@mantine/core';
import { DISCOUNT_CENTRE_TABS, type DiscountCentreTab } from '@platform/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useMe } from '../../auth';
import { AchievementList } from '../components/AchievementList';
import { CouponList } from '../components/CouponList';
import { EventList } from '../components/EventList';
import { LoginPrompt } from '../components/LoginPrompt';
import { tabFromQuery } from '../lib/tabs';

/** Spec §2 /account/events: the discount centre, its tab chosen by ?tab=; achievements and coupons need a login. */
export function DiscountCentrePage() {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const me = useMe();

  const personal = (content: ReactNode) => {
    if (me.isPending) return <PageLoader />;
    return me.data ? content : <LoginPrompt />;
  };

  const select = (value: string | null) => {
    const next = tabFromQuery(value);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      return updated;
    });
  };

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('centre.title')}</PageTitle>
        <Tabs value={tab} onChange={select} keepMounted={false}>
          <Tabs.List grow>
            {DISCOUNT_CENTRE_TABS.map((value: DiscountCentreTab) => (
              <Tabs.Tab key={value} value={value}>
                {t(`centre.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="EVENT" pt="md">
            <EventList />
          </Tabs.Panel>
          <Tabs.Panel value="MY_ACHIEVEMENT" pt="md">
            {personal(<AchievementList />)}
          </Tabs.Panel>
          <Tabs.Panel value="MY_COUPON" pt="md">
            {personal(<CouponList />)}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
