import { notifications, type NotificationData } from '@mantine/notifications';

/** The room's toasts show at the top centre: the top right holds the host's buttons and the side panel's tabs. */
export function roomToast(notification: NotificationData): void {
  notifications.show({ position: 'top-center', ...notification });
}
