import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { centsToDecimalText } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { usePlanFormat } from '../hooks/usePlanFormat';
import { barExtent, monthLabel, niceScale, scaleY, type ChartPoint } from '../lib/earnings';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 40, left: 64 };
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** "US$1.5K": the axis keeps its labels short; Intl reads the decimal text exactly, as formatMoney does. */
function axisMoney(cents: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return format.format(centsToDecimalText(cents) as unknown as number);
}

/**
 * Net earnings per month in one currency, as bars drawn in SVG (no chart library). The picture is one image with a
 * spoken summary; the table below it holds every figure for screen readers and keyboards.
 */
export function EarningsChart({ points, currency }: { points: ChartPoint[]; currency: string }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  const { ref, width } = useElementSize();
  const scale = niceScale(points.map((point) => point.net));
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const slot = points.length > 0 ? plotWidth / points.length : 0;
  const barWidth = Math.max(Math.min(slot * 0.6, 48), 2);
  const total = points.reduce((sum, point) => sum + point.net, 0);
  const best = points.reduce<ChartPoint | undefined>((top, point) => (top === undefined || point.net > top.net ? point : top), undefined);
  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    first && last && best
      ? t('earnings.chartSummary', {
          currency: currency.toUpperCase(),
          from: monthLabel(first.year, first.month, format.language),
          to: monthLabel(last.year, last.month, format.language),
          total: format.money(total, currency),
          best: format.money(best.net, currency),
          bestMonth: monthLabel(best.year, best.month, format.language),
        })
      : t('earnings.empty');
  // Month names shrink to numbers when the bars are narrow (a phone showing a year of months).
  const monthFormat = new Intl.DateTimeFormat(format.locale, { month: slot < 34 ? 'numeric' : 'short', timeZone: 'UTC' });

  return (
    <Box ref={ref} w="100%">
      <Text size="sm" fw={600} mb={4} aria-hidden>
        {t('earnings.chartTitle', { currency: currency.toUpperCase() })}
      </Text>
      <svg role="img" aria-label={summary} width={width} height={HEIGHT} style={{ display: 'block', overflow: 'visible' }}>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {scale.ticks.map((tick) => {
            const y = scaleY(tick, scale, PLOT_HEIGHT);
            return (
              <g key={tick}>
                <line
                  x1={0}
                  x2={plotWidth}
                  y1={y}
                  y2={y}
                  stroke={tick === 0 ? 'var(--mantine-color-gray-7)' : 'var(--mantine-color-gray-3)'}
                />
                <text x={-8} y={y} dy="0.32em" textAnchor="end" fontSize={11} fill="var(--mantine-color-gray-7)">
                  {axisMoney(tick, currency, format.locale)}
                </text>
              </g>
            );
          })}
          {points.map((point, index) => {
            const { y, height } = barExtent(point.net, scale, PLOT_HEIGHT);
            const x = index * slot + (slot - barWidth) / 2;
            const label = monthLabel(point.year, point.month, format.language);
            const showYear = index === 0 || point.month === 1;
            return (
              <g key={`${point.year}-${point.month}`}>
                <rect
                  x={x}
                  y={y}
                  width={barWidth}
                  height={Math.max(height, point.net === 0 ? 0 : 1)}
                  rx={2}
                  fill={point.net < 0 ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-blue-6)'}
                >
                  <title>{`${label}: ${format.money(point.net, currency)}`}</title>
                </rect>
                <text x={x + barWidth / 2} y={PLOT_HEIGHT + 16} textAnchor="middle" fontSize={11} fill="var(--mantine-color-gray-7)">
                  {monthFormat.format(new Date(Date.UTC(point.year, point.month - 1, 1)))}
                </text>
                {showYear && (
                  <text x={x + barWidth / 2} y={PLOT_HEIGHT + 30} textAnchor="middle" fontSize={10} fill="var(--mantine-color-gray-7)">
                    {point.year}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </svg>
    </Box>
  );
}
