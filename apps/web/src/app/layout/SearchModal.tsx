import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function SearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query) return;
    onClose();
    setText('');
    navigate(`/channel/category?${new URLSearchParams({ title: query }).toString()}`);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('search.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit}>
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={!query}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
