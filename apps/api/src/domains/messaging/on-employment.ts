import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { pages } from '../../http/pages.ts';
import { person, text, type StoredText } from '../../i18n/text.ts';
import { employmentWithNames, findRequest, type RequestRow } from '../employment/index.ts';
import { notify } from './notify.ts';
import { sms } from './templates.ts';

const withNote = (message: StoredText, note: string) =>
  note ? text('notification.withNote', { text: message, note }) : message;

/** The request as its transaction left it: the event is raised after the row is written. */
const requestIn = async (tx: Tx, id: number): Promise<RequestRow> => (await findRequest(tx, id))!;

/** The other side hears of a request or invitation sent, answered or withdrawn, in its transaction. */
export function subscribeEmploymentEvents(deps: Deps): void {
  deps.events.on('employment.requested', async (tx, { requestId }) => {
    const r = await requestIn(tx, requestId);
    await notify(tx, deps.jobs, {
      to: r.businessOwnerId,
      kind: 'employment_requested',
      title: text('notification.employmentRequested.title'),
      message: text('notification.employmentRequested.message', {
        name: person(r.professionalId, r.professionalName),
      }),
      link: pages.employmentRequests,
      sms: sms.employmentRequested({ professional: r.professionalName }),
    });
  });

  deps.events.on('employment.invited', async (tx, { requestId }) => {
    const r = await requestIn(tx, requestId);
    await notify(tx, deps.jobs, {
      to: r.professionalId,
      kind: 'employment_invited',
      title: text('notification.employmentInvited.title'),
      message: text('notification.employmentInvited.message', {
        business: person(r.businessOwnerId, r.businessName),
      }),
      link: pages.employmentInvitations,
      sms: sms.invited({ owner: r.businessName }),
    });
  });

  // The business answered the professional's request.
  deps.events.on('employment.answered', async (tx, { requestId, accepted }) => {
    const r = await requestIn(tx, requestId);
    await notify(tx, deps.jobs, {
      to: r.professionalId,
      kind: accepted ? 'employment_accepted' : 'employment_declined',
      title: text(accepted ? 'notification.requestAccepted.title' : 'notification.requestDeclined.title'),
      message: withNote(
        text(accepted ? 'notification.requestAccepted.message' : 'notification.requestDeclined.message', {
          business: person(r.businessOwnerId, r.businessName),
        }),
        r.answerMessage,
      ),
      link: accepted ? pages.professionalEmployer : pages.employmentInvitations,
      sms: sms.employmentAnswered({ owner: r.businessName, accepted }),
    });
  });

  // The professional answered the business's invitation.
  deps.events.on('employment.invitation_answered', async (tx, { requestId, accepted }) => {
    const r = await requestIn(tx, requestId);
    await notify(tx, deps.jobs, {
      to: r.businessOwnerId,
      kind: accepted ? 'employment_invitation_accepted' : 'employment_invitation_declined',
      title: text(
        accepted ? 'notification.invitationAccepted.title' : 'notification.invitationDeclined.title',
      ),
      message: withNote(
        text(
          accepted ? 'notification.invitationAccepted.message' : 'notification.invitationDeclined.message',
          {
            professional: person(r.professionalId, r.professionalName),
            business: r.businessName,
          },
        ),
        r.answerMessage,
      ),
      link: accepted ? pages.employees : pages.employmentRequests,
      sms: sms.invitationAnswered({ professional: r.professionalName, accepted }),
    });
  });

  // The receiver hears it was taken back (the kind is not texted: kinds.ts).
  deps.events.on('employment.withdrawn', async (tx, { requestId }) => {
    const r = await requestIn(tx, requestId);
    const request = r.direction === 'request';
    await notify(tx, deps.jobs, {
      to: request ? r.businessOwnerId : r.professionalId,
      kind: 'employment_withdrawn',
      title: text(request ? 'notification.requestWithdrawn.title' : 'notification.invitationWithdrawn.title'),
      message: withNote(
        text(request ? 'notification.requestWithdrawn.message' : 'notification.invitationWithdrawn.message', {
          name: request
            ? person(r.professionalId, r.professionalName)
            : person(r.businessOwnerId, r.businessName),
        }),
        r.answerMessage,
      ),
      link: request ? pages.employmentRequests : pages.employmentInvitations,
    });
  });

  // The other side hears that the employment ended, with the note the ending side wrote.
  deps.events.on('employment.ended', async (tx, { employmentId, endedBy }) => {
    const e = (await employmentWithNames(tx, employmentId))!;
    const byBusiness = endedBy === 'business';
    await notify(tx, deps.jobs, {
      to: byBusiness ? e.link.employeeId : e.link.businessId,
      kind: 'employment_ended',
      title: text(
        byBusiness
          ? 'notification.employmentEndedByBusiness.title'
          : 'notification.employmentEndedByProfessional.title',
      ),
      message: withNote(
        byBusiness
          ? text('notification.employmentEndedByBusiness.message', {
              business: person(e.link.businessId, e.businessName),
            })
          : text('notification.employmentEndedByProfessional.message', {
              professional: person(e.link.employeeId, e.professionalName),
              business: e.businessName,
            }),
        e.link.endNote,
      ),
      link: byBusiness ? pages.professionalEmployer : pages.employees,
      sms: sms.employmentEnded({ name: byBusiness ? e.businessName : e.professionalName, endedBy }),
    });
  });
}
