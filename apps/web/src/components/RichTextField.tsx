import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorFieldProps } from './RichTextEditorField';

// The editor is large and only the channel forms use it, so it loads when one of them opens.
const RichTextEditorField = lazy(() => import('./RichTextEditorField').then((module) => ({ default: module.RichTextEditorField })));

export function RichTextField(props: RichTextEditorFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} required={props.required}>
          <Skeleton h={160} />
        </Input.Wrapper>
      }
    >
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
