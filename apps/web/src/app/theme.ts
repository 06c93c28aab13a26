import { Card, createTheme, type CSSVariablesResolver } from '@mantine/core';

// Hong Kong fonts first for Chinese glyphs, so 繁體 text does not fall back to a mainland or Japanese face.
const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang HK", "Noto Sans HK", "Noto Sans CJK HK", "Microsoft JhengHei", sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 9 keeps white text on filled buttons, and coloured text on white and on light badges, at 4.5:1 or better for
  // indigo, teal, red and grape (Mantine's default shade 6 gives 4.3:1 for indigo on white and 2.3:1 for teal badges).
  primaryShade: 9,
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'md',
  components: {
    // Cards are often whole links (channels, dashboard tiles): give them the same keyboard focus ring as buttons.
    Card: Card.extend({ classNames: { root: 'mantine-focus-auto' } }),
  },
});

/** Secondary text one step darker than Mantine's gray-6 (3.3:1 on white), so it is still readable: gray-7 is 8:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
