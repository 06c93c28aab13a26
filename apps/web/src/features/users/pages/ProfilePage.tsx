import { Alert, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useMe } from '../../auth';
import { BankSection } from '../components/BankSection';
import { PersonalSection } from '../components/PersonalSection';
import { ReferralSection } from '../components/ReferralSection';
import { useProfile } from '../hooks/useProfile';

function ProfileSections({ email }: { email: string }) {
  const apiErrorText = useApiErrorText();
  const profile = useProfile(email);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(profile.error)}
      </Alert>
    );
  }
  return (
    <>
      <ReferralSection profile={profile.data} />
      <PersonalSection profile={profile.data} />
      <BankSection profile={profile.data} />
    </>
  );
}

/** Spec §2 /account/profile: three sections, each saved by its own Update button. */
export function ProfilePage() {
  const { t } = useTranslation('users');
  const { data: me } = useMe();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('profile.title')}</PageTitle>
        {me ? <ProfileSections email={me.email} /> : <PageLoader />}
      </Stack>
    </Container>
  );
}
