export {
  PaymentModal,
  swPaymentModalLabels,
  type PaymentModalLabels,
  type PaymentModalProps,
  type PaymentModalStatus,
  type PaymentPlan,
} from './payment-modal.tsx';
