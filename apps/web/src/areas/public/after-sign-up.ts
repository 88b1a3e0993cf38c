import type { UserType } from '@urembo/api-client';

/** Where a new account goes next (spec section 4): vendors finish their setup, customers sign in. */
export function afterSignUp(userType: UserType, id: number): string {
  if (userType === 'Business Owner') return `/finish-setup-business/${id}`;
  if (userType === 'Beauty Professional') return `/finish-setup-business-professional/${id}`;
  return '/sign-in';
}
