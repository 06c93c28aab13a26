import { Typography } from '@mantine/core';

/**
 * Rich text the server sanitised when it was saved (an allow-list of formatting tags and http/https/mailto links,
 * no scripts, styles or event handlers). Only such server-sanitised HTML may be rendered through this component.
 */
export function SanitizedHtml({ html }: { html: string }) {
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
