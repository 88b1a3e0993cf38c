export {
  PaymentModal,
  type PaymentModalProps,
  type PaymentModalStatus,
  type PaymentPlan,
} from './payment-modal.tsx';
