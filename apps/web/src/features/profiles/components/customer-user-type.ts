import type { UserType } from '@urembo/api-client';
import { t, type MessageId } from '../../../i18n/index.ts';

/** The words shown for an account's type; the value itself ('Business Owner' ...) is the API's and stays. */
const USER_TYPE_LABELS: Record<UserType, MessageId> = {
  'Business Owner': 'customer.userType.businessOwner',
  'Beauty Professional': 'customer.userType.beautyProfessional',
  'Retail Customer': 'customer.userType.retailCustomer',
};

export function userTypeLabel(userType: UserType): string {
  return t(USER_TYPE_LABELS[userType]);
}
