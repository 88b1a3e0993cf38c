import { formatKenyanPhone } from '@urembo/kenya';
import { Avatar, Badge, Skeleton } from '@urembo/ui';
import { Fragment, type ReactNode } from 'react';
import { t } from '../../../i18n/index.ts';

/**
 * Placeholder while a profile loads; with a `preview` (the profile shell's, filled by the server), the
 * vendor's picture, name and text in their places, the rest as placeholders.
 */
export function ProfileSkeleton({
  preview,
  back,
}: {
  preview?: { name: string; picture: string | null; bio: string };
  back?: ReactNode;
}) {
  if (!preview)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p className="sr-only">{t('shared.loading')}</p>
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  return (
    <article aria-busy="true" className="flex flex-col gap-6">
      {back}
      <ProfileHeader
        name={preview.name}
        picture={preview.picture}
        details={
          <>
            <p className="sr-only">{t('shared.loading')}</p>
            <Skeleton className="h-16 w-40" />
          </>
        }
        aside={<Skeleton className="h-20 w-full sm:w-32" />}
      />
      <ProfileSection id="about-heading" title={t('shared.profile.about')}>
        <p className="break-words whitespace-pre-line">{preview.bio}</p>
      </ProfileSection>
      <Skeleton className="h-24 w-full" />
    </article>
  );
}

/**
 * A profile's header: picture, name as the page's h1, the page's `details` under it and `aside`. The
 * picture is at the top of the page, often its largest content: it loads at once, first.
 */
export function ProfileHeader({
  name,
  picture,
  pictureOf = name,
  details,
  aside,
}: {
  name: string;
  picture: string | null;
  /** Whose picture it is, when not the heading's (a business shows its owner's). */
  pictureOf?: string;
  details: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={pictureOf} src={picture} size="lg" priority />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-2xl font-bold break-words">{name}</h1>
        {details}
      </div>
      {aside}
    </header>
  );
}

/** A titled section of a profile (About, Services, Reviews ...), named by its h2. */
export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold break-words">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The services a vendor offers, as badges; `empty`, when given, says there are none. */
export function ServiceBadges({
  services,
  empty,
}: {
  services: readonly { id: number; name: string }[];
  empty?: string;
}) {
  if (services.length === 0 && empty) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {services.map((service) => (
        <li key={service.id}>
          <Badge variant="outline">{service.name}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Facts of a profile as label and value rows (side by side from the small breakpoint up). */
export function DetailList({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The e-mail and phone rows of one's own profile ('—' for what is not given); call it while rendering. */
export function contactRows(account: { email: string | null; phone_number: string | null }) {
  return [
    [t('shared.profile.email'), <span className="break-all">{account.email ?? '—'}</span>],
    [t('shared.profile.phone'), account.phone_number ? formatKenyanPhone(account.phone_number) : '—'],
  ] as const;
}
