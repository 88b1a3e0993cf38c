export { AppointmentCard, swAppointmentCardLabels } from './appointment-card.tsx';
export { formatBookingDate } from './format-booking-date.ts';
export type {
  AppointmentCardLabels,
  AppointmentCardProps,
  AppointmentEndedBy,
  AppointmentProposal,
  AppointmentStatus,
} from './appointment-card.tsx';
