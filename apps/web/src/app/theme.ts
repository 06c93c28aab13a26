import { createTheme } from '@mantine/core';

// Hong Kong fonts first for Chinese glyphs, so 繁體 text does not fall back to a mainland or Japanese face.
const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang HK", "Noto Sans HK", "Noto Sans CJK HK", "Microsoft JhengHei", sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'md',
});
