/**
 * Who holds what was bought: an annual subscription, or one profile's unlocked contact. Payments grants
 * them; accounts and employment read them to decide what a viewer sees and may do.
 */
export {
  SUBSCRIPTION,
  activeSubscription,
  contactShown,
  contactVisibility,
  grantContact,
  grantOf,
  grantSubscription,
  hasPaidContact,
} from './queries.ts';
