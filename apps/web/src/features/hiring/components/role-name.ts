import { t, type MessageId } from '../../../i18n/index.ts';

const ROLE_NAMES: Record<string, MessageId> = {
  stylist: 'shared.employment.roles.stylist',
  barber: 'shared.employment.roles.barber',
  braider: 'shared.employment.roles.braider',
  nail_technician: 'shared.employment.roles.nailTechnician',
  beauty_therapist: 'shared.employment.roles.beautyTherapist',
  receptionist: 'shared.employment.roles.receptionist',
};

/** A role of the short list in the reader's language; a role in the sender's own words as written. */
export const roleName = (role: string): string => {
  const id = Object.hasOwn(ROLE_NAMES, role) ? ROLE_NAMES[role] : undefined;
  return id ? t(id) : role;
};
