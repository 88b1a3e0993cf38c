import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@urembo/api-client';
import { Button } from '@urembo/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { currentTag, t, type MessageId } from '../../../i18n/index.ts';
import { privacyNoticeQuery } from '../api/privacy.ts';
import { TextLink, textLinkClass } from '../../../lib/links.tsx';

type Retention = Schemas['PrivacyNotice']['retention'];

const ODPC_URL = 'https://www.odpc.go.ke';

/**
 * The notice's lists, as message ids read in the current language where drawn. The facts that change with
 * the configuration (version, officer, how long records are kept) come from GET /api/privacy-notice/.
 */
const COLLECT: readonly MessageId[] = [
  'public.privacy.collect.identity',
  'public.privacy.collect.location',
  'public.privacy.collect.photos',
  'public.privacy.collect.vendor',
  'public.privacy.collect.activity',
  'public.privacy.collect.payments',
  'public.privacy.collect.consent',
];

const WHY: readonly MessageId[] = [
  'public.privacy.why.account',
  'public.privacy.why.marketplace',
  'public.privacy.why.payments',
  'public.privacy.why.messages',
  'public.privacy.why.safety',
  'public.privacy.why.marketing',
];

/** The kinds of record the server names, in the notice's order. */
const KINDS: Record<string, MessageId> = {
  account: 'public.privacy.keep.account',
  payments: 'public.privacy.keep.payments',
  notifications: 'public.privacy.keep.notifications',
  message_jobs: 'public.privacy.keep.messageJobs',
  password_reset_codes: 'public.privacy.keep.passwordResetCodes',
  contact_messages: 'public.privacy.keep.contactMessages',
  logs: 'public.privacy.keep.logs',
  backups: 'public.privacy.keep.backups',
};

const SHARE: readonly (readonly [MessageId, MessageId])[] = [
  ['public.privacy.share.safaricom.who', 'public.privacy.share.safaricom.what'],
  ['public.privacy.share.sms.who', 'public.privacy.share.sms.what'],
  ['public.privacy.share.email.who', 'public.privacy.share.email.what'],
  ['public.privacy.share.users.who', 'public.privacy.share.users.what'],
];

const RIGHTS: readonly (readonly [MessageId, MessageId])[] = [
  ['public.privacy.rights.told.right', 'public.privacy.rights.told.what'],
  ['public.privacy.rights.access.right', 'public.privacy.rights.access.what'],
  ['public.privacy.rights.correction.right', 'public.privacy.rights.correction.what'],
  ['public.privacy.rights.deletion.right', 'public.privacy.rights.deletion.what'],
  ['public.privacy.rights.object.right', 'public.privacy.rights.object.what'],
  ['public.privacy.rights.portability.right', 'public.privacy.rights.portability.what'],
];

const USE: readonly MessageId[] = [
  'public.privacy.use.correct',
  'public.privacy.use.download',
  'public.privacy.use.marketing',
  'public.privacy.use.delete',
];

