/** What reviewing says happened, in the review's transaction: its id only (messaging tells the vendor). */
declare module '../../events/index.ts' {
  interface DomainEvents {
    /** A client or an employer reviewed a vendor. */
    'review.received': { reviewId: number };
  }
}

export {};
