export {
  NotificationBell,
  NotificationModal,
  type NotificationBellProps,
  type NotificationItem,
  type NotificationModalProps,
  type NotificationModalTexts,
} from './notification-modal.tsx';
