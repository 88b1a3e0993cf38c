// The payments feature's public face: the only module of it that other features and the route tables
// import (eslint.config.js holds them to it).
export { subscriptionStatusQuery } from './api/payments.ts';
export { PaymentDialog } from './components/payment-dialog.tsx';

// The feature's pages, each loaded when its route is opened (lib/lazy-route.tsx).
export const loadSubscriptionPlanPage = () =>
  import('./pages/subscription-plan-page.tsx').then((m) => m.SubscriptionPlanPage);
