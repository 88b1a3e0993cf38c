export { AppointmentCard, defaultAppointmentStatusLabels, formatBookingDate } from './appointment-card.tsx';
export type { AppointmentCardProps, AppointmentStatus } from './appointment-card.tsx';
