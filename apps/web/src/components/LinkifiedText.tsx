import { Anchor, Text, type TextProps } from '@mantine/core';
import { useMemo } from 'react';
import { linkify } from '../lib/linkify';

/** Plain text with its web addresses clickable, built from elements rather than injected HTML. */
export function LinkifiedText({ text, ...props }: TextProps & { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} rel="noreferrer">
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
