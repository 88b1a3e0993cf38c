export { PaymentHistory, swPaymentHistoryLabels } from './payment-history.tsx';
export type {
  PaymentHistoryItem,
  PaymentHistoryLabels,
  PaymentHistoryProps,
  PaymentHistoryStatus,
} from './payment-history.tsx';
