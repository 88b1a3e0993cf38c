import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@urembo/api-client';
import { isValidSubCounty } from '@urembo/kenya';
import { Button, EmptyState, Skeleton } from '@urembo/ui';
import { CircleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { businessQuery, professionalQuery } from '../../profiles/index.ts';
import { isValidId } from '../../../lib/paging.ts';
import { menuQuery, scheduleQuery, staffQuery } from '../../schedule/index.ts';
import { isNotFound } from '../../../lib/errors.ts';
import { BackLink } from '../../../lib/links.tsx';
import type { VendorForBooking, VendorKind } from './booking-fields.tsx';

type Place = Schemas['BookingPlace'];

// The form and the form library (~6 KB gzip) load beside the vendor's menu and hours rather than with the
// page, whose first load stays within its budget (apps/web/test/weight.test.ts).
const loadFields = () => import('./booking-fields.tsx');
const BookingFields = lazy(() => loadFields().then((module) => ({ default: module.BookingFields })));

/** /professional-booking/:id */
export function ProfessionalBookingPage() {
  const id = Number(useParams().id);
  const professional = useQuery(professionalQuery(id));
  const vendor: VendorForBooking | undefined = professional.data && {
    name: professional.data.name,
    county: professional.data.more.county,
    subCounty: professional.data.more.sub_county,
    location: '',
  };
  return (
    <BookingForm
      kind="professional"
      vendorId={id}
      vendor={vendor}
      loading={professional.isPending && isValidId(id)}
      failed={professional.isError}
      notFound={!isValidId(id) || isNotFound(professional.error)}
    />
  );
}

/** /business-booking/:id */
export function BusinessBookingPage() {
  const id = Number(useParams().id);
  const business = useQuery(businessQuery(id));
  const vendor: VendorForBooking | undefined = business.data && {
    name: business.data.more.business_name || business.data.name,
    county: business.data.more.county,
    subCounty: business.data.more.sub_county,
    location: business.data.more.business_location,
  };
  return (
    <BookingForm
      kind="business"
      vendorId={id}
      vendor={vendor}
      loading={business.isPending && isValidId(id)}
      failed={business.isError}
      notFound={!isValidId(id) || isNotFound(business.error)}
    />
  );
}

function BookingForm({
  kind,
  vendorId,
  vendor,
  loading,
  failed,
  notFound,
}: {
  kind: VendorKind;
  vendorId: number;
  vendor: VendorForBooking | undefined;
  loading: boolean;
  failed: boolean;
  notFound: boolean;
}) {
  const validId = isValidId(vendorId);
  const menu = useQuery({ ...menuQuery(vendorId), enabled: validId });
  const schedule = useQuery({ ...scheduleQuery(vendorId), enabled: validId });
  // A business's staff, for "With whom?"; without them (or while they load) the client books anyone.
  const staff = useQuery({ ...staffQuery(vendorId), enabled: validId && kind === 'business' });
  useEffect(() => {
    void loadFields();
  }, []);

  const overview =
    kind === 'professional' ? paths.customerProfessional(vendorId) : paths.customerBusiness(vendorId);
  const back = <BackLink to={overview}>{t('customer.back')}</BackLink>;

  if (notFound || isNotFound(menu.error))
    return <EmptyState titleAs="h1" title={t('customer.booking.notFound')} action={back} />;

  const waiting = loading || (validId && (menu.isPending || schedule.isPending));
  const loadFailed = failed || menu.isError || schedule.isError;
  const unavailable = schedule.data?.is_available === false;
  const skeleton = (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('customer.loading')}</span>
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );

  let body: ReactNode;
  if (loadFailed)
    body = (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-md border border-destructive p-3 text-sm text-destructive"
      >
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('customer.booking.loadError')}
      </p>
    );
  else if (waiting || !vendor || !menu.data) body = skeleton;
  else if (unavailable)
    body = (
      <EmptyState
        role="status"
        titleAs="h2"
        title={t('customer.booking.unavailable', { name: vendor.name })}
        description={t('customer.booking.unavailableHint')}
      />
    );
  else if (menu.data.items.length === 0)
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        {t('customer.booking.noServices')}
      </p>
    );
  else
    body = (
      <Suspense fallback={skeleton}>
        <BookingFields
          kind={kind}
          vendorId={vendorId}
          vendor={vendor}
          vendorPlace={
            isValidSubCounty(vendor.county, vendor.subCounty)
              ? { county: vendor.county, subCounty: vendor.subCounty }
              : null
          }
          items={menu.data.items}
          offered={schedule.data?.places.length ? schedule.data.places : (['vendor'] as Place[])}
          staff={staff.data?.results ?? []}
          instant={schedule.data?.instant_booking ?? 'off'}
          areas={schedule.data?.service_areas ?? []}
        />
      </Suspense>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {back}
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('customer.booking.title')}</h1>
        {vendor ? (
          <p className="text-muted-foreground">{t('customer.booking.with', { name: vendor.name })}</p>
        ) : null}
      </header>
      {body}
    </div>
  );
}

/**
 * The form's Submit and the note of what it still waits for, drawn by the fields. It lives in the page's
 * module, which the fields import: the page then reaches the design system's Button (and with it Radix
 * Slot and the components' locale helpers) like every other page, and the fields reach what the page
 * reaches (the profiles' queries with the county names). Rolldown groups modules by the pages that reach
 * them, so those stay in the chunks every route loads instead of splitting into chunks of their own
 * (apps/web/test/weight.test.ts).
 */
export function BookingSubmit({
  missing,
  pending,
  noteId,
}: {
  /** What is still to be given, in the order of the form; Submit waits for none. */
  missing: string[];
  pending: boolean;
  noteId: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="submit"
        className="sm:self-start"
        disabled={missing.length > 0}
        loading={pending}
        labels={{ loading: t('customer.booking.submitting') }}
        aria-describedby={missing.length > 0 ? noteId : undefined}
      >
        {t('customer.booking.submit')}
      </Button>
      {missing.length > 0 ? (
        <p id={noteId} className="text-sm text-muted-foreground">
          {t('customer.booking.incomplete', { missing: missing.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
