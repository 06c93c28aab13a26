import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { REDEEM_CODE_LIMITS, safeRedirectPath } from '@platform/shared';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useSingleFlight } from '../../../lib/singleFlight';
import { useRedeemCode } from '../hooks/useRedeemCode';
import { useSubscriptionsLinkToast } from '../hooks/useSubscriptionsLinkToast';
import { AccountSection } from './AccountSection';
import { channelPath } from '../../../app/paths';

/**
 * Spec §2 redemption box: `redeem_code` fills the field, and `auto_redeem=true` redeems it at once, once (both leave
 * the address afterwards, so a reload does not redeem again). With a same-site `redirect_pathname`, a success goes
 * there with a toast that stays until dismissed and links back here. The button stays disabled while the field is
 * empty (spec §5). A failure shows the server's key translated, else its own words (spec §8).
 */
export function RedeemBox() {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(() => params.get('redeem_code') ?? '');
  const navigate = useNavigate();
  const redeem = useRedeemCode();
  const redeemOnce = useSingleFlight(redeem);
  const showLinkToast = useSubscriptionsLinkToast();
  const autoRedeemed = useRef(false);
  // Read at arrival: the address loses its redeem parameters once an automatic redemption starts.
  const [redirectPath] = useState(() => safeRedirectPath(params.get('redirect_pathname')));

  const submit = (value: string) =>
    redeemOnce(value, {
      onSuccess: () => {
        if (!redirectPath) return;
        showLinkToast('redeemed', t('redeem.doneElsewhere'));
        void navigate(redirectPath, { replace: true });
      },
    });

  useEffect(() => {
    const fromLink = params.get('redeem_code')?.trim() ?? '';
    if (autoRedeemed.current || params.get('auto_redeem') !== 'true' || !fromLink) return;
    autoRedeemed.current = true;
    submit(fromLink);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auto_redeem');
        next.delete('redeem_code');
        return next;
      },
      { replace: true },
    );
    // Only the address at arrival decides; `autoRedeemed` keeps it to one redemption.
  }, [params, setParams]);

  const trimmed = code.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) submit(trimmed);
  };

  return (
    <AccountSection title={t('redeem.title')} icon={IconTicket}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('redeem.intro')}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('redeem.code')}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                // The last answer was about the code as it was: a changed code clears it.
                if (!redeem.isPending) redeem.reset();
              }}
              maxLength={REDEEM_CODE_LIMITS.maxLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              style={{ flex: '1 1 220px' }}
              styles={{ input: { textTransform: 'uppercase', letterSpacing: 1 } }}
            />
            <Button type="submit" disabled={!trimmed} loading={redeem.isPending}>
              {t('redeem.submit')}
            </Button>
          </Group>
          {redeem.isError && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorText(redeem.error)}
            </Alert>
          )}
          {redeem.isSuccess && (
            <Alert color="green" variant="light" role="status">
              <Stack gap={4}>
                <Text size="sm">{t('redeem.done')}</Text>
                <Anchor component={Link} to={channelPath({ id: redeem.data.workspace_id, slug: null })} size="sm" fw={600}>
                  {t('redeem.openChannel')}
                </Anchor>
              </Stack>
            </Alert>
          )}
        </Stack>
      </form>
    </AccountSection>
  );
}
