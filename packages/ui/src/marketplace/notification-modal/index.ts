export {
  NotificationBell,
  type NotificationBellLabels,
  type NotificationBellProps,
} from './notification-bell.tsx';
export {
  NotificationModal,
  type NotificationItem,
  type NotificationModalProps,
  type NotificationModalLabels,
} from './notification-modal.tsx';
