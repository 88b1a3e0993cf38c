/**
 * What settling a payment says happened, in the settlement's transaction: the payment's id only, so
 * whoever listens (messaging tells the payer) reads the rest through payments' public face.
 */
declare module '../../events/index.ts' {
  interface DomainEvents {
    /** M-Pesa confirmed the payment and its kind granted what was bought. */
    'payment.settled': { paymentId: number };
    /** M-Pesa reported the payment cancelled, timed out or refused. */
    'payment.failed': { paymentId: number };
  }
}

export {};
