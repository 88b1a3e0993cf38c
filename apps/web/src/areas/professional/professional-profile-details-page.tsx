import { useQuery } from '@tanstack/react-query';
import { formatKenyanPhone } from '@urembo/kenya';
import { Avatar, Badge, EmptyState, Rating, ReviewList, Skeleton } from '@urembo/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { toReviewItems } from '../business/vendor-kit.tsx';
import { useOwnProfile } from './use-own-profile.ts';

/** The professional's own profile, from the server: bio, services, rating, reviews, joined date. */
export function ProfessionalProfileDetailsPage() {
  const profile = useOwnProfile();
  const id = profile.data?.id;
  const reviews = useQuery({
    queryKey: ['professionals-reviews', id],
    enabled: id !== undefined,
    queryFn: async () =>
      (
        await api.GET('/api/professionals-reviews/', {
          params: { query: { professional: id!, page_size: 100 } },
        })
      ).data!,
  });

  if (profile.isError) return <EmptyState titleAs="h1" title="An error occurred fetching user data" />;
  if (!profile.data)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p className="sr-only">Loading...</p>
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    );
  const pro = profile.data;
  const joined = new Intl.DateTimeFormat('en-KE', { dateStyle: 'long' }).format(new Date(pro.joined_date));
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link
        to="/professional-profile"
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={pro.name} src={pro.profile_pic} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{pro.name}</h1>
          <p className="text-muted-foreground">{pro.user_type}</p>
          <p>{[pro.more.sub_county, pro.more.county].filter(Boolean).join(', ')}</p>
          <Rating value={pro.review_count ? pro.rating : null} reviewCount={pro.review_count} />
        </div>
        <Badge variant={pro.is_available ? 'success' : 'secondary'}>
          {pro.is_available ? 'Available' : 'Not available'}
        </Badge>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-muted-foreground">Joined</dt>
        <dd>
          <time dateTime={pro.joined_date}>{joined}</time>
        </dd>
        <dt className="text-sm text-muted-foreground">Experience level</dt>
        <dd>{pro.expertise ?? 'Not given'}</dd>
        <dt className="text-sm text-muted-foreground">Email</dt>
        <dd className="break-all">{pro.email ?? '—'}</dd>
        <dt className="text-sm text-muted-foreground">Phone</dt>
        <dd>{pro.phone_number ? formatKenyanPhone(pro.phone_number) : '—'}</dd>
      </dl>
      <section aria-labelledby="bio-heading" className="flex flex-col gap-2">
        <h2 id="bio-heading" className="text-lg font-semibold">
          Bio
        </h2>
        <p className="break-words whitespace-pre-line">{pro.more.bio || 'No bio yet.'}</p>
        <Link
          to={`/finish-setup-business-professional/${pro.id}`}
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Edit profile
        </Link>
      </section>
      <section aria-labelledby="services-heading" className="flex flex-col gap-2">
        <h2 id="services-heading" className="text-lg font-semibold">
          Services
        </h2>
        <ul className="flex flex-wrap gap-2">
          {pro.services.map((sid) => (
            <li key={sid}>
              <Badge variant="outline">
                {pro.services_detail.find((s) => s.id === sid)?.name ?? 'Unknown Service'}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reviews-heading" className="flex flex-col gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          Reviews ({reviews.data?.count ?? pro.review_count})
        </h2>
        <ReviewList reviews={toReviewItems(reviews.data?.results ?? [])} loading={reviews.isPending} />
      </section>
    </article>
  );
}
