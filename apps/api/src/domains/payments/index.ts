/**
 * Payments' public face: what the domains above read of a settled purchase (messaging tells the payer on
 * payment.settled and payment.failed, events.ts).
 */
export type { Granted } from './kinds.ts';
export { failedPurchase, settledPurchase } from './settle.ts';

// For the entry points, which wire payments onto the server.
export { paymentRoutes } from './routes.ts';
export { connectMpesa } from './mpesa.ts';
export { PAYMENT_QUEUES, startReconciler } from './settle.ts';
export type { DarajaSimulator } from './simulator.ts';
export { subscriptionEnd } from './queries.ts';
