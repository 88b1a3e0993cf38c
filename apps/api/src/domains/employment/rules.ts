import type { Db } from '../../db/client.ts';
import { paymentRequired } from '../../http/errors.ts';
import { pages } from '../../http/pages.ts';
import type { Notice } from '../notifications/notify.ts';
import { person, text, type StoredText } from '../notifications/content.ts';
import { sms } from '../outreach/templates.ts';
import { activeSubscription, hasPaidContact } from '../payments/entitlements.ts';
import type { RequestRow } from './queries.ts';
import { message } from '../../i18n/index.ts';

/** Hiring and asking for work need an active subscription or a paid contact for that profile. */
export async function requireEntitlement(
  db: Db,
  userId: number,
  targetId: number,
  action: 'addEmployees' | 'requestEmployment',
) {
  if ((await activeSubscription(db, userId)) || (await hasPaidContact(db, userId, targetId))) return;
  // "Subscribe or pay for this contact to add employees." or "... to request employment."
  throw paymentRequired(message('employment.entitlement', { action }));
}

const withNote = (message: StoredText, note: string) =>
  note ? text('notification.withNote', { text: message, note }) : message;

/** What the other side is told once a request or invitation is answered or withdrawn. */
export function answerNotice(r: RequestRow): Notice {
  const business = { to: r.businessOwnerId, inbox: pages.employmentRequests };
  const professional = { to: r.professionalId, inbox: pages.employmentInvitations };
  if (r.status === 'withdrawn') {
    const receiver = r.direction === 'request' ? business : professional;
    const sender =
      r.direction === 'request'
        ? person(r.professionalId, r.professionalName)
        : person(r.businessOwnerId, r.businessName);
    const request = r.direction === 'request';
    return {
      to: receiver.to,
      kind: 'employment_withdrawn',
      title: text(request ? 'notification.requestWithdrawn.title' : 'notification.invitationWithdrawn.title'),
      message: withNote(
        text(request ? 'notification.requestWithdrawn.message' : 'notification.invitationWithdrawn.message', {
          name: sender,
        }),
        r.answerMessage,
      ),
      link: receiver.inbox,
    };
  }
  const accepted = r.status === 'accepted';
  if (r.direction === 'request')
    return {
      to: professional.to,
      kind: accepted ? 'employment_accepted' : 'employment_declined',
      title: text(accepted ? 'notification.requestAccepted.title' : 'notification.requestDeclined.title'),
      message: withNote(
        text(accepted ? 'notification.requestAccepted.message' : 'notification.requestDeclined.message', {
          business: person(r.businessOwnerId, r.businessName),
        }),
        r.answerMessage,
      ),
      link: accepted ? pages.professionalEmployer : professional.inbox,
      sms: sms.employmentAnswered({ owner: r.businessName, accepted }),
    };
  return {
    to: business.to,
    kind: accepted ? 'employment_invitation_accepted' : 'employment_invitation_declined',
    title: text(accepted ? 'notification.invitationAccepted.title' : 'notification.invitationDeclined.title'),
    message: withNote(
      text(accepted ? 'notification.invitationAccepted.message' : 'notification.invitationDeclined.message', {
        professional: person(r.professionalId, r.professionalName),
        business: r.businessName,
      }),
      r.answerMessage,
    ),
    link: accepted ? pages.employees : business.inbox,
    sms: sms.invitationAnswered({ professional: r.professionalName, accepted }),
  };
}
