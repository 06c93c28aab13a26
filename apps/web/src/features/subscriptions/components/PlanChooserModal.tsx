import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCarrierLauncher } from '../hooks/useCarrierLauncher';
import { LazyCarrierBillingModal } from './LazyCarrierBillingModal';
import { PlanChooserList } from './PlanChooserList';
import { channelPath } from '../../../app/paths';

export interface PlanChooserModalProps {
  opened: boolean;
  onClose: () => void;
  channel: { id: string; name: string; slug: string | null };
  /** Only these plans (the ones that unlock a video); every plan on sale when absent. */
  planIds?: readonly string[];
  /** The host's own channel: its plans are listed without buy buttons (spec §6). */
  ownChannel?: boolean;
  title?: string;
  intro?: ReactNode;
  /** Leads to the channel page's plans; left out on the channel page itself. */
  showChannelLink?: boolean;
  /** The item the plans unlock (a video, a live), where a payment returns to; this page when absent. */
  returnTo?: string;
}

/**
 * Spec §2 plan chooser: the plans with price, interval and trial, a Buy or Subscribe button leading to the checkout,
 * and "Pay by phone bill" where the host set a carrier price. The carrier-bill modal takes the chooser's place while
 * it is open, and the chooser comes back if it is closed without paying.
 */
export function PlanChooserModal({
  opened,
  onClose,
  channel,
  planIds,
  ownChannel = false,
  title,
  intro,
  showChannelLink = true,
  returnTo,
}: PlanChooserModalProps) {
  const { t } = useTranslation('subscriptions');
  const { pathname } = useLocation();
  const target = returnTo ?? pathname;
  const carrier = useCarrierLauncher(target);
  return (
    <>
      <Modal opened={opened && carrier.plan === null} onClose={onClose} title={title ?? t('chooser.title')} centered size="lg">
        <Stack gap="md">
          {intro ?? <Text>{t('chooser.intro', { channel: channel.name })}</Text>}
          {/* A video without plans has nothing to list; the intro says so. */}
          {planIds?.length !== 0 && (
            <PlanChooserList
              workspaceId={channel.id}
              planIds={planIds}
              ownChannel={ownChannel}
              returnTo={target}
              onPayByPhone={carrier.open}
            />
          )}
          {showChannelLink && (
            <Button component={Link} to={`${channelPath(channel)}#plans`} variant="default" onClick={onClose}>
              {t('chooser.seeChannelPlans')}
            </Button>
          )}
        </Stack>
      </Modal>
      <LazyCarrierBillingModal plan={opened ? carrier.plan : null} returnTo={returnTo ?? null} onClose={carrier.close} />
    </>
  );
}
