import { useQuery } from '@tanstack/react-query';
import { formatKenyanPhone } from '@urembo/kenya';
import { Avatar, Badge, Button, EmptyState, Rating, Skeleton } from '@urembo/ui';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';
import { useCatalogue } from './vendor-kit.tsx';

/** The business owner's own profile, as the server holds it (own e-mail and phone included). */
export function AccountSettingsPage() {
  const { data: me } = useMe();
  const { services } = useCatalogue();
  const business = useQuery({
    queryKey: ['business-owners', me?.id],
    enabled: Boolean(me),
    queryFn: async () =>
      (await api.GET('/api/business-owners/{id}/', { params: { path: { id: me!.id } } })).data!,
  });

  if (business.isError) return <EmptyState titleAs="h1" title="Failed to fetch your data, try again later" />;
  if (!business.data)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p className="sr-only">Loading...</p>
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    );
  const b = business.data;
  const place = [b.more.business_location, b.more.sub_county, b.more.county].filter(Boolean).join(', ');
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <Link
        to="/business-profile"
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={b.name} src={b.profile_pic} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{b.more.business_name || b.name}</h1>
          <p className="text-muted-foreground">
            {b.name} · {b.user_type}
          </p>
          <Rating value={b.more.review_count ? b.more.rating : null} reviewCount={b.more.review_count} />
        </div>
        <Button asChild variant="outline">
          <Link to={`/finish-setup-business/${b.id}`}>
            <Pencil aria-hidden="true" />
            Edit profile
          </Link>
        </Button>
      </header>
      <section aria-labelledby="details-heading" className="flex flex-col gap-2">
        <h2 id="details-heading" className="text-lg font-semibold">
          Details
        </h2>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="text-sm text-muted-foreground">Email</dt>
          <dd className="break-all">{b.email ?? '—'}</dd>
          <dt className="text-sm text-muted-foreground">Phone</dt>
          <dd>{b.phone_number ? formatKenyanPhone(b.phone_number) : '—'}</dd>
          <dt className="text-sm text-muted-foreground">Location</dt>
          <dd>{place || '—'}</dd>
        </dl>
      </section>
      <section aria-labelledby="bio-heading" className="flex flex-col gap-2">
        <h2 id="bio-heading" className="text-lg font-semibold">
          About the business
        </h2>
        <p className="break-words whitespace-pre-line">{b.more.business_bio || 'No description yet.'}</p>
      </section>
      <section aria-labelledby="services-heading" className="flex flex-col gap-2">
        <h2 id="services-heading" className="text-lg font-semibold">
          Services offered
        </h2>
        <ul className="flex flex-wrap gap-2">
          {b.services_business.map((id) => (
            <li key={id}>
              <Badge variant="outline">{services.data?.get(id) ?? 'Unknown Service'}</Badge>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
