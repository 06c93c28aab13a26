import { Alert, Badge, Container, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { StackedTable } from '../../../components/StackedTable';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDateTime } from '../../../lib/formatDateTime';
import { RankingTable } from '../components/RankingTable';
import { ReferralRewards } from '../components/ReferralRewards';
import { ShareReferralLink } from '../components/ShareReferralLink';
import { useMyInvites, useReferralRanking } from '../hooks/useReferrals';

/** Spec §2 /account/events/referral: my referral link to copy or send, what it earns, the people I invited, and the two rankings. */
export function ReferralPage() {
  const { t } = useTranslation('community');
  const { language } = useDisplayLanguage();
  const apiErrorText = useApiErrorText();
  const invites = useMyInvites();
  const ranking = useReferralRanking();

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('referral.title')}</PageTitle>
        {invites.isPending ? (
          <PageLoader />
        ) : invites.isError ? (
          <Alert color="red">{apiErrorText(invites.error)}</Alert>
        ) : (
          <>
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Text>{t('referral.explain')}</Text>
                <ShareReferralLink code={invites.data.referral_code} />
              </Stack>
            </Paper>
            <ReferralRewards />
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('referral.invitesTitle', { count: invites.data._total_count })}
              </Title>
              {invites.data.results.length === 0 ? (
                <Text c="dimmed">{t('referral.noInvites')}</Text>
              ) : (
                <StackedTable>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('referral.name')}</Table.Th>
                      <Table.Th>{t('referral.joined')}</Table.Th>
                      <Table.Th>{t('referral.paid')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {invites.data.results.map((invite, index) => (
                      <Table.Tr key={`${invite.created_on}-${index}`}>
                        <Table.Td data-label={t('referral.name')}>{invite.display_name || t('referral.anonymous')}</Table.Td>
                        <Table.Td data-label={t('referral.joined')}>{formatDateTime(invite.created_on, language)}</Table.Td>
                        <Table.Td data-label={t('referral.paid')}>
                          <Badge variant="light" color={invite.has_paid ? 'green' : 'gray'}>
                            {invite.has_paid ? t('referral.hasPaid') : t('referral.notPaid')}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </StackedTable>
              )}
            </Stack>
          </>
        )}
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('referral.rankingTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('referral.rankingPrivacy')}
          </Text>
          {ranking.isPending ? (
            <PageLoader />
          ) : ranking.isError ? (
            <Alert color="red">{apiErrorText(ranking.error)}</Alert>
          ) : (
            <Tabs defaultValue="referrals">
              <Tabs.List>
                <Tabs.Tab value="referrals">{t('referral.byReferrals')}</Tabs.Tab>
                <Tabs.Tab value="paid">{t('referral.byPaid')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="referrals" pt="sm">
                <RankingTable entries={ranking.data.by_referrals} caption={t('referral.byReferrals')} />
              </Tabs.Panel>
              <Tabs.Panel value="paid" pt="sm">
                <RankingTable entries={ranking.data.by_referral_paid_total} caption={t('referral.byPaid')} />
              </Tabs.Panel>
            </Tabs>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
