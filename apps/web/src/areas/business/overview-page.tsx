import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError, toFormData } from '@urembo/api-client';
import { formatKenyanPhone } from '@urembo/kenya';
import { Avatar, Badge, Button, EmptyState, Rating, ReviewList, Skeleton, toast } from '@urembo/ui';
import { ArrowLeft, Flag, Mail, Phone, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { errorText, GENERIC_ERROR, todayInNairobi, toReviewItems } from './vendor-kit.tsx';

/** A professional seen by a business owner: profile, reviews, contact (when entitled) and Add Employee. */
export function OverviewPage() {
  const id = Number(useParams().id);
  const { data: me } = useMe();
  const [paying, setPaying] = useState(false);
  const [addAfterPaying, setAddAfterPaying] = useState(false);

  const professional = useQuery({
    queryKey: ['beauty-professionals', id],
    enabled: Number.isInteger(id) && id > 0,
    queryFn: async () =>
      (await api.GET('/api/beauty-professionals/{id}/', { params: { path: { id } } })).data!,
  });
  const reviews = useQuery({
    queryKey: ['professionals-reviews', id],
    enabled: Number.isInteger(id) && id > 0,
    queryFn: async () =>
      (
        await api.GET('/api/professionals-reviews/', {
          params: { query: { professional: id, page_size: 100 } },
        })
      ).data!,
  });

  const addEmployee = useMutation({
    mutationFn: async () =>
      api.POST('/api/business-employees/', {
        body: { business: me!.id, employee: id, employment_start_date: todayInNairobi() },
        bodySerializer: toFormData,
      }),
    onSuccess: () => toast({ title: 'Employee request sent successfully!', variant: 'success' }),
    onError: (error) => {
      if (isApiError(error) && error.status === 402) {
        setAddAfterPaying(true);
        setPaying(true);
      } else if (isApiError(error) && error.status === 409) {
        toast({ title: 'Employee is already added', variant: 'error' });
      } else {
        toast({ title: errorText(error), variant: 'error' });
      }
    },
  });

  if (
    !Number.isInteger(id) ||
    id < 1 ||
    (professional.isError && isApiError(professional.error) && professional.error.status === 404)
  )
    return <EmptyState titleAs="h1" title="This professional was not found." action={<BackLink />} />;
  if (professional.isError) return <EmptyState titleAs="h1" title={GENERIC_ERROR} action={<BackLink />} />;
  if (professional.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p className="sr-only">Loading...</p>
        <Skeleton className="h-20 w-20 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );

  const pro = professional.data;
  const place = [pro.more.sub_county, pro.more.county].filter(Boolean).join(', ');
  const experience = pro.expertise ?? pro.more.experience_level;
  const reviewItems = toReviewItems(reviews.data?.results ?? []);
  const contactShown = Boolean(pro.phone_number || pro.email);

  return (
    <article className="flex flex-col gap-6">
      <BackLink />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={pro.name} src={pro.profile_pic} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{pro.name}</h1>
          <p className="text-muted-foreground">{pro.user_type}</p>
          {place ? <p>{place}</p> : null}
          <Rating value={pro.review_count ? pro.rating : null} reviewCount={pro.review_count} />
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Badge variant={pro.is_available ? 'success' : 'secondary'}>
            {pro.is_available ? 'Available' : 'Not available'}
          </Badge>
          <Button
            loading={addEmployee.isPending}
            onClick={() => {
              if (contactShown) return addEmployee.mutate();
              // The contact is hidden exactly when hiring needs a payment first: ask for it now
              // rather than let the server answer 402.
              setAddAfterPaying(true);
              setPaying(true);
            }}
          >
            <UserPlus aria-hidden="true" />
            Add Employee
          </Button>
        </div>
      </header>

      <section aria-labelledby="contact-heading" className="flex flex-col gap-2 rounded-lg border p-4">
        <h2 id="contact-heading" className="text-lg font-semibold">
          Contact
        </h2>
        {pro.phone_number ? (
          <ul className="flex flex-col gap-1">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a
                className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
                href={`tel:+${pro.phone_number}`}
              >
                {formatKenyanPhone(pro.phone_number)}
              </a>
            </li>
            {pro.email ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <a
                  className="break-all text-primary underline-offset-4 hover:underline"
                  href={`mailto:${pro.email}`}
                >
                  {pro.email}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p className="text-sm text-muted-foreground">
              Subscribe or pay once to see this professional's phone number.
            </p>
            <Button
              variant="outline"
              onClick={() => {
                setAddAfterPaying(false);
                setPaying(true);
              }}
            >
              <Phone aria-hidden="true" />
              Show phone number
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="about-heading" className="flex flex-col gap-2">
        <h2 id="about-heading" className="text-lg font-semibold">
          About
        </h2>
        <p className="break-words whitespace-pre-line">{pro.more.bio || 'No bio yet.'}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Experience level</dt>
          <dd>{experience ?? 'Not given'}</dd>
          <dt className="text-muted-foreground">Reviews</dt>
          <dd>{pro.review_count}</dd>
        </dl>
      </section>

      <section aria-labelledby="services-heading" className="flex flex-col gap-2">
        <h2 id="services-heading" className="text-lg font-semibold">
          Services offered
        </h2>
        {pro.services.length ? (
          <ul className="flex flex-wrap gap-2">
            {pro.services.map((serviceId) => (
              <li key={serviceId}>
                <Badge variant="outline">
                  {pro.services_detail.find((s) => s.id === serviceId)?.name ?? 'Unknown Service'}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No services listed.</p>
        )}
      </section>

      <section aria-labelledby="reviews-heading" className="flex flex-col gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          Reviews ({reviews.data?.count ?? pro.review_count})
        </h2>
        <ReviewList reviews={reviewItems} loading={reviews.isPending} />
      </section>

      <p>
        <Link
          to={`/report-professional/${pro.id}`}
          className="inline-flex items-center gap-2 text-sm font-medium text-destructive underline-offset-4 hover:underline"
        >
          <Flag aria-hidden="true" className="size-4" />
          Report this user
        </Link>
      </p>

      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        purpose={{ kind: 'annual-or-contact', subscriptionType: 'BO_ANNUAL', target: pro.id, name: pro.name }}
        onPaid={() => {
          if (addAfterPaying) {
            setAddAfterPaying(false);
            addEmployee.mutate();
          }
        }}
      />
    </article>
  );
}

function BackLink() {
  return (
    <Link
      to="/business-dashboard"
      className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to professionals
    </Link>
  );
}
