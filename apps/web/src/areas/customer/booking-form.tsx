import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@urembo/api-client';
import { nairobiToday, nairobiWallDate } from '@urembo/kenya';
import {
  BookingDateTimePicker,
  Button,
  CountySubCountySelect,
  EmptyState,
  Field,
  Input,
  Select,
  SelectItem,
  Skeleton,
  toast,
  type BookingSlot,
} from '@urembo/ui';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { fieldErrorsFrom } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { bookingKeys, bookingMutations } from '../../queries/bookings.ts';
import { businessQuery } from '../../queries/businesses.ts';
import { invalidate } from '../../queries/invalidate.ts';
import { serviceNamesQuery } from '../../queries/catalogue.ts';
import { isValidId } from '../../queries/pages.ts';
import { professionalQuery } from '../../queries/professionals.ts';
import { isNotFound } from '../shared/errors.ts';
import { BackLink } from '../shared/links.tsx';

const SUBMIT_ERROR = 'Error submitting booking, Kindly wait and try again later';
const LOAD_ERROR = 'Failed to load services. Please try again later.';

interface VendorForBooking {
  id: number;
  name: string;
  services: { id: number; name: string }[];
  /** Some service ids are not in the catalogue (the business form says so). */
  hadUnknownServices: boolean;
}

type VendorKind = 'professional' | 'business';

/** /professional-booking/:id — the date starts on today. */
export function ProfessionalBookingPage() {
  const id = Number(useParams().id);
  const professional = useQuery(professionalQuery(id));
  const vendor: VendorForBooking | undefined = professional.data && {
    id: professional.data.id,
    name: professional.data.name,
    services: professional.data.services_detail,
    hadUnknownServices: false,
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

/** /business-booking/:id — no date until the customer picks one. */
export function BusinessBookingPage() {
  const id = Number(useParams().id);
  const business = useQuery(businessQuery(id));
  const serviceNames = useQuery(serviceNamesQuery);
  const ids = business.data?.services_business ?? [];
  const known = ids.filter((serviceId) => serviceNames.data?.has(serviceId));
  const vendor: VendorForBooking | undefined =
    business.data && serviceNames.data
      ? {
          id: business.data.id,
          name: business.data.more.business_name || business.data.name,
          services: known.map((serviceId) => ({ id: serviceId, name: serviceNames.data.get(serviceId)! })),
          hadUnknownServices: known.length < ids.length,
        }
      : undefined;
  return (
    <BookingForm
      kind="business"
      vendorId={id}
      vendor={vendor}
      loading={isValidId(id) && (business.isPending || serviceNames.isPending)}
      failed={business.isError || serviceNames.isError}
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState<BookingSlot>(() => ({
    date: kind === 'professional' ? nairobiToday() : null,
    time: null,
  }));
  const [service, setService] = useState('');
  const [county, setCounty] = useState('');
  const [subCounty, setSubCounty] = useState('');
  const [clientName, setClientName] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const overview =
    kind === 'professional' ? paths.customerProfessional(vendorId) : paths.customerBusiness(vendorId);
  const back = <BackLink to={overview}>Back</BackLink>;

  const submit = useMutation({
    mutationKey: bookingMutations.create,
    mutationFn: async () => {
      const body = {
        booking_date: slot.date!,
        booking_time: slot.time!,
        county,
        sub_county: subCounty,
        vendor: vendorId,
        service: Number(service),
        client_name: clientName.trim(),
      };
      return kind === 'professional'
        ? (await api.POST('/api/bookings/', { body })).data!
        : (await api.POST('/api/business-bookings/', { body })).data!;
    },
    onSuccess: async () => {
      await invalidate(queryClient, bookingKeys.ofCustomer);
      toast({ title: 'Booking submitted successfully.', variant: 'success' });
      void navigate('/appointments');
    },
    onError: (error) => {
      const fields = fieldErrorsFrom(error);
      if (!Object.keys(fields).length && isApiError(error) && error.status < 500)
        fields.non_field_errors = error.detail;
      setServerErrors(fields);
      toast({
        title: SUBMIT_ERROR,
        description: Object.values(fields).join(' ') || undefined,
        variant: 'error',
      });
    },
  });

  if (notFound) return <EmptyState titleAs="h1" title="This vendor was not found." action={back} />;

  const complete = Boolean(slot.date && slot.time && service && clientName.trim() && county && subCounty);
  const clearError = (...fields: string[]) =>
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || submit.isPending) return;
    setServerErrors({});
    submit.mutate();
  };
  const slotError = [serverErrors.booking_date, serverErrors.booking_time].filter(Boolean).join(' ');
  const generalError = [serverErrors.non_field_errors, serverErrors.vendor].filter(Boolean).join(' ');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {back}
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Booking Details</h1>
        {vendor ? <p className="text-muted-foreground">With {vendor.name}</p> : null}
      </header>

      {failed ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {LOAD_ERROR}
        </p>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
          <legend className="px-1 text-base font-semibold">Date and time</legend>
          <BookingDateTimePicker
            value={slot}
            now={nairobiWallDate}
            onValueChange={(next) => {
              setSlot(next);
              clearError('booking_date', 'booking_time');
            }}
          />
          {slot.date ? (
            <p className="text-sm">
              Selected: <strong>{slot.date}</strong>
              {slot.time ? (
                <>
                  {' '}
                  at <strong>{slot.time}</strong>
                </>
              ) : null}
            </p>
          ) : null}
          <p aria-live="polite" className={slotError ? 'text-sm text-destructive' : 'sr-only'}>
            {slotError}
          </p>
        </fieldset>

        {loading ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : failed ? null : vendor && vendor.services.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {vendor.hadUnknownServices
              ? 'No valid services available for this vendor.'
              : 'No services available for this vendor.'}
          </p>
        ) : (
          <Field label="Service" required error={serverErrors.service}>
            <Select
              value={service}
              onValueChange={(value) => {
                setService(value);
                clearError('service');
              }}
              placeholder="Select a service"
            >
              {vendor?.services.map((option) => (
                <SelectItem key={option.id} value={String(option.id)}>
                  {option.name}
                </SelectItem>
              ))}
            </Select>
          </Field>
        )}

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
          className="grid gap-4 sm:grid-cols-2"
        />

        <Field label="Name of Client" required error={serverErrors.client_name}>
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
            labels={{ loading: 'Submitting...' }}
            aria-describedby={complete ? undefined : 'booking-incomplete'}
          >
            Submit
          </Button>
          {complete ? null : (
            <p id="booking-incomplete" className="text-sm text-muted-foreground">
              Choose a date, set a time, and fill in the service, county, sub-county and name of client to
              submit.
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
