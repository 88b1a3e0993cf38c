import type { components } from './schema.d.ts';

/** Every schema of openapi.yaml by name. */
export type Schemas = components['schemas'];

export type UserType = Schemas['UserType'];
export type BookingStatus = Schemas['BookingStatus'];
export type ExperienceLevel = Schemas['ExperienceLevel'];
export type SubscriptionType = Schemas['SubscriptionType'];
export type ReportReason = Schemas['ReportReason'];
export type RatingBand = Schemas['RatingBand'];
export type EmploymentRequestStatus = Schemas['EmploymentRequestStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type NotificationKind = Schemas['NotificationKind'];

export type Me = Schemas['Me'];
export type User = Schemas['User'];
export type BusinessOwner = Schemas['BusinessOwner'];
export type BeautyProfessional = Schemas['BeautyProfessional'];
export type RetailCustomer = Schemas['RetailCustomer'];
export type ServiceCategory = Schemas['ServiceCategory'];
export type Service = Schemas['Service'];
export type Review = Schemas['Review'];
export type Booking = Schemas['Booking'];
export type BusinessEmployee = Schemas['BusinessEmployee'];
export type EmploymentRequest = Schemas['EmploymentRequest'];
export type AccountReport = Schemas['AccountReport'];
export type Notification = Schemas['Notification'];
export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export type PaidContact = Schemas['PaidContact'];
export type Payment = Schemas['Payment'];
export type PaymentInitiation = Schemas['PaymentInitiation'];
export type Stats = Schemas['Stats'];
export type Health = Schemas['Health'];

/** One page of a list call: `{count, next, previous, results}`. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
