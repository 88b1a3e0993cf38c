import type { users } from '../../db/schema.ts';

/**
 * The privacy notice in force. A new version (the date it was written) makes every account that agreed to
 * an older one answer `consent_needed: true`, so the app asks again; change both together. It lives with
 * the accounts' sign-up and `Me`, which record and answer consent; privacy's notice (notice.ts) reads it.
 */
export const PRIVACY_NOTICE = { version: '2026-11-25', effectiveDate: '2026-11-25' } as const;
export const PRIVACY_NOTICE_VERSION = PRIVACY_NOTICE.version;

/** True when the user has not agreed to the notice in force (never asked, or an older version). */
export const consentNeeded = (version: string | null) => version !== PRIVACY_NOTICE_VERSION;

/** The columns that record agreement to the notice in force, now. */
export const consentGiven = (now = new Date()) =>
  ({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION, privacyConsentedAt: now }) satisfies Partial<
    typeof users.$inferInsert
  >;

/**
 * What a sign-up records: consent only when the form said so (the spec's own calls do not send the field,
 * and those accounts are asked in the app), marketing only when asked for.
 */
export function consentAtSignUp(body: { accept_privacy_notice?: boolean; marketing_opt_in?: boolean }) {
  return {
    ...(body.accept_privacy_notice === true ? consentGiven() : {}),
    marketingOptIn: body.marketing_opt_in === true,
  } satisfies Partial<typeof users.$inferInsert>;
}

/** The consent fields of `Me` (and of the data export's account). */
export function consentJson(row: {
  privacyNoticeVersion: string | null;
  privacyConsentedAt: Date | null;
  marketingOptIn: boolean;
}) {
  return {
    privacy_notice_version: row.privacyNoticeVersion,
    privacy_consented_at: row.privacyConsentedAt?.toISOString() ?? null,
    consent_needed: consentNeeded(row.privacyNoticeVersion),
    marketing_opt_in: row.marketingOptIn,
  };
}
