export { NotificationBell, type NotificationBellProps } from './notification-bell.tsx';
export {
  NotificationModal,
  type NotificationItem,
  type NotificationModalProps,
  type NotificationModalTexts,
} from './notification-modal.tsx';
