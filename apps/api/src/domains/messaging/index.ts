/**
 * Messaging's public face. The domains below it are never imported here the other way: they raise events
 * and messaging's subscribers (subscribe.ts) tell the people concerned. What the domains above use is here.
 */

// auth: the codes and account e-mails it sends, the message choices and the end of a session's streams.
export { sms } from './templates.ts';
export { emailChangedMail, resetCodeMail, resetLockedMail } from './mails.ts';
export { preferencesJson, withUpdate } from './preferences.ts';
export { hasOptedOut } from './opt-outs.ts';
export { signalSessionsEnded } from './live.ts';

// privacy: what erasure tells the other side and takes back, and what the data export shows.
export { notify, textClientPhone } from './notify.ts';
export { cancelReminders } from './deliver.ts';
export { notificationJson } from './json.ts';
export { toGsm, type SmsText } from './templates.ts';

// For the entry points, which wire messaging onto the server.
export type { NotificationKind } from './kinds.ts';
export { notificationRoutes } from './notification-routes.ts';
export { smsRoutes } from './sms-routes.ts';
export { subscribeMessaging } from './subscribe.ts';
export { outreachHandlers } from './deliver.ts';
export { startLiveHub } from './live.ts';
export { MESSAGE_QUEUES } from './queues.ts';
