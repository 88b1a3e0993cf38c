import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@urembo/api-client';
import { addDays, formatKES, isValidSubCounty, nairobiToday } from '@urembo/kenya';
import {
  Button,
  CountySubCountySelect,
  EmptyState,
  Field,
  formatBookingDate,
  Input,
  Skeleton,
  toast,
  type SlotPickerValue,
} from '@urembo/ui';
import { CircleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { t, type MessageId } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { fieldErrorsFrom } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { bookingKeys, bookingMutations } from '../../queries/bookings.ts';
import { businessQuery } from '../../queries/businesses.ts';
import { invalidate } from '../../queries/invalidate.ts';
import { isValidId } from '../../queries/pages.ts';
import { professionalQuery } from '../../queries/professionals.ts';
import {
  menuQuery,
  scheduleQuery,
  schedulingKeys,
  slotDaysQuery,
  slotsOnQuery,
} from '../../queries/scheduling.ts';
import { isNotFound } from '../shared/errors.ts';
import { BackLink } from '../shared/links.tsx';
import { duration } from '../shared/duration.ts';

const SlotPicker = lazy(() => import('./booking-slot-picker.tsx'));

/** The server offers slots up to 90 days ahead; the strip pages through them two weeks at a time. */
const HORIZON_DAYS = 90;
const PAGE_DAYS = 14;

type Place = Schemas['BookingPlace'];
type MenuItem = Schemas['MenuItem'];

interface VendorForBooking {
  name: string;
  /** From the vendor's profile: where a booking at the vendor's place happens ('' when not set). */
  county: string;
  subCounty: string;
  /** The street or building a business gives; '' for a professional. */
  location: string;
}

type VendorKind = 'professional' | 'business';

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

const placeName = (place: Place, vendorName: string) =>
  place === 'vendor' ? t('customer.booking.atVendor', { name: vendorName }) : t('customer.booking.atClient');

const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

const radioClasses =
  'size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const optionClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent';
const legendClasses = 'px-1 text-base font-semibold';
const fieldsetClasses = 'flex min-w-0 flex-col gap-3 rounded-lg border p-4';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const validId = isValidId(vendorId);
  const menu = useQuery({ ...menuQuery(vendorId), enabled: validId });
  const schedule = useQuery({ ...scheduleQuery(vendorId), enabled: validId });

  const [today] = useState(nairobiToday);
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [pageStart, setPageStart] = useState(0);
  const [pick, setPick] = useState<SlotPickerValue>({ date: null, slot: null });
  const [chosenPlace, setChosenPlace] = useState<Place | null>(null);
  const [address, setAddress] = useState('');
  const [landmark, setLandmark] = useState('');
  const [county, setCounty] = useState('');
  const [subCounty, setSubCounty] = useState('');
  const [clientName, setClientName] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const from = addDays(today, pageStart);
  const dayCount = Math.min(PAGE_DAYS, HORIZON_DAYS + 1 - pageStart);
  const days = useQuery({
    ...slotDaysQuery(vendorId, serviceId ?? 0, from, dayCount),
    enabled: serviceId !== null,
  });
  const slots = useQuery({
    ...slotsOnQuery(vendorId, serviceId ?? 0, pick.date ?? ''),
    enabled: serviceId !== null && pick.date !== null,
  });

  const slotError = [serverErrors.booking_date, serverErrors.booking_time].filter(Boolean).join(' ');
  const slotErrorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (slotError) slotErrorRef.current?.scrollIntoView({ block: 'center' });
  }, [slotError]);

  const overview =
    kind === 'professional' ? paths.customerProfessional(vendorId) : paths.customerBusiness(vendorId);
  const back = <BackLink to={overview}>{t('customer.back')}</BackLink>;

  const offered = schedule.data?.places.length ? schedule.data.places : (['vendor'] as Place[]);
  // The server's default is the vendor's first place: start on it, so one offered place needs no choice.
  const place = chosenPlace && offered.includes(chosenPlace) ? chosenPlace : offered[0]!;
  const vendorLocation =
    vendor && isValidSubCounty(vendor.county, vendor.subCounty)
      ? { county: vendor.county, subCounty: vendor.subCounty }
      : null;
  const where = place === 'vendor' && vendorLocation ? vendorLocation : { county, subCounty };
  const service = menu.data?.items.find((item) => item.service === serviceId);

  const submit = useMutation({
    mutationKey: bookingMutations.create,
    mutationFn: async () => {
      const body = {
        booking_date: pick.date!,
        booking_time: pick.slot!.start,
        county: where.county,
        sub_county: where.subCounty,
        vendor: vendorId,
        service: serviceId!,
        client_name: clientName.trim(),
        place,
        ...(place === 'client' ? { address: address.trim(), landmark: landmark.trim() } : {}),
      };
      return kind === 'professional'
        ? (await api.POST('/api/bookings/', { body })).data!
        : (await api.POST('/api/business-bookings/', { body })).data!;
    },
    onSuccess: async () => {
      await invalidate(queryClient, bookingKeys.ofCustomer, schedulingKeys.slots(vendorId));
      toast({ title: t('customer.booking.submitted'), variant: 'success' });
      void navigate('/appointments');
    },
    onError: (error) => {
      const fields = fieldErrorsFrom(error);
      if (fields.booking_date || fields.booking_time) {
        // Someone else took the slot: show the times as they are now, keep the day and the rest.
        setPick((current) => ({ date: current.date, slot: null }));
        void invalidate(queryClient, schedulingKeys.slots(vendorId));
      }
      // The vendor stopped taking bookings meanwhile: the page then says so instead of the form.
      if (fields.vendor) void invalidate(queryClient, schedulingKeys.schedule(vendorId));
      if (!Object.keys(fields).length && isApiError(error) && error.status < 500)
        fields.non_field_errors = error.detail;
      setServerErrors(fields);
      toast({
        title: t('customer.booking.submitError'),
        description: Object.values(fields).join(' ') || undefined,
        variant: 'error',
      });
    },
  });

  if (notFound || isNotFound(menu.error))
    return <EmptyState titleAs="h1" title={t('customer.booking.notFound')} action={back} />;

  const clearError = (...fields: string[]) =>
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  const unfilled: (MessageId | false)[] = [
    !service && 'customer.booking.missing.service',
    !(pick.date && pick.slot) && 'customer.booking.missing.dayAndTime',
    place === 'client' && !address.trim() && 'customer.booking.missing.address',
    place === 'client' && !landmark.trim() && 'customer.booking.missing.landmark',
    !where.county && 'customer.booking.missing.county',
    !where.subCounty && 'customer.booking.missing.subCounty',
    !clientName.trim() && 'customer.booking.missing.clientName',
  ];
  const missing = unfilled.filter((item) => item !== false);
  const complete = missing.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || submit.isPending) return;
    setServerErrors({});
    submit.mutate();
  };

  const chooseService = (item: MenuItem) => {
    setServiceId(item.service);
    // Times depend on the service's length: what was picked for another service may not fit.
    setPick({ date: null, slot: null });
    setPageStart(0);
    clearError('service', 'booking_date', 'booking_time');
  };

  const generalError = [serverErrors.non_field_errors, serverErrors.vendor, serverErrors.place]
    .concat(place === 'vendor' && vendorLocation ? [serverErrors.county, serverErrors.sub_county] : [])
    .filter(Boolean)
    .join(' ');

  const waiting = loading || (validId && (menu.isPending || schedule.isPending));
  const loadFailed = failed || menu.isError || schedule.isError;
  const unavailable = schedule.data?.is_available === false;
  const placeText = (name: string) => {
    const details =
      place === 'vendor'
        ? joined(vendor?.location ?? '', where.subCounty, where.county)
        : joined(address, landmark, where.subCounty, where.county);
    return details ? `${placeName(place, name)}: ${details}` : placeName(place, name);
  };

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
  else if (waiting || !vendor || !menu.data)
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('customer.loading')}</span>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <fieldset
          className={fieldsetClasses}
          aria-describedby={serverErrors.service ? `${ids}-service-error` : undefined}
        >
          <legend className={legendClasses}>{t('customer.booking.service')}</legend>
          {menu.data.items.map((item) => (
            <label key={item.service} className={optionClasses}>
              <input
                type="radio"
                name={`${ids}-service`}
                value={item.service}
                checked={item.service === serviceId}
                onChange={() => chooseService(item)}
                className={radioClasses}
              />
              <span className="min-w-0 flex-1 font-medium break-words">{item.name}</span>{' '}
              <span className="flex flex-col items-end text-sm">
                <span className="font-semibold whitespace-nowrap">{formatKES(item.price_kes)}</span>{' '}
                <span className="whitespace-nowrap text-muted-foreground">
                  {duration(item.duration_minutes)}
                </span>
              </span>
            </label>
          ))}
          <p
            id={`${ids}-service-error`}
            aria-live="polite"
            className={serverErrors.service ? 'text-sm text-destructive' : 'sr-only'}
          >
            {serverErrors.service}
          </p>
        </fieldset>

        <fieldset className={fieldsetClasses}>
          <legend className={legendClasses}>{t('customer.booking.dayAndTime')}</legend>
          {serviceId === null ? (
            <p className="text-sm text-muted-foreground">{t('customer.booking.chooseServiceFirst')}</p>
          ) : (
            <Suspense
              fallback={
                <div aria-busy="true" className="flex flex-col gap-2">
                  <span className="sr-only">{t('customer.loading')}</span>
                  <Skeleton className="h-5 w-16" />
                  <Skeleton className="h-[4.625rem] w-full" />
                </div>
              }
            >
              <SlotPicker
                days={days.data?.days}
                daysError={days.isError}
                slots={slots.data?.slots}
                slotsError={slots.isError}
                onRetry={() => void (days.isError ? days.refetch() : slots.refetch())}
                closedDates={days.data?.days.filter((day) => day.closed).map((day) => day.date)}
                value={pick}
                onValueChange={(next) => {
                  setPick(next);
                  clearError('booking_date', 'booking_time');
                }}
                onPageChange={(direction) =>
                  setPageStart((start) =>
                    Math.max(0, start + (direction === 'next' ? PAGE_DAYS : -PAGE_DAYS)),
                  )
                }
                canPrevious={pageStart > 0}
                canNext={pageStart + PAGE_DAYS <= HORIZON_DAYS}
              />
            </Suspense>
          )}
          <p
            ref={slotErrorRef}
            role="alert"
            className={slotError ? 'flex items-center gap-2 text-sm text-destructive' : 'sr-only'}
          >
            {slotError ? (
              <>
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                {slotError} {t('customer.booking.chooseAnotherTime')}
              </>
            ) : null}
          </p>
        </fieldset>

        <fieldset className={fieldsetClasses}>
          <legend className={legendClasses}>{t('customer.booking.where')}</legend>
          <div className="flex flex-col gap-2">
            {offered.map((option) => (
              <label key={option} className={optionClasses}>
                <input
                  type="radio"
                  name={`${ids}-place`}
                  value={option}
                  checked={option === place}
                  onChange={() => {
                    setChosenPlace(option);
                    clearError('place', 'address', 'landmark', 'county', 'sub_county');
                  }}
                  className={radioClasses}
                />
                <span className="min-w-0 font-medium break-words">{placeName(option, vendor.name)}</span>
              </label>
            ))}
          </div>
          {place === 'client' ? (
            <>
              <Field
                label={t('customer.booking.address')}
                required
                error={serverErrors.address}
                hint={t('customer.booking.addressHint')}
              >
                <Input
                  value={address}
                  maxLength={200}
                  autoComplete="street-address"
                  onChange={(event) => {
                    setAddress(event.target.value);
                    clearError('address');
                  }}
                />
              </Field>
              <Field
                label={t('customer.booking.landmark')}
                required
                error={serverErrors.landmark}
                hint={t('customer.booking.landmarkHint')}
              >
                <Input
                  value={landmark}
                  maxLength={200}
                  onChange={(event) => {
                    setLandmark(event.target.value);
                    clearError('landmark');
                  }}
                />
              </Field>
            </>
          ) : vendorLocation ? (
            <p className="text-sm text-muted-foreground">
              {joined(vendor.location, vendorLocation.subCounty, vendorLocation.county)}
            </p>
          ) : null}
          {place === 'client' || !vendorLocation ? (
            <CountySubCountySelect
              required
              county={county}
              subCounty={subCounty}
              onCountyChange={(value) => {
                setCounty(value);
                clearError('county', 'sub_county');
              }}
              onSubCountyChange={(value) => {
                setSubCounty(value);
                clearError('sub_county');
              }}
              countyError={serverErrors.county}
              subCountyError={serverErrors.sub_county}
            />
          ) : null}
        </fieldset>

        <Field label={t('customer.booking.clientName')} required error={serverErrors.client_name}>
          <Input
            value={clientName}
            maxLength={100}
            autoComplete="name"
            onChange={(event) => {
              setClientName(event.target.value);
              clearError('client_name');
            }}
          />
        </Field>

        <section aria-labelledby={`${ids}-summary`} className="flex flex-col gap-3 rounded-lg bg-muted p-4">
          <h2 id={`${ids}-summary`} className="text-base font-semibold">
            {t('customer.booking.summaryTitle')}
          </h2>
          {service && pick.date && pick.slot ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <SummaryRow term={t('customer.booking.summary.service')}>{service.name}</SummaryRow>
              <SummaryRow term={t('customer.booking.summary.date')}>
                <time dateTime={pick.date}>{formatBookingDate(pick.date)}</time>
              </SummaryRow>
              <SummaryRow term={t('customer.booking.summary.time')}>
                <span className="tabular-nums">
                  {pick.slot.start}–{pick.slot.end}
                </span>
              </SummaryRow>
              <SummaryRow term={t('customer.booking.summary.duration')}>
                {duration(service.duration_minutes)}
              </SummaryRow>
              <SummaryRow term={t('customer.booking.summary.price')}>
                {formatKES(service.price_kes)}
              </SummaryRow>
              <SummaryRow term={t('customer.booking.summary.place')}>{placeText(vendor.name)}</SummaryRow>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t('customer.booking.summary.empty')}</p>
          )}
        </section>

        {generalError ? (
          <p role="alert" className="text-sm text-destructive">
            {generalError}
          </p>
        ) : null}

        <div className="flex flex-col gap-2">
          <Button
            type="submit"
            className="sm:self-start"
            disabled={!complete}
            loading={submit.isPending}
            labels={{ loading: t('customer.booking.submitting') }}
            aria-describedby={complete ? undefined : `${ids}-incomplete`}
          >
            {t('customer.booking.submit')}
          </Button>
          {complete ? null : (
            <p id={`${ids}-incomplete`} className="text-sm text-muted-foreground">
              {t('customer.booking.incomplete', { missing: missing.map((item) => t(item)).join(', ') })}
            </p>
          )}
        </div>
      </form>
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

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </>
  );
}
