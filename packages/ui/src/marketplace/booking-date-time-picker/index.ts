export { BookingDateTimePicker, swBookingDateTimePickerLabels } from './booking-date-time-picker.tsx';
export type {
  BookingDateTimePickerLabels,
  BookingDateTimePickerProps,
  BookingSlot,
} from './booking-date-time-picker.tsx';
