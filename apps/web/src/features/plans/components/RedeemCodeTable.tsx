import { Badge, Code, Table } from '@mantine/core';
import type { RedeemCode } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/StackedTable';
import { usePlanFormat } from '../hooks/usePlanFormat';
import { formatHongKongDay } from '../../../lib/formatDateTime';
import { redeemCodeState } from '../lib/redeemCodes';
import { CopyRedeemLinkButton } from './CopyRedeemLinkButton';

// Outlined: text on a light fill falls under 4.5:1 contrast for some colours.
const STATE_COLOR = { open: 'teal', usedUp: 'gray', expired: 'red' } as const;

/** A plan's codes: how many of their uses are taken, until when they work, and a link to share each. */
export function RedeemCodeTable({ codes }: { codes: RedeemCode[] }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  const columns = {
    code: t('redeem.columns.code'),
    uses: t('redeem.columns.uses'),
    expires: t('redeem.columns.expires'),
    state: t('redeem.columns.state'),
    link: t('redeem.columns.link'),
  };
  const stateLabel = { open: t('redeem.state.open'), usedUp: t('redeem.state.usedUp'), expired: t('redeem.state.expired') };
  return (
    <StackedTable>
      <Table.Thead>
        <Table.Tr>
          {Object.values(columns).map((label) => (
            <Table.Th key={label}>{label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {codes.map((code) => {
          const state = redeemCodeState(code);
          return (
            <Table.Tr key={code.id} data-testid="redeem-code-row">
              <Table.Td data-label={columns.code}>
                <Code fz="sm">{code.code}</Code>
              </Table.Td>
              <Table.Td data-label={columns.uses}>{t('redeem.usesOf', { used: code.used_count, max: code.max_uses })}</Table.Td>
              <Table.Td data-label={columns.expires} style={{ whiteSpace: 'nowrap' }}>
                {code.expires_at ? formatHongKongDay(code.expires_at, format.language) : t('redeem.never')}
              </Table.Td>
              <Table.Td data-label={columns.state}>
                <Badge variant="outline" color={STATE_COLOR[state]}>
                  {stateLabel[state]}
                </Badge>
              </Table.Td>
              <Table.Td data-label={columns.link}>
                <CopyRedeemLinkButton code={code.code} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
