import { Drawer, MantineProvider, Modal, mergeThemeOverrides, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

/** Spec §9: toasts stay 4 seconds. */
const TOAST_MS = 4000;

/**
 * The theme with the words Mantine's own parts need, in the page's language: the close buttons of toasts, dialogs
 * and drawers have a name.
 */
function useLocalisedTheme() {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } }),
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } }),
        },
      }),
    // `t` keeps its identity across a language change; the language is what changes the words.
    [t, i18n.language],
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const localisedTheme = useLocalisedTheme();
  return (
    <MantineProvider theme={localisedTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={TOAST_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
