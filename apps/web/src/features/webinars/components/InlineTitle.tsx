import { TextInput } from '@mantine/core';
import { ACTIVITY_LIMITS } from '@platform/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface InlineTitleProps {
  title: string;
  onCommit: (title: string) => void;
}

/** Spec §2: the title is edited in place; Enter or leaving the field commits, Escape puts the saved title back. */
export function InlineTitle({ title, onCommit }: InlineTitleProps) {
  const { t } = useTranslation('webinars');
  const [draft, setDraft] = useState(title);
  useEffect(() => setDraft(title), [title]);

  const commit = () => {
    const next = draft.trim();
    if (next && next !== title) onCommit(next);
    else setDraft(title);
  };
  return (
    <TextInput
      aria-label={t('editWebinar.titleLabel')}
      value={draft}
      maxLength={ACTIVITY_LIMITS.titleMaxLength}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setDraft(title);
      }}
      variant="unstyled"
      size="xl"
      styles={{
        input: { fontWeight: 700, fontSize: 'var(--mantine-h2-font-size)', borderBottom: '1px dashed var(--mantine-color-gray-5)' },
      }}
    />
  );
}
