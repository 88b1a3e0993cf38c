export {
  NotificationBell,
  swNotificationBellLabels,
  type NotificationBellLabels,
  type NotificationBellProps,
} from './notification-bell.tsx';
export {
  NotificationModal,
  swNotificationModalLabels,
  type NotificationItem,
  type NotificationModalProps,
  type NotificationModalLabels,
} from './notification-modal.tsx';
