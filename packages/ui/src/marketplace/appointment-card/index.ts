export { AppointmentCard, formatBookingDate } from './appointment-card.tsx';
export type { AppointmentCardLabels, AppointmentCardProps, AppointmentStatus } from './appointment-card.tsx';
