import type { UserType } from '@urembo/api-client';
import { paths } from '../../../lib/paths.ts';

/** Where a new account goes next (spec section 4): vendors finish their setup, customers sign in. */
export function afterSignUp(userType: UserType, id: number, next?: string | null): string {
  if (userType === 'Business Owner') return paths.finishBusinessSetup(id);
  if (userType === 'Beauty Professional') return paths.finishProfessionalSetup(id);
  return paths.signIn(next ?? undefined);
}
