import { useQuery } from '@tanstack/react-query';
import { isApiError, type Booking, type Schemas } from '@urembo/api-client';
import { formatKES, nairobiToday } from '@urembo/kenya';
import {
  Badge,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  formatBookingDate,
  Input,
  Select,
  SelectItem,
  Textarea,
  toast,
} from '@urembo/ui';
import { Phone, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { t, type MessageId } from '../../../i18n/index.ts';
import {
  Form,
  FormField,
  getInput,
  showFieldErrors,
  textControl,
  useField,
  useForm,
} from '../../../lib/form.tsx';
import { TextLink } from '../../../lib/links.tsx';
import { slotsOnQuery, useBlockTime } from '../../schedule/index.ts';
import type { Me } from '@urembo/api-client';
import type { VendorType } from '../api/agenda.ts';
import { bookingKeys } from '../api/bookings.ts';
import { answerBusinessBooking, answerProfessionalBooking, useAnswerBooking } from '../api/requests.ts';
import {
  useAddVendorBooking,
  useAssignStaff,
  useCancelByVendor,
  useMarkOutcome,
  type BookingOutcome,
} from '../api/salon-day.ts';

// What a vendor does from her agenda: open a booking (call, WhatsApp, approve or decline a request, give
// it to a stylist, cancel it with a reason, mark it done or a no-show), add a walk-in or a phone booking,
// and block time.

type StaffMember = Schemas['StaffMember'];
type CancelReason = Schemas['VendorCancelReason'];

const REASONS = ['stylist_unavailable', 'emergency', 'closed', 'other'] as const satisfies CancelReason[];
const PAID_BY = ['cash', 'mpesa'] as const satisfies Schemas['PaidBy'][];
const radioClasses =
  'size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const optionClasses = 'flex min-h-11 cursor-pointer items-center gap-3 text-base';

/** The words of a refusal: the server's field or general message, else a plain retry. */
function refusal(error: unknown): string {
  if (!isApiError(error)) return t('vendor.agenda.failed');
  const fields = Object.values(error.fieldErrors ?? {}).flat();
  return fields[0] ?? error.detail ?? t('vendor.agenda.failed');
}

/** 2547XXXXXXXX for wa.me; the number as the booking gives it otherwise. */
const whatsappOf = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '').replace(/^0/, '254')}`;

export const originText = (booking: Booking) =>
  booking.origin === 'walk_in'
    ? t('vendor.agenda.walkIn')
    : booking.origin === 'phone'
      ? t('vendor.agenda.phoneBooking')
      : null;

/** One booking of the agenda, opened: who, where, what it costs, and what the vendor can do with it. */
export function AgendaBookingDialog({
  booking,
  vendorType,
  vendorId,
  staff,
  requestsPath,
  clientName,
  placeText,
  onClose,
}: {
  booking: Booking;
  vendorType: VendorType;
  vendorId: number;
  /** The business's staff; [] for a professional. */
  staff: StaffMember[];
  requestsPath: string;
  clientName: string;
  placeText: string;
  onClose: () => void;
}) {
  const ids = useId();
  const [cancelling, setCancelling] = useState(false);
  const [giveTo, setGiveTo] = useState('');
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const assign = useAssignStaff(vendorId, {
    onSuccess: (given) => {
      toast({
        title: t('vendor.agenda.booking.given', { name: given.staff?.name ?? '' }),
        variant: 'success',
      });
      onClose();
    },
    onError: (error) => setProblem(refusal(error)),
  });
  const cancel = useCancelByVendor(vendorType, vendorId, {
    onSuccess: () => {
      toast({ title: t('vendor.agenda.cancel.done'), variant: 'success' });
      onClose();
    },
    onError: (error) => setProblem(refusal(error)),
  });
  const answer = useAnswerBooking(
    vendorType === 'Business Owner' ? answerBusinessBooking : answerProfessionalBooking,
    vendorType === 'Business Owner' ? bookingKeys.ofBusiness : bookingKeys.ofProfessional,
    {
      onSuccess: (_, { body }) => {
        toast({
          title: t(
            body.status === 'confirmed' ? 'vendor.agenda.booking.approved' : 'vendor.agenda.booking.declined',
          ),
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => setProblem(refusal(error)),
    },
  );
  const [paidBy, setPaidBy] = useState<Schemas['PaidBy'] | null>(null);
  const mark = useMarkOutcome(vendorType, vendorId, {
    onSuccess: (_, { body }) => {
      toast({
        title: t(
          body.outcome === 'completed' ? 'vendor.agenda.outcome.done' : 'vendor.agenda.outcome.missed',
        ),
        variant: 'success',
      });
      onClose();
    },
    onError: (error) => setProblem(refusal(error)),
  });
  const markAs = (outcome: BookingOutcome['outcome']) =>
    mark.mutate({
      id: booking.id,
      body: outcome === 'completed' && paidBy ? { outcome, paid_by: paidBy } : { outcome },
    });
  const busy = assign.isPending || cancel.isPending || answer.isPending || mark.isPending;
  // After its start a confirmed appointment is marked; before, it can still be cancelled.
  const [openedAt] = useState(Date.now);
  const started = Date.parse(booking.starts_at) <= openedAt;
  const phone = booking.customer_phone;
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const others = staff.filter((member) => member.id !== booking.staff?.id);

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{booking.serviceName}</DialogTitle>
          <DialogDescription>
            {formatBookingDate(booking.booking_date)}, {booking.booking_time}–{booking.end_time}
          </DialogDescription>
        </DialogHeader>
        {cancelling ? (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason) setProblem(t('vendor.agenda.cancel.chooseReason'));
              else cancel.mutate({ id: booking.id, body: { reason, note: note.trim() } });
            }}
          >
            <p className="text-sm">{t('vendor.agenda.cancel.description', { client: clientName })}</p>
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-medium">{t('vendor.agenda.cancel.reason')}</legend>
              {REASONS.map((code) => (
                <label key={code} className={optionClasses}>
                  <input
                    type="radio"
                    name={`${ids}-reason`}
                    value={code}
                    checked={reason === code}
                    onChange={() => {
                      setReason(code);
                      setProblem(null);
                    }}
                    className={radioClasses}
                  />
                  {t(`vendor.agenda.cancel.reason.${code}` as MessageId)}
                </label>
              ))}
            </fieldset>
            <Field label={t('vendor.agenda.cancel.note')} required={reason === 'other'}>
              <Textarea
                value={note}
                maxLength={500}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
              />
            </Field>
            {problem ? (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" type="button" disabled={busy} onClick={() => setCancelling(false)}>
                {t('vendor.agenda.cancel.keep')}
              </Button>
              <Button
                type="submit"
                variant="destructive"
                loading={cancel.isPending}
                labels={{ loading: t('vendor.agenda.cancel.cancelling') }}
              >
                {t('vendor.agenda.cancel.confirm')}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('vendor.agenda.booking.client')}</dt>
              <dd className="min-w-0 font-medium break-words">
                {clientName}{' '}
                {originText(booking) ? <Badge variant="secondary">{originText(booking)}</Badge> : null}
              </dd>
              {phone ? (
                <>
                  <dt className="text-muted-foreground">{t('vendor.agenda.booking.phone')}</dt>
                  <dd className="font-medium tabular-nums">{phone}</dd>
                </>
              ) : null}
              {vendorType === 'Business Owner' ? (
                <>
                  <dt className="text-muted-foreground">{t('vendor.agenda.booking.staff')}</dt>
                  <dd className="font-medium">{booking.staff?.name ?? t('vendor.agenda.anyone')}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t('vendor.agenda.booking.place')}</dt>
              <dd className="min-w-0 break-words">{placeText}</dd>
              <dt className="text-muted-foreground">{t('vendor.agenda.booking.price')}</dt>
              <dd className="font-medium">{formatKES(booking.total_kes ?? booking.price_kes)}</dd>
            </dl>
            {phone ? (
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <a href={`tel:${phone}`}>
                    <Phone aria-hidden="true" />
                    {t('vendor.agenda.booking.call')}
                  </a>
                </Button>
                <Button asChild variant="outline">
                  <a href={whatsappOf(phone)} target="_blank" rel="noreferrer">
                    <MessageCircle aria-hidden="true" />
                    {t('vendor.agenda.booking.whatsapp')}
                  </a>
                </Button>
              </div>
            ) : null}
            {booking.status === 'pending' ? (
              <div className="flex flex-col gap-2">
                <div className="flex flex-wrap gap-2">
                  <Button
                    loading={answer.isPending && answer.variables.body.status === 'confirmed'}
                    disabled={busy}
                    onClick={() => answer.mutate({ id: booking.id, body: { status: 'confirmed' } })}
                  >
                    {t('vendor.agenda.booking.approve')}
                  </Button>
                  <Button
                    variant="outline"
                    loading={answer.isPending && answer.variables.body.status === 'cancelled'}
                    disabled={busy}
                    onClick={() => answer.mutate({ id: booking.id, body: { status: 'cancelled' } })}
                  >
                    {t('vendor.agenda.booking.decline')}
                  </Button>
                </div>
                <TextLink to={requestsPath} className="min-h-11">
                  {t('vendor.agenda.booking.answer')}
                </TextLink>
              </div>
            ) : null}
            {booking.status === 'confirmed' && started ? (
              <div className="flex flex-col gap-2">
                <fieldset className="flex flex-col gap-1">
                  <legend className="mb-1 text-sm font-medium">{t('vendor.agenda.outcome.paidBy')}</legend>
                  {PAID_BY.map((how) => (
                    <label key={how} className={optionClasses}>
                      <input
                        type="radio"
                        name={`${ids}-paid`}
                        value={how}
                        checked={paidBy === how}
                        onChange={() => setPaidBy(how)}
                        className={radioClasses}
                      />
                      {t(`vendor.agenda.outcome.paidBy.${how}` as MessageId)}
                    </label>
                  ))}
                </fieldset>
                <div className="flex flex-wrap gap-2">
                  <Button
                    loading={mark.isPending && mark.variables.body.outcome === 'completed'}
                    disabled={busy}
                    onClick={() => markAs('completed')}
                  >
                    {t('vendor.agenda.outcome.markDone')}
                  </Button>
                  <Button
                    variant="outline"
                    loading={mark.isPending && mark.variables.body.outcome === 'no_show'}
                    disabled={busy}
                    onClick={() => markAs('no_show')}
                  >
                    {t('vendor.agenda.outcome.markNoShow')}
                  </Button>
                </div>
              </div>
            ) : null}
            {open && vendorType === 'Business Owner' && others.length > 0 ? (
              <form
                className="flex flex-col gap-2 sm:flex-row sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (giveTo) assign.mutate({ id: booking.id, staff: Number(giveTo) });
                }}
              >
                <Field label={t('vendor.agenda.booking.giveTo')} className="flex-1">
                  <Select
                    value={giveTo}
                    onValueChange={setGiveTo}
                    placeholder={t('vendor.agenda.walkIn.staff')}
                  >
                    {others
                      .filter((member) => member.service_ids.includes(booking.service))
                      .map((member) => (
                        <SelectItem key={member.id} value={String(member.id)}>
                          {member.name}
                        </SelectItem>
                      ))}
                  </Select>
                </Field>
                <Button type="submit" variant="outline" disabled={!giveTo} loading={assign.isPending}>
                  {t('vendor.agenda.booking.give')}
                </Button>
              </form>
            ) : null}
            {problem ? (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('vendor.agenda.booking.close')}</Button>
              </DialogClose>
              {booking.status === 'confirmed' && !started ? (
                <Button
                  variant="destructive"
                  onClick={() => {
                    setProblem(null);
                    setCancelling(true);
                  }}
                >
                  {t('vendor.agenda.booking.cancel')}
                </Button>
              ) : null}
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const WalkInSchema = v.object({
  origin: v.picklist(['walk_in', 'phone']),
  name: filled,
  phone: filled,
  service: filled,
  staff: v.string(),
  date: filled,
  time: filled,
});
type WalkIn = v.InferOutput<typeof WalkInSchema>;

/** A walk-in or a phone booking, into one of the vendor's free slots: confirmed at once. */
export function WalkInDialog({
  me,
  vendorType,
  date,
  menu,
  staff,
  onClose,
}: {
  me: Me;
  vendorType: VendorType;
  /** The agenda's day: the booking's day to start with. */
  date: string;
  menu: Schemas['MenuItem'][];
  staff: StaffMember[];
  onClose: () => void;
}) {
  const form = useForm(WalkInSchema, {
    origin: 'walk_in',
    name: '',
    phone: '',
    service: '',
    staff: '',
    date: date < nairobiToday() ? nairobiToday() : date,
    time: '',
  });
  const input = getInput(form);
  const how = useField(form, { path: ['origin'] });
  const service = Number(input.service) || 0;
  const slots = useQuery({
    ...slotsOnQuery(me.id, service, input.date ?? '', input.staff ? Number(input.staff) : undefined),
    enabled: service > 0 && Boolean(input.date),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddVendorBooking(vendorType, me.id, {
    onSuccess: () => {
      toast({ title: t('vendor.agenda.walkIn.saved'), variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, { client_name: 'name', client_phone: 'phone', booking_time: 'time' }))
        setProblem(refusal(error));
    },
  });
  const submit = (values: WalkIn) =>
    add.mutate({
      origin: values.origin,
      client_name: values.name,
      client_phone: values.phone,
      service: Number(values.service),
      booking_date: values.date,
      booking_time: values.time,
      ...(staff.length ? { staff: values.staff ? Number(values.staff) : null } : {}),
    });
  const ids = useId();

  return (
    <Dialog open onOpenChange={(next) => !next && !add.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('vendor.agenda.walkIn.title')}</DialogTitle>
          <DialogDescription>{t('vendor.agenda.walkIn.description')}</DialogDescription>
        </DialogHeader>
        <Form of={form} onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">{t('vendor.agenda.walkIn.origin')}</legend>
            {(['walk_in', 'phone'] as const).map((origin) => (
              <label key={origin} className={optionClasses}>
                <input
                  type="radio"
                  name={`${ids}-origin`}
                  value={origin}
                  checked={how.input === origin}
                  onChange={() => how.onChange(origin)}
                  className={radioClasses}
                />
                {t(origin === 'walk_in' ? 'vendor.agenda.walkIn.walkedIn' : 'vendor.agenda.walkIn.called')}
              </label>
            ))}
          </fieldset>
          <FormField of={form} path={['name']} label={t('vendor.agenda.walkIn.name')} required>
            {(field) => <Input autoComplete="off" maxLength={100} {...textControl(field)} />}
          </FormField>
          <FormField
            of={form}
            path={['phone']}
            label={t('vendor.agenda.walkIn.phone')}
            hint={t('vendor.agenda.walkIn.phoneHint')}
            required
          >
            {(field) => <Input type="tel" inputMode="tel" maxLength={30} {...textControl(field)} />}
          </FormField>
          <FormField of={form} path={['service']} label={t('vendor.agenda.walkIn.service')} required>
            {(field) => (
              <Select placeholder={t('vendor.agenda.walkIn.chooseService')} {...textControl(field)}>
                {menu.map((item) => (
                  <SelectItem key={item.service} value={String(item.service)}>
                    {item.name}
                  </SelectItem>
                ))}
              </Select>
            )}
          </FormField>
          {staff.length ? (
            <FormField of={form} path={['staff']} label={t('vendor.agenda.walkIn.staff')}>
              {(field) => (
                <Select {...textControl(field)}>
                  <SelectItem value="">{t('vendor.agenda.walkIn.firstFree')}</SelectItem>
                  {staff
                    .filter((member) => !service || member.service_ids.includes(service))
                    .map((member) => (
                      <SelectItem key={member.id} value={String(member.id)}>
                        {member.name}
                      </SelectItem>
                    ))}
                </Select>
              )}
            </FormField>
          ) : null}
          <FormField of={form} path={['date']} label={t('vendor.agenda.walkIn.date')} required>
            {(field) => <Input type="date" min={nairobiToday()} {...textControl(field)} />}
          </FormField>
          <FormField
            of={form}
            path={['time']}
            label={t('vendor.agenda.walkIn.time')}
            required
            hint={slots.data && slots.data.slots.length === 0 ? t('vendor.agenda.walkIn.noTimes') : undefined}
          >
            {(field) => (
              <Select placeholder={t('vendor.agenda.walkIn.chooseTime')} {...textControl(field)}>
                {(slots.data?.slots ?? []).map((slot) => (
                  <SelectItem key={slot.start} value={slot.start}>
                    {slot.start}–{slot.end}
                  </SelectItem>
                ))}
              </Select>
            )}
          </FormField>
          <FormEnd
            problem={problem}
            pending={add.isPending}
            save={t('vendor.agenda.walkIn.save')}
            saving={t('vendor.agenda.walkIn.saving')}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** Quarter hours a block may start or end at, 05:00 to 23:00. */
const QUARTERS = Array.from({ length: 73 }, (_, i) => {
  const minutes = 5 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const quarterOptions = QUARTERS.map((time) => (
  <SelectItem key={time} value={time}>
    {time}
  </SelectItem>
));

const BlockSchema = v.object({
  whose: v.string(),
  date: filled,
  start: filled,
  end: filled,
  weekly: v.boolean(),
  note: v.pipe(v.string(), v.trim()),
});
type Block = v.InferOutput<typeof BlockSchema>;

/** Time no client may book: the vendor's own, the whole business's, or one stylist's. */
export function BlockTimeDialog({
  me,
  date,
  staff,
  onClose,
}: {
  me: Me;
  date: string;
  staff: StaffMember[];
  onClose: () => void;
}) {
  const form = useForm(BlockSchema, {
    whose: '',
    date: date < nairobiToday() ? nairobiToday() : date,
    start: '13:00',
    end: '14:00',
    weekly: false,
    note: '',
  });
  const weekly = useField(form, { path: ['weekly'] });
  const [problem, setProblem] = useState<string | null>(null);
  const block = useBlockTime(me, {
    onSuccess: () => {
      toast({ title: t('vendor.agenda.block.saved'), variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, { start_time: 'start', end_time: 'end', staff_id: 'whose' }))
        setProblem(refusal(error));
    },
  });
  const submit = (values: Block) =>
    block.mutate({
      date: values.date,
      start_time: values.start,
      end_time: values.end,
      repeats_weekly: values.weekly,
      note: values.note,
      ...(values.whose ? { staff_id: Number(values.whose) } : {}),
    });
  const ids = useId();

  return (
    <Dialog open onOpenChange={(next) => !next && !block.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('vendor.agenda.block.title')}</DialogTitle>
          <DialogDescription>{t('vendor.agenda.block.description')}</DialogDescription>
        </DialogHeader>
        <Form of={form} onSubmit={submit} className="flex flex-col gap-4">
          {staff.length ? (
            <FormField of={form} path={['whose']} label={t('vendor.agenda.block.whose')}>
              {(field) => (
                <Select {...textControl(field)}>
                  <SelectItem value="">{t('vendor.agenda.block.everyone')}</SelectItem>
                  {staff.map((member) => (
                    <SelectItem key={member.id} value={String(member.id)}>
                      {member.name}
                    </SelectItem>
                  ))}
                </Select>
              )}
            </FormField>
          ) : null}
          <FormField of={form} path={['date']} label={t('vendor.agenda.block.date')} required>
            {(field) => <Input type="date" min={nairobiToday()} {...textControl(field)} />}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField of={form} path={['start']} label={t('vendor.agenda.block.start')} required>
              {(field) => <Select {...textControl(field)}>{quarterOptions}</Select>}
            </FormField>
            <FormField of={form} path={['end']} label={t('vendor.agenda.block.end')} required>
              {(field) => <Select {...textControl(field)}>{quarterOptions}</Select>}
            </FormField>
          </div>
          <label htmlFor={`${ids}-weekly`} className={optionClasses}>
            <input
              id={`${ids}-weekly`}
              type="checkbox"
              checked={weekly.input ?? false}
              onChange={(event) => weekly.onChange(event.target.checked)}
              className={radioClasses}
            />
            {t('vendor.agenda.block.weekly')}
          </label>
          <FormField of={form} path={['note']} label={t('vendor.agenda.block.note')}>
            {(field) => <Input maxLength={200} {...textControl(field)} />}
          </FormField>
          <FormEnd
            problem={problem}
            pending={block.isPending}
            save={t('vendor.agenda.block.save')}
            saving={t('vendor.agenda.block.saving')}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog form's refusal, if any, and its Close and Save buttons. */
function FormEnd({
  problem,
  pending,
  save,
  saving,
}: {
  problem: string | null;
  pending: boolean;
  save: string;
  saving: string;
}) {
  return (
    <>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" type="button" disabled={pending}>
            {t('vendor.agenda.booking.close')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending} labels={{ loading: saving }}>
          {save}
        </Button>
      </DialogFooter>
    </>
  );
}
