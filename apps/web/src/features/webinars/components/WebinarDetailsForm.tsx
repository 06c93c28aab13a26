import '@mantine/dates/styles.css';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import {
  ACTIVITY_LIMITS,
  fromHongKongWallClock,
  hongKongIsoDate,
  toHongKongWallClock,
  type Activity,
  type UpdateActivityBody,
  type WorkspaceLanguage,
} from '@platform/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditorField } from '../../../components/RichTextEditorField';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useHostPlans } from '../../plans';
import { createKeyword, keywordsQuery, useKeywordLabel, useKeywords, useWorkspaceLanguageOptions } from '../../workspaces';
import { fetchCourses } from '../api';
import { useUpdateWebinar } from '../hooks/useWebinars';
import { webinarKeys } from '../hooks/webinarKeys';
import { SpeakersField } from './SpeakersField';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The editable details of a webinar, saved together (spec §2 /webinar/edit). */
export function WebinarDetailsForm({ webinar }: { webinar: Activity }) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const client = useQueryClient();
  const update = useUpdateWebinar(webinar.id);
  const languages = useWorkspaceLanguageOptions();
  const keywordLabel = useKeywordLabel();
  const allKeywords = useKeywords();
  const channelPlans = useHostPlans(webinar.workspace_id);
  const courses = useQuery({ queryKey: webinarKeys.courses(webinar.workspace_id), queryFn: () => fetchCourses(webinar.workspace_id) });

  const [start, setStart] = useState<string | null>(toHongKongWallClock(webinar.start_date));
  const [language, setLanguage] = useState<WorkspaceLanguage>(webinar.language);
  const [description, setDescription] = useState(webinar.description);
  const [courseId, setCourseId] = useState<string | null>(webinar.course_id);
  const [keywords, setKeywords] = useState(webinar.keywords.map((keyword) => keyword.keyword));
  const [speakers, setSpeakers] = useState(webinar.speakers);
  const [planIds, setPlanIds] = useState(webinar.plans.map((plan) => plan.id));
  const [saving, setSaving] = useState(false);

  /** A keyword with no match is created first, then added (spec §5). */
  async function keywordIds(): Promise<string[]> {
    const known = new Map((allKeywords.data?.results ?? []).map((keyword) => [keyword.keyword, keyword.id]));
    const ids: string[] = [];
    for (const text of keywords) {
      const normalised = text.trim().toLowerCase();
      ids.push(known.get(normalised) ?? (await createKeyword(normalised)).id);
    }
    await client.invalidateQueries({ queryKey: keywordsQuery.queryKey });
    return ids;
  }

  async function save() {
    setSaving(true);
    try {
      const body: UpdateActivityBody = {
        language,
        description,
        courses: courseId ? [courseId] : [],
        speakers,
        plans: planIds,
        start_date: start ? fromHongKongWallClock(start) : undefined,
      };
      body.keywords = await keywordIds().catch((error: unknown) => {
        notifications.show({ color: 'red', message: apiErrorText(error, 'webinars:editWebinar.keywordFailed') });
        throw error;
      });
      await update.mutateAsync(body);
      notifications.show({ color: 'green', message: t('editWebinar.updated') });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorText(error, 'webinars:editWebinar.updateFailed') });
    } finally {
      setSaving(false);
    }
  }

  const courseOptions = (courses.data?.results ?? []).map((course) => ({ value: course.id, label: course.title.en }));
  // A plan taken off sale still unlocks for those who bought it, so plans already attached stay listed.
  const planOptions = (channelPlans.data?.results ?? [])
    .filter((plan) => plan.status || planIds.includes(plan.id))
    .map((plan) => ({ value: plan.id, label: plan.name }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateTimePicker
          label={t('editWebinar.start')}
          description={t('editWebinar.startHint')}
          value={start}
          onChange={setStart}
          // Days before yesterday in Hong Kong are disabled (spec §5).
          minDate={hongKongIsoDate(new Date(Date.now() - DAY_MS))}
          valueFormat="YYYY-MM-DD HH:mm"
          submitButtonProps={{ 'aria-label': t('editWebinar.confirmStart') }}
          data-testid="start-picker"
        />
        <Select
          label={t('editWebinar.language')}
          data={languages}
          value={language}
          onChange={(value) => value && setLanguage(value as WorkspaceLanguage)}
          allowDeselect={false}
        />
        <Select
          label={t('editWebinar.course')}
          data={courseOptions}
          value={courseId}
          onChange={setCourseId}
          clearable
          placeholder={t('editWebinar.noCourse')}
        />
        <TagsInput
          label={t('editWebinar.keywords')}
          data={(allKeywords.data?.results ?? []).map((keyword) => ({ value: keyword.keyword, label: keywordLabel(keyword.keyword) }))}
          value={keywords}
          onChange={setKeywords}
          maxTags={ACTIVITY_LIMITS.maxKeywords}
          clearable
        />
      </SimpleGrid>
      <MultiSelect
        label={t('editWebinar.plans')}
        description={planOptions.length > 0 ? t('editWebinar.plansHint') : t('editWebinar.noPlans')}
        data={planOptions}
        value={planIds}
        onChange={setPlanIds}
        clearable
        searchable
        disabled={planOptions.length === 0}
      />
      <SpeakersField workspaceId={webinar.workspace_id} value={speakers} onChange={setSpeakers} />
      <RichTextEditorField label={t('editWebinar.description')} value={description} onChange={setDescription} />
      <Group justify="flex-end">
        <Text size="xs" c="dimmed" mr="auto">
          {t('editWebinar.timezone')}
        </Text>
        <Button onClick={() => void save()} loading={saving} disabled={speakers.length > ACTIVITY_LIMITS.maxSpeakers}>
          {t('editWebinar.save')}
        </Button>
      </Group>
    </Stack>
  );
}
