export { BookingStatusTabs, swBookingStatusTabsLabels } from './booking-status-tabs.tsx';
export type { BookingStatusTabsLabels, BookingStatusTabsProps, BookingTab } from './booking-status-tabs.tsx';