/** The privacy notice (Data Protection Act 2019, section 29): public, prerendered, readable on a phone. */
export function PrivacyPage() {
  const notice = useQuery(privacyNoticeQuery);
  const facts = notice.data;
  const effectiveDate = new Intl.DateTimeFormat(currentTag(), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 leading-relaxed sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('public.privacy.title')}</h1>
        <p className="text-muted-foreground">{t('public.privacy.intro')}</p>
        <p className="text-sm text-muted-foreground" aria-busy={notice.isPending}>
          {facts
            ? t('public.privacy.version', {
                version: facts.version,
                date: effectiveDate.format(new Date(facts.effective_date)),
              })
            : notice.isError
              ? t('public.privacy.versionFailed')
              : t('public.privacy.versionLoading')}
        </p>
      </header>

      <Section slug="what-we-collect" title={t('public.privacy.collect.title')}>
        <List items={COLLECT} />
      </Section>

      <Section slug="why-we-use-it" title={t('public.privacy.why.title')}>
        <List items={WHY} />
        <p>{t('public.privacy.why.cookies')}</p>
      </Section>

      <Section slug="how-long-we-keep-it" title={t('public.privacy.keep.title')}>
        <p>{t('public.privacy.keep.intro')}</p>
        <div aria-busy={notice.isPending}>
          {facts ? (
            <RetentionList retention={facts.retention} />
          ) : (
            <p className="text-muted-foreground">
              {notice.isError ? t('public.privacy.keep.failed') : t('public.privacy.keep.loading')}
            </p>
          )}
        </div>
      </Section>

      <Section slug="who-receives-it" title={t('public.privacy.share.title')}>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {SHARE.map(([who, what]) => (
            <li key={who}>
              <strong className="font-semibold">{t(who)}</strong>: {t(what)}
            </li>
          ))}
        </ul>
      </Section>

      <Section slug="your-rights" title={t('public.privacy.rights.title')}>
        <p>{t('public.privacy.rights.intro')}</p>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {RIGHTS.map(([right, what]) => (
            <li key={right}>
              <strong className="font-semibold">{t(right)}</strong> {t(what)}
            </li>
          ))}
          <li>
            <strong className="font-semibold">{t('public.privacy.rights.complaint')}</strong> (
            <a href={ODPC_URL} className={inlineLink} rel="noopener">
              www.odpc.go.ke
            </a>
            ).
          </li>
        </ul>
      </Section>

      <Section slug="how-to-use-them" title={t('public.privacy.use.title')}>
        <p>{t('public.privacy.use.intro')}</p>
        <List items={USE} />
        <Button asChild variant="outline" className="self-start">
          <Link to="/account-details">{t('public.privacy.use.accountDetails')}</Link>
        </Button>
        <p>{t('public.privacy.use.other')}</p>
      </Section>

      <Section slug="data-protection-officer" title={t('public.privacy.officer.title')}>
        <div aria-busy={notice.isPending}>
          {facts ? (
            <Officer officer={facts.data_protection_officer} />
          ) : notice.isError ? (
            <p>
              {t('public.privacy.officer.failed')}{' '}
              <TextLink to="/contact-form" className="inline text-base underline">
                {t('public.privacy.officer.contactForm')}
              </TextLink>
              .
            </p>
          ) : (
            <p className="text-muted-foreground">{t('public.privacy.officer.loading')}</p>
          )}
        </div>
      </Section>
    </article>
  );
}

// Underlined: a link inside a sentence must not be told apart by its colour alone.
const inlineLink = textLinkClass('primary', 'inline text-base underline');

/** `slug` names the heading's id, the same in every language. */
function Section({ slug, title, children }: { slug: string; title: string; children: ReactNode }) {
  const id = `${slug}-heading`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: readonly MessageId[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1 ps-5">
      {items.map((item) => (
        <li key={item}>{t(item)}</li>
      ))}
    </ul>
  );
}

/** Whole years read as years (leap days included: seven years are 2,557 days), anything else as days. */
function period(days: number): string {
  const years = Math.round(days / 365.25);
  return years >= 1 && Math.abs(days - years * 365.25) <= 2
    ? t('public.privacy.keep.years', { count: years })
    : t('public.privacy.keep.days', { count: days });
}

/** Known kinds first, in the notice's order, then any other kind the server names. */
function RetentionList({ retention }: { retention: Retention }) {
  const known = Object.keys(KINDS);
  const kinds = [
    ...known.filter((kind) => kind in retention),
    ...Object.keys(retention).filter((kind) => !known.includes(kind)),
  ];
  return (
    <dl className="flex flex-col gap-3">
      {kinds.map((kind) => {
        const days = retention[kind];
        return (
          <div key={kind} className="flex flex-col sm:flex-row sm:justify-between sm:gap-6">
            <dt>{KINDS[kind] ? t(KINDS[kind]) : kind.replace(/_/g, ' ')}</dt>
            <dd className="shrink-0 font-semibold">
              {days === null || days === undefined ? t('public.privacy.keep.whileAccount') : period(days)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Officer({ officer }: { officer: Schemas['PrivacyNotice']['data_protection_officer'] }) {
  return (
    <address className="flex flex-col gap-1 not-italic">
      <span className="font-semibold">{officer.name}</span>
      <span>
        {t('public.privacy.officer.email')}:{' '}
        <a href={`mailto:${officer.email}`} className={`${inlineLink} break-all`}>
          {officer.email}
        </a>
      </span>
      {officer.phone ? (
        <span>
          {t('public.privacy.officer.phone')}:{' '}
          <a href={`tel:${officer.phone.replace(/\s/g, '')}`} className={inlineLink}>
            {officer.phone}
          </a>
        </span>
      ) : null}
    </address>
  );
}
