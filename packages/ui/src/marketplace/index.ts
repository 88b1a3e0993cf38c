// The second layer: the marketplace's own components (vendors, bookings, payments, reviews). They build
// on the primitives through ../primitives/index.ts only, never through a primitive's own files.
export * from './app-header/index.ts';
export * from './agenda/index.ts';
export * from './appointment-card/index.ts';
export * from './booking-date-time-picker/index.ts';
export * from './booking-status-tabs/index.ts';
export * from './business-card/index.ts';
export * from './county-sub-county-select/index.ts';
export * from './end-employment-dialog/index.ts';
export * from './filter-bar/index.ts';
export * from './invitation-dialog/index.ts';
export * from './notification-modal/index.ts';
export * from './opening-ranges/index.ts';
export * from './payment-history/index.ts';
export * from './payment-modal/index.ts';
export * from './photo-gallery/index.ts';
export * from './professional-card/index.ts';
export * from './report-form/index.ts';
export * from './review-list/index.ts';
export * from './review-modal/index.ts';
export * from './service-area-list/index.ts';
export * from './service-menu/index.ts';
export * from './site-footer/index.ts';
export * from './slot-picker/index.ts';
export * from './stats-counter/index.ts';
export * from './testimonial-card/index.ts';
export * from './vendor-card/index.ts';
