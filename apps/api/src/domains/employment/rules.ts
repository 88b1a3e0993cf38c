import type { Db } from '../../db/client.ts';
import { paymentRequired } from '../../http/errors.ts';
import type { Notice } from '../notifications/notify.ts';
import { sms } from '../outreach/templates.ts';
import { activeSubscription, hasPaidContact } from '../payments/entitlements.ts';
import type { RequestRow } from './queries.ts';

/** Hiring and asking for work need an active subscription or a paid contact for that profile. */
export async function requireEntitlement(db: Db, userId: number, targetId: number, action: string) {
  if ((await activeSubscription(db, userId)) || (await hasPaidContact(db, userId, targetId))) return;
  throw paymentRequired(`Subscribe or pay for this contact to ${action}.`);
}

const withNote = (text: string, note: string) => (note ? `${text} “${note}”` : text);

/** What the other side is told once a request or invitation is answered or withdrawn. */
export function answerNotice(r: RequestRow): Notice {
  const business = { to: r.businessOwnerId, inbox: '/employment-requests' };
  const professional = { to: r.professionalId, inbox: '/employment-invitations' };
  if (r.status === 'withdrawn') {
    const receiver = r.direction === 'request' ? business : professional;
    const sender = r.direction === 'request' ? r.professionalName : r.businessName;
    return {
      to: receiver.to,
      kind: 'employment_withdrawn',
      title: r.direction === 'request' ? 'Employment request withdrawn' : 'Job invitation withdrawn',
      message: withNote(`${sender} withdrew their ${r.direction}.`, r.answerMessage),
      link: receiver.inbox,
    };
  }
  const accepted = r.status === 'accepted';
  if (r.direction === 'request')
    return {
      to: professional.to,
      kind: accepted ? 'employment_accepted' : 'employment_declined',
      title: accepted ? 'Employment request accepted' : 'Employment request declined',
      message: withNote(`${r.businessName} ${r.status} your employment request.`, r.answerMessage),
      link: accepted ? '/professional-employer' : professional.inbox,
      sms: sms.employmentAnswered({ owner: r.businessName, accepted }),
    };
  return {
    to: business.to,
    kind: accepted ? 'employment_invitation_accepted' : 'employment_invitation_declined',
    title: accepted ? 'Job invitation accepted' : 'Job invitation declined',
    message: withNote(
      `${r.professionalName} ${r.status} your invitation to join ${r.businessName}.`,
      r.answerMessage,
    ),
    link: accepted ? '/employees' : business.inbox,
    sms: sms.invitationAnswered({ professional: r.professionalName, accepted }),
  };
}
