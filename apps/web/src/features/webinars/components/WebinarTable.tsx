import { Table, Text, UnstyledButton } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StackedTable } from '../../../components/StackedTable';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDateTime } from '../../../lib/formatDateTime';
import { webinarPath } from '../lib/webinarStatus';
import { StatusChip } from './StatusChip';

/** The manage list: a row opens the page its status leads to (spec §2). The title is the row's keyboard target. */
export function WebinarTable({ webinars }: { webinars: Activity[] }) {
  const { t } = useTranslation('webinars');
  const { language } = useDisplayLanguage();
  const navigate = useNavigate();
  return (
    <StackedTable>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('manageWebinars.columns.title')}</Table.Th>
          <Table.Th>{t('manageWebinars.columns.start')}</Table.Th>
          <Table.Th>{t('manageWebinars.columns.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {webinars.map((webinar) => (
          <Table.Tr
            key={webinar.id}
            data-testid="webinar-row"
            onClick={() => void navigate(webinarPath(webinar))}
            style={{ cursor: 'pointer' }}
          >
            <Table.Td data-label={t('manageWebinars.columns.title')}>
              <UnstyledButton className="mantine-focus-auto" onClick={() => void navigate(webinarPath(webinar))}>
                <Text fw={600} size="sm">
                  {webinar.title.en}
                </Text>
              </UnstyledButton>
            </Table.Td>
            <Table.Td data-label={t('manageWebinars.columns.start')} style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(webinar.start_date, language)}
            </Table.Td>
            <Table.Td data-label={t('manageWebinars.columns.status')}>
              <StatusChip status={webinar.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
