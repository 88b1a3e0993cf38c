import { useQuery } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@urembo/api-client';
import { addDays, formatKES, nairobiToday } from '@urembo/kenya';
import {
  CountySubCountySelect,
  formatBookingDate,
  Input,
  Skeleton,
  toast,
  type SlotPickerValue,
} from '@urembo/ui';
import { CircleAlert } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { t, type MessageId } from '../../../i18n/index.ts';
import { fieldErrorsFrom } from '../../../lib/form-errors.ts';
import {
  FormField,
  getInput,
  handleSubmit,
  setErrors,
  showFieldErrors,
  textControl,
  useField,
  useForm,
  type FieldStore,
} from '../../../lib/form.tsx';
import { slotDaysQuery, slotsOnQuery } from '../../schedule/index.ts';
import { BookingSubmit } from './booking-form.tsx';
import { duration } from './duration.ts';
import { useBook } from '../api/book.ts';

// The booking form proper, loaded beside the vendor's menu and hours (booking-form.tsx): with the form
// library it would take the page's first load over its budget (apps/web/test/weight.test.ts).

const SlotPicker = lazy(() => import('./booking-slot-picker.tsx'));

/** The server offers slots up to 90 days ahead; the strip pages through them two weeks at a time. */
const HORIZON_DAYS = 90;
const PAGE_DAYS = 14;

type Place = Schemas['BookingPlace'];
type MenuItem = Schemas['MenuItem'];
type StaffMember = Schemas['StaffMember'];
type ServiceArea = Schemas['ServiceArea'];

/**
 * A home visit's travel fee to a place, as the server reckons it: the sub-county's, else the whole
 * county's; null when the vendor does not go there. No areas: everywhere at no fee.
 */
function travelFee(areas: ServiceArea[], county: string, subCounty: string): number | null {
  if (!areas.length) return 0;
  const inCounty = areas.filter((area) => area.county === county);
  return (
    inCounty.find((area) => area.sub_county === subCounty)?.travel_fee_kes ??
    inCounty.find((area) => area.sub_county === '')?.travel_fee_kes ??
    null
  );
}

export interface VendorForBooking {
  name: string;
  /** From the vendor's profile: where a booking at the vendor's place happens ('' when not set). */
  county: string;
  subCounty: string;
  /** The street or building a business gives; '' for a professional. */
  location: string;
}

export type VendorKind = 'professional' | 'business';

/** The vendor's county and sub-county, when its profile gives valid ones. */
export type VendorPlace = { county: string; subCounty: string } | null;

const PLACES = ['vendor', 'client'] as const satisfies readonly Place[];

const say = (id: MessageId) => () => t(id);
const text = v.pipe(v.string(), v.trim());

/**
 * What a booking needs. The note under Submit lists what is still missing in the order of the form
 * (Submit waits for all of it, so the fields never show these messages): the service and the time are
 * checked with the fields, the rest after them in that order. A home visit asks for the address and
 * landmark; county and sub-county are asked unless the booking is at the vendor's place and its profile
 * gives them.
 */
function bookingSchema(vendorPlace: VendorPlace) {
  const fields = v.object({
    service: v.number(say('customer.booking.missing.service')),
    date: v.string(),
    // The slot's start and end, '' until one is picked (with its day).
    start: v.pipe(v.string(), v.nonEmpty(say('customer.booking.missing.dayAndTime'))),
    end: v.string(),
    place: v.picklist(PLACES),
    address: text,
    landmark: text,
    county: text,
    subCounty: text,
    clientName: text,
    // A staff member's id, or '' for anyone available (a business's booking).
    staff: v.string(),
  });
  type Fields = v.InferOutput<typeof fields>;
  type Selection = Pick<Fields, 'place' | Asked>;
  const needs = (field: Asked, missing: MessageId, when: (place: Place) => boolean = () => true) =>
    v.forward<Fields, v.PartialCheckIssue<Selection>, [Asked]>(
      v.partialCheck<Fields, [['place'], [Asked]], Selection, () => string>(
        [['place'], [field]],
        (input) => !when(input.place) || input[field] !== '',
        say(missing),
      ),
      [field],
    );
  const atClient = (place: Place) => place === 'client';
  const notGiven = (place: Place) => place === 'client' || vendorPlace === null;
  return v.pipe(
    fields,
    needs('address', 'customer.booking.missing.address', atClient),
    needs('landmark', 'customer.booking.missing.landmark', atClient),
    needs('county', 'customer.booking.missing.county', notGiven),
    needs('subCounty', 'customer.booking.missing.subCounty', notGiven),
    needs('clientName', 'customer.booking.missing.clientName'),
  );
}

