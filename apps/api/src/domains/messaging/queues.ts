import type { Locale } from '@urembo/i18n';
import type { QueuePolicy } from '../../jobs/index.ts';
import type { Text } from '../../i18n/text.ts';
import type { Topic } from './preferences.ts';
import type { SmsText } from './templates.ts';

/** The other users a message names (notify()), so erasing one of them finds it. */
interface Naming {
  about?: number[];
}

/** Job data names the user, not her number or address: a changed or erased contact is read at send time. */
export type SmsJob = AccountSms | PhoneSms;

interface AccountSms extends Naming {
  user: number;
  /** What it is about: the user may have turned the topic's SMS off (preferences.ts). */
  topic: Topic;
  /** Rendered in the recipient's language when sent (a finished string in jobs queued before issue 20). */
  text: SmsText;
  /**
   * A verification code's number (normalised): the one SMS a number gets before it is verified, sent only
   * while the account still has that number. Every other SMS goes to the account's verified number.
   */
  verifies?: string;
}

/**
 * An SMS to a client without an account (a walk-in or phone booking): the number the vendor wrote on the
 * booking, normalised (2547XXXXXXXX), in the vendor's language, since the client chose none. It is sent
 * unless the number said STOP.
 */
export interface PhoneSms {
  phone: string;
  language: Locale;
  topic: Topic;
  text: SmsText;
}
export interface EmailJob extends Naming {
  user: number;
  topic: Topic;
  /** Rendered in the recipient's language when sent (finished strings in jobs queued before issue 20). */
  subject: Text;
  message: Text;
  /** A page of the app the message is about. */
  link: string | null;
}
export interface ReminderJob {
  booking: number;
  /** The appointment's start the reminder was planned for: a moved appointment makes it stale. */
  startsAt: string;
  lead: '24h' | '2h';
}

/** A week before a plan ends: `until` is the end it was planned for, so a renewal makes it stale. */
export interface PlanReminderJob {
  user: number;
  until: string;
}

declare module '../../jobs/index.ts' {
  interface JobData {
    sms: SmsJob;
    email: EmailJob;
    reminder: ReminderJob;
    'plan-reminder': PlanReminderJob;
  }
}

/** Every message is tried again through a provider's outage. */
export const MESSAGE_QUEUES = {
  sms: 'retried',
  email: 'retried',
  reminder: 'retried',
  'plan-reminder': 'retried',
} as const satisfies Record<'sms' | 'email' | 'reminder' | 'plan-reminder', QueuePolicy>;
