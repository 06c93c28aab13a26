import { Alert, Anchor, Container, Loader, Paper, Stack, Text } from '@mantine/core';
import { couponsApplyTo } from '@platform/shared';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useMyCoupons } from '../../community';
import { CarrierBillingModal } from '../components/CarrierBillingModal';
import { CouponChooser } from '../components/CouponChooser';
import { usePlan } from '../hooks/usePlan';
import { CheckoutStartError, useStartCheckout } from '../hooks/useStartCheckout';
import { useTrialUse } from '../hooks/useTrialUse';
import { parseCheckoutQuery } from '../lib/checkoutQuery';
import { spendableCoupons } from '../lib/couponChoice';
import { offeredTrialDays } from '../lib/trialOffer';
import { channelPath, PATHS } from '../../../app/paths';

/**
 * Spec §2 /subscription/checkout?plan_id=&subscription_mode=&redirect_pathname=: a missing parameter is a bad
 * request (/errors/400); a guest has already been sent to log in by the route guard. The page then joins the plan's
 * channel, opens a checkout session and goes to the card provider; a failure is shown with a way back. A viewer with
 * coupons first picks one (or none) for a plan whose first payment they can take money off (one with a free trial
 * too, once the viewer has had the channel's trial: it is then charged in full); everyone else goes straight on.
 * With pay_by=phone (a guest who chose the phone bill, back from logging in) it opens the carrier-bill form instead;
 * closing it goes back to the item.
 */
export function CheckoutPage() {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const request = useMemo(() => parseCheckoutQuery(params), [params]);
  const plan = usePlan(request?.planId ?? null);
  const myCoupons = useMyCoupons(request !== null);
  const coupons = useMemo(() => spendableCoupons(myCoupons.data?.results ?? []), [myCoupons.data]);
  const trialUsedOn = useTrialUse(plan.data?.workspace_id);
  const start = useStartCheckout();
  const started = useRef<string | null>(null);
  // Decided once: a refetched coupon list must not switch the page from choosing to going on, or back.
  const [step, setStep] = useState<'deciding' | 'choose' | 'go'>('deciding');

  useEffect(() => {
    if (step !== 'deciding' || !request || request.payment === 'phone') return;
    // Without the plan or the coupons, go on: the checkout call reports a missing plan itself.
    if (plan.isError || myCoupons.isError) setStep('go');
    else if (plan.isSuccess && myCoupons.isSuccess && trialUsedOn !== undefined) {
      const trialDays = offeredTrialDays(plan.data, trialUsedOn);
      setStep(couponsApplyTo({ type: plan.data.type, trialDays }) && coupons.length > 0 ? 'choose' : 'go');
    }
  }, [step, request, plan.isError, plan.isSuccess, plan.data, myCoupons.isError, myCoupons.isSuccess, coupons.length, trialUsedOn]);

  useEffect(() => {
    // Once per address: a re-render (or React's double effect in development) must not open a second session.
    const key = params.toString();
    if (!request || step !== 'go' || started.current === key) return;
    started.current = key;
    start.mutate(request);
  }, [request, params, start, step]);

  if (!request) return <Navigate to={PATHS.badRequest} replace />;
  if (request.payment === 'phone') {
    return (
      <Container size={520} px={0} py="lg">
        <PageTitle fz="h2">{t('checkout.title')}</PageTitle>
        {plan.isPending && <Loader aria-label={t('checkout.preparing')} />}
        {plan.isError && (
          <Stack gap="sm" align="center">
            <Alert color="red" variant="light" role="alert" w="100%">
              {apiErrorText(plan.error)}
            </Alert>
            <Anchor component={Link} to={request.redirectPathname} fw={600}>
              {t('checkout.back')}
            </Anchor>
          </Stack>
        )}
        <CarrierBillingModal
          plan={plan.data ?? null}
          returnTo={request.redirectPathname}
          onClose={() => void navigate(request.redirectPathname, { replace: true })}
        />
      </Container>
    );
  }

  const failure = start.error instanceof CheckoutStartError ? start.error : null;
  const backTo = failure?.workspaceId ? `${channelPath({ id: failure.workspaceId, slug: null })}#plans` : request.redirectPathname;

  if (step === 'choose' && plan.data && !start.isSuccess) {
    return (
      <Container size={520} px={0} py="lg">
        <Paper withBorder p="xl" radius="md">
          <Stack gap="md" align="center" ta="center">
            <PageTitle fz="h2">{t('checkout.title')}</PageTitle>
            <CouponChooser
              plan={plan.data}
              coupons={coupons}
              trialUsedOn={trialUsedOn ?? null}
              pending={start.isPending}
              error={start.isError ? (failure?.error ?? start.error) : null}
              onContinue={(couponCode) => start.mutate({ ...request, couponCode })}
            />
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size={520} px={0} py="lg">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md" align="center" ta="center">
          <PageTitle fz="h2">{t('checkout.title')}</PageTitle>
          {start.isError ? (
            <>
              <Alert color="red" variant="light" role="alert" w="100%" ta="start">
                {apiErrorText(failure?.error ?? start.error)}
              </Alert>
              <Anchor component={Link} to={backTo} fw={600}>
                {failure?.workspaceId ? t('checkout.backToChannel') : t('checkout.back')}
              </Anchor>
            </>
          ) : (
            <Stack gap="sm" align="center" role="status">
              <Loader aria-hidden />
              <Text>{start.isSuccess ? t('checkout.redirecting') : t('checkout.preparing')}</Text>
              <Text size="sm" c="dimmed">
                <IconLock size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
                {t('checkout.secure')}
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
