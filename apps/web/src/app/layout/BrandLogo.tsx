import { Group, Text } from '@mantine/core';
import { BRAND_NAMES, type Brand } from '@platform/shared';

export { BRAND_NAMES };

function ChunksMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
      <rect width="28" height="28" rx="7" fill="var(--mantine-color-indigo-6)" />
      <rect x="6" y="7" width="16" height="3.5" rx="1.75" fill="#fff" />
      <rect x="6" y="12.25" width="11" height="3.5" rx="1.75" fill="#fff" opacity="0.85" />
      <rect x="6" y="17.5" width="14" height="3.5" rx="1.75" fill="#fff" opacity="0.7" />
    </svg>
  );
}

function MetroMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
      <circle cx="14" cy="14" r="14" fill="var(--mantine-color-red-7)" />
      <circle cx="14" cy="15" r="2.5" fill="#fff" />
      <path
        d="M9.5 10.5a6.4 6.4 0 0 1 9 0M6.6 7.6a10.5 10.5 0 0 1 14.8 0"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M14 17.5v4.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The two logo sets of spec §1's brand variants: a mark and the brand's name. */
export function BrandLogo({ brand }: { brand: Brand }) {
  return (
    <Group gap={8} wrap="nowrap">
      {brand === 'metro' ? <MetroMark /> : <ChunksMark />}
      <Text
        component="span"
        fw={800}
        fz={{ base: 'md', xs: 'xl' }}
        c={brand === 'metro' ? 'red.7' : 'indigo.7'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {BRAND_NAMES[brand]}
      </Text>
    </Group>
  );
}
