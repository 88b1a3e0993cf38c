import type { Config } from '../../config.ts';
import { PRIVACY_NOTICE } from '../auth/index.ts';

/** Seven years (two of them leap years): payment records kept for the Tax Procedures Act. */
const SEVEN_YEARS = 7 * 365 + 2;

/**
 * How long each kind of record is kept, in days; null: while the account exists (deleting the account
 * removes or anonymises it). The privacy notice answers this table, docs/data-protection.md repeats it (a
 * test compares the two), and retention.ts deletes what has outlived its period.
 */
export const RETENTION_DAYS = {
  /** Account, profile, photos, bookings, reviews written, hiring. */
  account: null,
  /** Payments stay while the account exists; after it is deleted, anonymised, until this long after the payment. */
  payments: SEVEN_YEARS,
  notifications: 365,
  /**
   * SMS and e-mail jobs once sent or given up (to whom, the message's facts, the outcome), kept for "did
   * she get it?"; outside production the local outboxes' copies too.
   */
  message_jobs: 30,
  /** The hashes of password reset codes (a code itself works for 10 minutes). */
  password_reset_codes: 1,
  /** What the contact form sends; the team's mailbox keeps the answer thread. */
  contact_messages: 365,
  /** Server logs: request ids and user ids, never names, e-mails or phone numbers. Kept by the host. */
  logs: 30,
  /** Database backups, kept by the host; an erased account leaves them as they expire. */
  backups: 35,
} as const satisfies Record<string, number | null>;

export type RetentionKind = keyof typeof RETENTION_DAYS;

/** `GET /api/privacy-notice/`: the notice's facts; its words are the web app's. */
export function privacyNoticeJson(config: Pick<Config, 'dataProtectionOfficer'>) {
  return {
    version: PRIVACY_NOTICE.version,
    effective_date: PRIVACY_NOTICE.effectiveDate,
    data_protection_officer: { ...config.dataProtectionOfficer },
    retention: { ...RETENTION_DAYS },
  };
}
