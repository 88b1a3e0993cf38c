import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@urembo/api-client';
import { Button } from '@urembo/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { privacyNoticeQuery } from '../../queries/privacy.ts';
import { TextLink, textLinkClass } from '../shared/links.tsx';

type Retention = Schemas['PrivacyNotice']['retention'];

const ODPC_URL = 'https://www.odpc.go.ke';

const effectiveDate = new Intl.DateTimeFormat('en-KE', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The words of the notice. The facts that change with the configuration (version, officer, how long
 * records are kept) come from GET /api/privacy-notice/.
 */
const COPY = {
  title: 'Privacy notice',
  intro:
    "How Urembo uses the personal data of the people who use it, and the rights Kenya's Data Protection Act, 2019 gives you over it.",
  version: (version: string, date: string) => `Version ${version}, in force from ${date}.`,
  versionLoading: 'Loading the version of this notice…',
  versionFailed: 'The version of this notice could not be loaded. Please try again later.',
  collect: {
    title: 'What we collect',
    items: [
      'Your name, e-mail address and phone number, and the password you choose (kept only as a scrambled hash).',
      'Where you are: your county and sub-county, and for home or office visits the place and landmark you give.',
      'Photos: your profile photo and, for businesses and professionals, portfolio and cover photos.',
      'For businesses and professionals: your bio, services, prices, working hours, employees and employers.',
      'Bookings, reviews, reports and employment requests you make or receive, and the notifications we send you.',
      'Payments: the M-Pesa phone number, amount, receipt number and what was bought.',
      'Whether you agreed to this notice (its version and the time) and whether you want offers and news.',
    ],
  },
  why: {
    title: 'Why we use it',
    items: [
      'To run your account and sign you in (our contract with you).',
      'To arrange bookings, hiring and reviews between clients, professionals and businesses (our contract with you).',
      'To take M-Pesa payments for subscriptions and contacts, and keep the records tax law requires (legal obligation).',
      'To send you booking updates, password reset codes and notices about your account (our contract with you).',
      'To keep the marketplace safe: reports, limits against abuse and security logs (our legitimate interest).',
      'To send offers and news, only if you said yes (your consent, which you can take back at any time).',
    ],
    cookies:
      'We use one sign-in cookie and one security cookie. We use no advertising or tracking cookies, and we do not sell your data.',
  },
  keep: {
    title: 'How long we keep it',
    intro: 'Each kind of record is kept as long as below, then deleted.',
    loading: 'Loading how long each record is kept…',
    failed: 'How long each record is kept could not be loaded. Please try again later.',
    kinds: {
      account: 'Your account, profile, photos, bookings, reviews you wrote and hiring requests',
      payments:
        'Payment records (kept for tax law; after you delete your account, without your name or phone)',
      notifications: 'Notifications we sent you',
      password_reset_codes: 'Password reset codes (kept scrambled)',
      contact_messages: 'Messages sent through the contact form',
      logs: 'Server logs (times and ids of requests, never names, phone numbers or e-mails)',
      backups: 'Backups of the database',
    } as Record<string, string>,
    whileAccount: 'while your account exists',
    years: (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`,
    days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  },
  share: {
    title: 'Who receives it',
    items: [
      ['Safaricom', 'the M-Pesa phone number and amount of a payment you start, to take it.'],
      ['Our SMS provider', 'your phone number and the text of the messages we send you.'],
      ['Our e-mail provider', 'your e-mail address and the messages we send you (codes, notices).'],
      [
        'Other users',
        'what your profile shows; a vendor you book sees your name and the booking. Contact details of businesses and professionals are shown to subscribers and paid contacts only.',
      ],
    ] as const,
  },
  rights: {
    title: 'Your rights',
    intro: 'Under the Data Protection Act, 2019 you have the right:',
    items: [
      ['to be told', 'how your data is used (this notice);'],
      ['of access', 'to a copy of the data we hold about you;'],
      ['to correction', 'of data that is wrong or out of date;'],
      ['to deletion', 'of your data, apart from what the law makes us keep;'],
      ['to object', 'to a use of your data, offers and news included;'],
      ['to portability', 'to get your data in a form another service can read;'],
    ] as const,
    complaint: 'to complain to the Office of the Data Protection Commissioner',
  },
  use: {
    title: 'How to use them',
    intro: 'Signed in, open Account details (from your account page) to:',
    accountDetails: 'Open Account details',
    items: [
      'correct your name, phone, e-mail and photo;',
      '"Download my data" gives everything we hold about you, as JSON, with your photos in a ZIP file;',
      '"Send me offers and news" turns marketing on or off;',
      '"Delete my account" deletes your account and your personal data. Payment records stay, without your name or phone, as long as tax law needs; your reviews stay as "Former user".',
    ],
    other: 'For anything else, or if you cannot sign in, write to our data protection officer.',
  },
  officer: {
    title: 'Data protection officer',
    loading: 'Loading the contact of our data protection officer…',
    failed: 'The contact of our data protection officer could not be loaded. Please write to us through',
    contactForm: 'the contact form',
    email: 'E-mail',
    phone: 'Phone',
  },
};

/** The privacy notice (Data Protection Act 2019, section 29): public, prerendered, readable on a phone. */
export function PrivacyPage() {
  const notice = useQuery(privacyNoticeQuery);
  const facts = notice.data;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 leading-relaxed sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{COPY.title}</h1>
        <p className="text-muted-foreground">{COPY.intro}</p>
        <p className="text-sm text-muted-foreground" aria-busy={notice.isPending}>
          {facts
            ? COPY.version(facts.version, effectiveDate.format(new Date(facts.effective_date)))
            : notice.isError
              ? COPY.versionFailed
              : COPY.versionLoading}
        </p>
      </header>

      <Section title={COPY.collect.title}>
        <List items={COPY.collect.items} />
      </Section>

      <Section title={COPY.why.title}>
        <List items={COPY.why.items} />
        <p>{COPY.why.cookies}</p>
      </Section>

      <Section title={COPY.keep.title}>
        <p>{COPY.keep.intro}</p>
        <div aria-busy={notice.isPending}>
          {facts ? (
            <RetentionList retention={facts.retention} />
          ) : (
            <p className="text-muted-foreground">{notice.isError ? COPY.keep.failed : COPY.keep.loading}</p>
          )}
        </div>
      </Section>

      <Section title={COPY.share.title}>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {COPY.share.items.map(([who, what]) => (
            <li key={who}>
              <strong className="font-semibold">{who}</strong>: {what}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={COPY.rights.title}>
        <p>{COPY.rights.intro}</p>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {COPY.rights.items.map(([right, what]) => (
            <li key={right}>
              <strong className="font-semibold">{right}</strong> {what}
            </li>
          ))}
          <li>
            <strong className="font-semibold">{COPY.rights.complaint}</strong> (
            <a href={ODPC_URL} className={inlineLink} rel="noopener">
              www.odpc.go.ke
            </a>
            ).
          </li>
        </ul>
      </Section>

      <Section title={COPY.use.title}>
        <p>{COPY.use.intro}</p>
        <List items={COPY.use.items} />
        <Button asChild variant="outline" className="self-start">
          <Link to="/account-details">{COPY.use.accountDetails}</Link>
        </Button>
        <p>{COPY.use.other}</p>
      </Section>

      <Section title={COPY.officer.title}>
        <div aria-busy={notice.isPending}>
          {facts ? (
            <Officer officer={facts.data_protection_officer} />
          ) : notice.isError ? (
            <p>
              {COPY.officer.failed}{' '}
              <TextLink to="/contact-form" className="inline text-base underline">
                {COPY.officer.contactForm}
              </TextLink>
              .
            </p>
          ) : (
            <p className="text-muted-foreground">{COPY.officer.loading}</p>
          )}
        </div>
      </Section>
    </article>
  );
}

// Underlined: a link inside a sentence must not be told apart by its colour alone.
const inlineLink = textLinkClass('primary', 'inline text-base underline');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1 ps-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Whole years read as years (leap days included: seven years are 2,557 days), anything else as days. */
function period(days: number): string {
  const years = Math.round(days / 365.25);
  return years >= 1 && Math.abs(days - years * 365.25) <= 2 ? COPY.keep.years(years) : COPY.keep.days(days);
}

/** Known kinds first, in the notice's order, then any other kind the server names. */
function RetentionList({ retention }: { retention: Retention }) {
  const known = Object.keys(COPY.keep.kinds);
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
            <dt>{COPY.keep.kinds[kind] ?? kind.replace(/_/g, ' ')}</dt>
            <dd className="shrink-0 font-semibold">
              {days === null || days === undefined ? COPY.keep.whileAccount : period(days)}
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
        {COPY.officer.email}:{' '}
        <a href={`mailto:${officer.email}`} className={`${inlineLink} break-all`}>
          {officer.email}
        </a>
      </span>
      {officer.phone ? (
        <span>
          {COPY.officer.phone}:{' '}
          <a href={`tel:${officer.phone.replace(/\s/g, '')}`} className={inlineLink}>
            {officer.phone}
          </a>
        </span>
      ) : null}
    </address>
  );
}
