import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { SectionTitle } from '../../../components/SectionTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useTranscriptionEngines } from '../hooks/useTranscriptionEngines';

/** Per spoken language, which engine and model transcribe it: why a Cantonese video has no transcript, for instance. */
export function TranscriptionEnginesSection() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const engines = useTranscriptionEngines();
  return (
    <Stack component="section" gap="sm">
      <SectionTitle>{t('transcription.title')}</SectionTitle>
      <Text c="dimmed">{t('transcription.intro')}</Text>
      {engines.isPending && <PageLoader />}
      {engines.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(engines.error)}
        </Alert>
      )}
      {engines.data && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('transcription.language')}</Table.Th>
              <Table.Th scope="col">{t('transcription.engine')}</Table.Th>
              <Table.Th scope="col">{t('transcription.model')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {engines.data.languages.map(({ language, engine, model }) => (
              <Table.Tr key={language}>
                <Table.Th scope="row" fw={500}>
                  {t(`workspaces:workspaceLanguages.${language}`)}
                </Table.Th>
                {engine ? (
                  <>
                    <Table.Td>{engine}</Table.Td>
                    <Table.Td>{model ?? '—'}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={2}>
                    <Text size="sm" fw={500}>
                      {t('transcription.none')}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" c="dimmed">
        {t('transcription.howTo')}
      </Text>
    </Stack>
  );
}
