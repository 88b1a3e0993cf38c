// The public face of scheduling: what bookings and the seed use of a vendor's hours and free slots.
export { schedulingRoutes } from './routes.ts';
export { freeStaff, isFreeSlot } from './free.ts';
export { loadSchedule, staffOf, travelFeeFor, vendorOffering } from './queries.ts';
export {
  DAYS_AHEAD,
  SLOT_STEP_MINUTES,
  WEEKDAYS,
  type HoursException,
  type OpeningHours,
  type Weekday,
  type WeeklyHours,
} from './slots.ts';