type Asked = 'address' | 'landmark' | 'county' | 'subCounty' | 'clientName';
type BookingSchema = ReturnType<typeof bookingSchema>;
type BookingField = 'service' | 'start' | 'place' | Asked;

/** The server's names of the form's fields; its two for the slot and the ones no field shows go apart. */
const SERVER_FIELDS = { client_name: 'clientName', sub_county: 'subCounty' };

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

/** Service, day and time, place, the client's name and a summary; Submit waits until all are given. */
export function BookingFields({
  kind,
  vendorId,
  vendor,
  vendorPlace,
  items,
  offered,
  staff: team,
  instant,
  areas,
}: {
  kind: VendorKind;
  vendorId: number;
  vendor: VendorForBooking;
  vendorPlace: VendorPlace;
  items: MenuItem[];
  /** The places the vendor serves at, its first one first. */
  offered: Place[];
  /** A business's staff ([] for a professional): the client may choose one who does the service. */
  staff: StaffMember[];
  instant: Schemas['InstantBooking'];
  areas: ServiceArea[];
}) {
  const navigate = useNavigate();
  const ids = useId();
  // The form store keeps the schema it starts with; the vendor's profile does not change meanwhile.
  const [schema] = useState(() => bookingSchema(vendorPlace));
  const form = useForm(schema, {
    date: '',
    start: '',
    end: '',
    // The server's default is the vendor's first place: start on it, so one offered place needs no choice.
    place: offered[0]!,
    address: '',
    landmark: '',
    county: '',
    subCounty: '',
    clientName: '',
    staff: '',
  });
  const service = useField(form, { path: ['service'] });
  const date = useField(form, { path: ['date'] });
  const start = useField(form, { path: ['start'] });
  const end = useField(form, { path: ['end'] });
  const place = useField(form, { path: ['place'] });
  const county = useField(form, { path: ['county'] });
  const subCounty = useField(form, { path: ['subCounty'] });
  const person = useField(form, { path: ['staff'] });

  const [today] = useState(nairobiToday);
  const [pageStart, setPageStart] = useState(0);
  const serviceId = typeof service.input === 'number' ? service.input : null;
  const staffId = person.input ? Number(person.input) : undefined;
  const pick: SlotPickerValue = {
    date: date.input || null,
    slot: start.input ? { start: start.input, end: end.input ?? '' } : null,
  };
  const setPick = (next: SlotPickerValue) => {
    date.onChange(next.date ?? '');
    start.onChange(next.slot?.start ?? '');
    end.onChange(next.slot?.end ?? '');
  };
  const from = addDays(today, pageStart);
  const dayCount = Math.min(PAGE_DAYS, HORIZON_DAYS + 1 - pageStart);
  const days = useQuery({
    ...slotDaysQuery(vendorId, serviceId ?? 0, from, dayCount, staffId),
    enabled: serviceId !== null,
  });
  const slots = useQuery({
    ...slotsOnQuery(vendorId, serviceId ?? 0, pick.date ?? '', staffId),
    enabled: serviceId !== null && pick.date !== null,
  });

  const slotError = start.errors?.[0];
  const slotErrorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (slotError) slotErrorRef.current?.scrollIntoView({ block: 'center' });
  }, [slotError]);

  const input = getInput(form);
  const where = place.input === 'vendor' && vendorPlace ? vendorPlace : input;
  const chosen = items.find((item) => item.service === serviceId);
  // The schema's own check through its Standard Schema face, synchronous as the schema has no async
  // action: v.safeParse would add a function to the form chunk every form loads, sign-in's too.
  const check = schema['~standard'].validate(input) as { issues?: readonly { message: string }[] };
  const missing = check.issues?.map((issue) => issue.message) ?? [];

  /** A server's message goes once its field is changed: the new value may be accepted. */
  const forget = (...fields: BookingField[]) => {
    for (const field of fields) setErrors(form, { path: [field], errors: null });
  };
  const textInput = (field: FieldStore<BookingSchema, ['address' | 'landmark' | 'clientName']>) => {
    const props = textControl(field);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        forget(field.path[0]);
      },
    };
  };

  const book = useBook(kind, vendorId, {
    onSuccess: (booked) => {
      const confirmed = booked.status === 'confirmed';
      toast({
        title: t(confirmed ? 'customer.booking.confirmedNow' : 'customer.booking.submitted'),
        variant: 'success',
      });
      void navigate('/appointments');
    },
    onError: (error) => {
      const fields = fieldErrorsFrom(error);
      showFieldErrors(form, error, SERVER_FIELDS);
      const slot = [fields.booking_date, fields.booking_time].filter(Boolean).join(' ');
      if (slot) {
        // Someone else took the slot: show the times as they are now, keep the day and the rest.
        setPick({ date: date.input || null, slot: null });
        setErrors(form, { path: ['start'], errors: [slot] });
      }
      if (!Object.keys(fields).length && isApiError(error) && error.status < 500)
        fields.non_field_errors = error.detail;
      const general = [fields.non_field_errors, fields.vendor].filter(Boolean).join(' ');
      if (general) setErrors(form, { errors: [general] });
      toast({
        title: t('customer.booking.submitError'),
        description: Object.values(fields).join(' ') || undefined,
        variant: 'error',
      });
    },
  });
  const submit = handleSubmit(form, ({ service, date, start, place, clientName, staff, ...rest }) => {
    const at = place === 'vendor' && vendorPlace ? vendorPlace : rest;
    book.mutate({
      booking_date: date,
      booking_time: start,
      county: at.county,
      sub_county: at.subCounty,
      vendor: vendorId,
      service,
      client_name: clientName,
      ...(kind === 'business' ? { staff: staff ? Number(staff) : null } : {}),
      place,
      ...(place === 'client' ? { address: rest.address, landmark: rest.landmark } : {}),
    });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Submit waits for a complete booking; Enter in a field does too, and the check leaves no message.
    if (missing.length > 0 || book.isPending) return;
    void submit();
  };

  const chooseService = (item: MenuItem) => {
    service.onChange(item.service);
    // Whoever was chosen may not do this service.
    if (staffId !== undefined && !doesService(staffId, item.service)) person.onChange('');
    // Times depend on the service's length: what was picked for another service may not fit.
    setPick({ date: null, slot: null });
    setPageStart(0);
    forget('service', 'start');
  };

  const doesService = (id: number, serviceOf: number) =>
    team.find((member) => member.id === id)?.service_ids.includes(serviceOf) ?? false;
  const choosePerson = (value: string) => {
    person.onChange(value);
    // Her free times are not the salon's: a time picked for anyone may not be hers.
    setPick({ date: null, slot: null });
    setPageStart(0);
    forget('start');
  };
  const chosenPerson = team.find((member) => member.id === staffId);
  const fee = place.input === 'client' ? travelFee(areas, where.county ?? '', where.subCounty ?? '') : 0;
  const confirmNote =
    instant === 'all'
      ? t('customer.booking.instant')
      : instant === 'returning'
        ? t('customer.booking.instantReturning', { name: vendor.name })
        : t('customer.booking.vendorConfirms', { name: vendor.name });

  const atVendorPlace = place.input === 'vendor' && vendorPlace !== null;
  // What no field of the page shows: the server's general refusal, the place, and a county or sub-county
  // the vendor's profile gave.
  const generalError = [form.errors?.[0], place.errors?.[0]]
    .concat(atVendorPlace ? [county.errors?.[0], subCounty.errors?.[0]] : [])
    .filter(Boolean)
    .join(' ');
  const serviceError = service.errors?.[0];
  const placeText = () => {
    const details =
      place.input === 'vendor'
        ? joined(vendor.location, where.subCounty ?? '', where.county ?? '')
        : joined(input.address ?? '', input.landmark ?? '', where.subCounty ?? '', where.county ?? '');
    return details
      ? `${placeName(place.input!, vendor.name)}: ${details}`
      : placeName(place.input!, vendor.name);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset
        className={fieldsetClasses}
        aria-describedby={serviceError ? `${ids}-service-error` : undefined}
      >
        <legend className={legendClasses}>{t('customer.booking.service')}</legend>
        {items.map((item) => (
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
          className={serviceError ? 'text-sm text-destructive' : 'sr-only'}
        >
          {serviceError}
        </p>
      </fieldset>

      {kind === 'business' && team.length > 0 ? (
        <fieldset className={fieldsetClasses}>
          <legend className={legendClasses}>{t('customer.booking.withWhom')}</legend>
          <label className={optionClasses}>
            <input
              type="radio"
              name={`${ids}-staff`}
              value=""
              checked={!person.input}
              onChange={() => choosePerson('')}
              className={radioClasses}
            />
            <span className="min-w-0 font-medium break-words">
              {t('customer.booking.anyone')}
              <span className="block text-sm font-normal text-muted-foreground">
                {t('customer.booking.anyoneHint')}
              </span>
            </span>
          </label>
          {team.map((member) => {
            const able = serviceId === null || member.service_ids.includes(serviceId);
            return (
              <label
                key={member.id}
                className={`${optionClasses} has-disabled:cursor-not-allowed has-disabled:opacity-70`}
              >
                <input
                  type="radio"
                  name={`${ids}-staff`}
                  value={member.id}
                  checked={person.input === String(member.id)}
                  disabled={!able}
                  onChange={() => choosePerson(String(member.id))}
                  className={radioClasses}
                />
                <span className="min-w-0 flex-1 font-medium break-words">
                  {member.name}
                  {able ? null : (
                    <span className="block text-sm font-normal text-muted-foreground">
                      {t('customer.booking.notThisService')}
                    </span>
                  )}
                </span>
                {member.review_count > 0 ? (
                  <span className="text-sm whitespace-nowrap">★ {member.rating.toFixed(1)}</span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
      ) : null}

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
                forget('start');
              }}
              onPageChange={(direction) =>
                setPageStart((start) => Math.max(0, start + (direction === 'next' ? PAGE_DAYS : -PAGE_DAYS)))
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
                checked={option === place.input}
                onChange={() => {
                  place.onChange(option);
                  forget('place', 'address', 'landmark', 'county', 'subCounty');
                }}
                className={radioClasses}
              />
              <span className="min-w-0 font-medium break-words">{placeName(option, vendor.name)}</span>
            </label>
          ))}
        </div>
        {place.input === 'client' ? (
          <>
            <FormField
              of={form}
              path={['address']}
              label={t('customer.booking.address')}
              required
              hint={t('customer.booking.addressHint')}
            >
              {(field) => <Input maxLength={200} autoComplete="street-address" {...textInput(field)} />}
            </FormField>
            <FormField
              of={form}
              path={['landmark']}
              label={t('customer.booking.landmark')}
              required
              hint={t('customer.booking.landmarkHint')}
            >
              {(field) => <Input maxLength={200} {...textInput(field)} />}
            </FormField>
          </>
        ) : vendorPlace ? (
          <p className="text-sm text-muted-foreground">
            {joined(vendor.location, vendorPlace.subCounty, vendorPlace.county)}
          </p>
        ) : null}
        {atVendorPlace ? null : (
          <CountySubCountySelect
            required
            county={county.input ?? ''}
            subCounty={subCounty.input ?? ''}
            onCountyChange={(value) => {
              county.onChange(value);
              forget('county', 'subCounty');
            }}
            onSubCountyChange={(value) => {
              subCounty.onChange(value);
              forget('subCounty');
            }}
            countyError={county.errors?.[0]}
            subCountyError={subCounty.errors?.[0]}
          />
        )}
      </fieldset>

      <FormField of={form} path={['clientName']} label={t('customer.booking.clientName')} required>
        {(field) => <Input maxLength={100} autoComplete="name" {...textInput(field)} />}
      </FormField>

      <section aria-labelledby={`${ids}-summary`} className="flex flex-col gap-3 rounded-lg bg-muted p-4">
        <h2 id={`${ids}-summary`} className="text-base font-semibold">
          {t('customer.booking.summaryTitle')}
        </h2>
        {chosen && pick.date && pick.slot ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <SummaryRow term={t('customer.booking.summary.service')}>{chosen.name}</SummaryRow>
            <SummaryRow term={t('customer.booking.summary.date')}>
              <time dateTime={pick.date}>{formatBookingDate(pick.date)}</time>
            </SummaryRow>
            <SummaryRow term={t('customer.booking.summary.time')}>
              <span className="tabular-nums">
                {pick.slot.start}–{pick.slot.end}
              </span>
            </SummaryRow>
            <SummaryRow term={t('customer.booking.summary.duration')}>
              {duration(chosen.duration_minutes)}
            </SummaryRow>
            <SummaryRow term={t('customer.booking.summary.price')}>{formatKES(chosen.price_kes)}</SummaryRow>
            {kind === 'business' && team.length > 0 ? (
              <SummaryRow term={t('customer.booking.summary.staff')}>
                {chosenPerson?.name ?? t('customer.booking.anyone')}
              </SummaryRow>
            ) : null}
            <SummaryRow term={t('customer.booking.summary.place')}>{placeText()}</SummaryRow>
            {fee ? (
              <>
                <SummaryRow term={t('customer.booking.summary.travelFee')}>{formatKES(fee)}</SummaryRow>
                <SummaryRow term={t('customer.booking.summary.total')}>
                  {formatKES(chosen.price_kes + fee)}
                </SummaryRow>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('customer.booking.summary.empty')}</p>
        )}
      </section>

      {fee === null ? (
        <p role="status" className="text-sm text-destructive">
          {t('customer.booking.outsideArea', { name: vendor.name })}
        </p>
      ) : null}
      <p className="text-sm font-medium">{confirmNote}</p>

      {generalError ? (
        <p role="alert" className="text-sm text-destructive">
          {generalError}
        </p>
      ) : null}

      <BookingSubmit missing={missing} pending={book.isPending} noteId={`${ids}-incomplete`} />
    </form>
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
