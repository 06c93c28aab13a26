import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BANNER_BEST_RATIO, BANNER_MAX_BYTES, IMAGE_TYPES } from '@platform/shared';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { imageFileProblem, readAsDataUrl } from '../../workspaces';
import { useCreateBanner } from '../hooks/useBanners';
import { bannerFormSchema, type BannerFormValues } from '../lib/bannerForm';

const FIELDS = ['redirect_url'] as const;

/** Adds a promotion banner: an image (checked against the banner size limit first) and where it leads. */
export function BannerForm() {
  const { t } = useTranslation('banners');
  const fieldError = useFieldErrorText();
  const create = useCreateBanner();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const inputProps: ComponentPropsWithoutRef<'input'> & { 'data-testid': string } = { 'data-testid': 'promo-banner-input' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BannerFormValues, unknown, z.output<typeof bannerFormSchema>>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: { redirect_url: '' },
  });

  // A failed call that names no field is about the image: its message goes under the picker.
  const { showServerError } = useServerFormErrors(setError, { fields: FIELDS, showFormError: setFileError });

  const pick = (picked: File | null) => {
    const problem = picked ? imageFileProblem(picked, BANNER_MAX_BYTES) : null;
    setFileError(problem ? t(`errors:${problem}`) : null);
    setFile(problem ? null : picked);
    resetRef.current?.();
  };

  const onSubmit = handleSubmit(async ({ redirect_url }) => {
    if (!file) {
      setFileError(t('banners.chooseImage'));
      return;
    }
    create.mutate(
      { base64: await readAsDataUrl(file), filetype: file.type, redirect_url },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('banners.added') });
          setFile(null);
          reset();
        },
        onError: showServerError,
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <FileButton onChange={pick} accept={IMAGE_TYPES.join(',')} resetRef={resetRef} inputProps={inputProps}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhoto size={16} aria-hidden />}>
                {t('banners.chooseImage')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c={file ? undefined : 'dimmed'}>
            {file ? file.name : t('workspaces:editChannel.imageHint', { ratio: BANNER_BEST_RATIO, size: BANNER_MAX_BYTES / 1024 })}
          </Text>
        </Group>
        {fileError && (
          <Text size="sm" c="red" role="alert">
            {fileError}
          </Text>
        )}
        <TextInput
          label={t('banners.redirectUrl')}
          description={t('banners.redirectUrlHint')}
          error={fieldError(errors.redirect_url)}
          {...register('redirect_url')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('banners.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
