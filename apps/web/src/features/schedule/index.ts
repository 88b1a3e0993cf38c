// The schedule feature's public face: the only module of it that other features and the route tables
// import (eslint.config.js holds them to it).
export {
  blockedTimesQuery,
  menuQuery,
  scheduleQuery,
  schedulingKeys,
  schedulingMutations,
  slotDaysQuery,
  slotsOnQuery,
  staffQuery,
} from './api/scheduling.ts';
export { useBlockTime, useUnblockTime } from './api/editors.ts';
export { StaffSettingsDialog } from './components/staff-settings-dialog.tsx';
export { durationText } from './components/vendor-editor.tsx';

// The feature's pages, each loaded when its route is opened (lib/lazy-route.tsx).
/** A vendor's working hours, business or professional. */
export const loadHoursPage = () => import('./pages/vendor-hours-page.tsx').then((m) => m.VendorHoursPage);
/** A vendor's services and prices, business or professional. */
export const loadMenuPage = () => import('./pages/vendor-menu-page.tsx').then((m) => m.VendorMenuPage);
