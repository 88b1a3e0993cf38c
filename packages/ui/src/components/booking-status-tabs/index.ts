export { BookingStatusTabs } from './booking-status-tabs.tsx';
export type { BookingStatusTabsProps, BookingTab } from './booking-status-tabs.tsx';
