/**
 * What changes a vendor's card in the browse lists (name, picture, menu, hours, rating, portfolio, cover,
 * employees), raised in the changing command's transaction by whichever domain made the change: the
 * browse cache of every instance drops its shared answers once it commits (browse-cache.ts).
 */
declare module '../../events/index.ts' {
  interface DomainEvents {
    'vendor.card_changed': { vendorId: number };
  }
}

export {};
