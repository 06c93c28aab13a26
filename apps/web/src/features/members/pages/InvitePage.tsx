import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FormPanel } from '../../../components/FormPanel';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { ApiError } from '../../../lib/api';
import { InvitationExpired } from '../components/InvitationExpired';
import { InvitationForm } from '../components/InvitationForm';
import { MemberInvitation } from '../components/MemberInvitation';
import { useInvitation } from '../hooks/useInvitation';

/**
 * Spec §2 /invite/{workspaceId}?pwd=...: welcome, then the form, then login; an expired, used or malformed link
 * (the server answers 400) shows the expired notice.
 */
export function InvitePage() {
  const { t } = useTranslation('members');
  const apiErrorText = useApiErrorText();
  const { workspaceId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('pwd');
  const invitation = useInvitation(workspaceId, token);
  const [step, setStep] = useState<'welcome' | 'form' | 'expired'>('welcome');
  const email = invitation.data?.results[0]?.email;
  const registered = invitation.data?.results[0]?.registered ?? false;
  const channel = invitation.data?.results[0]?.workspace_name ?? '';
  const expired = step === 'expired' || !token || (invitation.error instanceof ApiError && invitation.error.status === 400);

  if (token && invitation.isPending) return <PageLoader />;
  return (
    <FormPanel title={expired ? t('invite.expiredTitle') : t('invite.title')}>
      {expired && <InvitationExpired />}
      {!expired && invitation.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(invitation.error)}
        </Alert>
      )}
      {!expired && email && registered && token && (
        <MemberInvitation workspaceId={workspaceId} token={token} email={email} channel={channel} />
      )}
      {!expired && email && !registered && step === 'welcome' && (
        <Stack gap="md">
          <Text>{t('invite.welcome', { email, channel })}</Text>
          <Button onClick={() => setStep('form')} fullWidth>
            {t('invite.start')}
          </Button>
        </Stack>
      )}
      {!expired && email && !registered && step === 'form' && token && (
        <InvitationForm workspaceId={workspaceId} token={token} email={email} onExpired={() => setStep('expired')} />
      )}
    </FormPanel>
  );
}
