import type { Me, Schemas } from '@urembo/api-client';
import { Button, Checkbox, Input, Label, SegmentedControl, Select, SelectItem } from '@urembo/ui';
import { CalendarPlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { addDays } from '@urembo/kenya';
import * as v from 'valibot';
import { t, currentTag, type MessageId } from '../../../i18n/index.ts';
import {
  focus,
  Form,
  FormField,
  insert,
  remove,
  textControl,
  useField,
  useFieldArray,
  useForm,
  type FormStore,
} from '../../../lib/form.tsx';
import { useSaveSchedule } from '../api/editors.ts';
import { scheduleQuery } from '../api/scheduling.ts';
import {
  EditorFrame,
  EditorSection,
  RemovableRow,
  editorSaveFeedback,
  type EditorFrameLabels,
} from '../components/vendor-editor.tsx';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Day = (typeof DAYS)[number];
const PLACES = ['vendor', 'client'] as const;
type Place = (typeof PLACES)[number];

/** The server keeps dates up to 90 days ahead and at most 90 of them. */
const DAYS_AHEAD = 90;
const BUFFERS = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60];
const CAPACITIES = Array.from({ length: 50 }, (_, index) => index + 1);
/** Every quarter hour of a day, the grid the server accepts. */
const TIMES = Array.from(
  { length: 96 },
  (_, index) =>
    `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
);
// What a day switched on, or a date given other hours, starts from.
const DEFAULT_HOURS = { open: '08:00', close: '18:00' };

/** Each weekday's name, translated where it is shown. */
const DAY_NAMES = {
  monday: 'vendor.hours.day.monday',
  tuesday: 'vendor.hours.day.tuesday',
  wednesday: 'vendor.hours.day.wednesday',
  thursday: 'vendor.hours.day.thursday',
  friday: 'vendor.hours.day.friday',
  saturday: 'vendor.hours.day.saturday',
  sunday: 'vendor.hours.day.sunday',
} as const satisfies Record<Day, MessageId>;

const PLACE_NAMES = {
  vendor: 'vendor.hours.place.vendor',
  client: 'vendor.hours.place.client',
} as const satisfies Record<Place, MessageId>;

/** The frame's words, in the current language (read while rendering). */
function frameLabels(): EditorFrameLabels {
  return {
    title: t('vendor.hours.title'),
    intro: t('vendor.hours.intro'),
    back: t('vendor.editor.back'),
    loading: t('vendor.hours.loading'),
    loadFailed: t('vendor.hours.loadFailed'),
    retry: t('vendor.editor.retry'),
  };
}

type Schedule = Schemas['VendorSchedule'];
type Hours = Schemas['OpeningHours'];

/** Today in Nairobi, where the vendor's hours are, as YYYY-MM-DD. */
function nairobiToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
}

/** A date as the vendor reads it ('Fri, 13 Mar'), or '' while the field holds no whole date. */
function readableDate(date: unknown): string {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  return new Intl.DateTimeFormat(currentTag(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(day);
}

const closesAfterOpening = (hours: { open: string; close: string }) => hours.close > hours.open;

const daySchema = v.pipe(
  v.object({ isOpen: v.boolean(), open: v.string(), close: v.string() }),
  v.forward(
    v.check(
      (day) => !day.isOpen || closesAfterOpening(day),
      () => t('vendor.hours.closeAfterOpen'),
    ),
    ['close'],
  ),
);

const exceptionSchema = v.pipe(
  v.object({
    date: v.pipe(
      v.string(),
      v.nonEmpty(() => t('vendor.hours.dateMissing')),
      v.check(
        (date) => {
          const today = nairobiToday();
          return date >= today && date <= addDays(today, DAYS_AHEAD);
        },
        () => t('vendor.hours.dateOutOfRange', { days: DAYS_AHEAD }),
      ),
    ),
    kind: v.picklist(['off', 'hours']),
    open: v.string(),
    close: v.string(),
  }),
  v.forward(
    v.check(
      (exception) => exception.kind === 'off' || closesAfterOpening(exception),
      () => t('vendor.hours.closeAfterOpen'),
    ),
    ['close'],
  ),
);

const schema = v.object({
  weekly: v.object(Object.fromEntries(DAYS.map((day) => [day, daySchema])) as Record<Day, typeof daySchema>),
  exceptions: v.pipe(
    v.array(exceptionSchema),
    v.maxLength(DAYS_AHEAD),
    // The message goes under the second of two equal dates, the one to change.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      dataset.value.forEach((exception, index) => {
        if (seen.has(exception.date)) {
          addIssue({
            message: t('vendor.hours.dateTwice'),
            path: [
              { type: 'array', origin: 'value', input: dataset.value, key: index, value: exception },
              { type: 'object', origin: 'value', input: exception, key: 'date', value: exception.date },
            ],
          });
        }
        seen.add(exception.date);
      });
    }),
  ),
  buffer_minutes: v.pipe(v.string(), v.transform(Number)),
  capacity: v.pipe(v.string(), v.transform(Number)),
  places: v.pipe(
    v.array(v.picklist(PLACES)),
    v.minLength(1, () => t('vendor.hours.placesMissing')),
  ),
  is_available: v.boolean(),
  instant_booking: v.picklist(['off', 'all', 'returning']),
  travel_minutes: v.pipe(v.string(), v.transform(Number)),
});

type HoursForm = FormStore<typeof schema>;

/**
 * The form's fields are named as the server's (weekly.monday, exceptions, buffer_minutes ...), so its
 * field errors land under the right field without a map. A closed day keeps its last hours for when it
 * opens again.
 */
function formInput(schedule: Schedule): v.InferInput<typeof schema> {
  const day = (hours: Hours | null) => ({ isOpen: hours !== null, ...(hours ?? DEFAULT_HOURS) });
  return {
    weekly: Object.fromEntries(DAYS.map((name) => [name, day(schedule.weekly[name])])) as Record<
      Day,
      ReturnType<typeof day>
    >,
    exceptions: schedule.exceptions.map((exception) => ({
      date: exception.date,
      kind: exception.hours ? 'hours' : 'off',
      ...(exception.hours ?? DEFAULT_HOURS),
    })),
    buffer_minutes: String(schedule.buffer_minutes),
    capacity: String(schedule.capacity),
    places: schedule.places,
    is_available: schedule.is_available,
    instant_booking: schedule.instant_booking ?? 'off',
    travel_minutes: String(schedule.travel_minutes ?? 0),
  };
}

function scheduleBody(
  output: v.InferOutput<typeof schema>,
  withCapacity: boolean,
  saved: Schedule,
): Schemas['VendorScheduleUpdate'] {
  const hours = ({ open, close }: Hours): Hours => ({ open, close });
  // This editor shows a day's first opening and last closing: a break saved elsewhere stays while those
  // are unchanged.
  const day = (name: Day, edited: Hours): Hours => {
    const before = saved.weekly[name];
    return before?.ranges && before.open === edited.open && before.close === edited.close
      ? { ...hours(edited), ranges: before.ranges }
      : hours(edited);
  };
  return {
    weekly: Object.fromEntries(
      DAYS.map((name) => [name, output.weekly[name].isOpen ? day(name, output.weekly[name]) : null]),
    ) as Schemas['WeeklyHours'],
    exceptions: output.exceptions
      .map((exception) => ({
        date: exception.date,
        hours: exception.kind === 'off' ? null : hours(exception),
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    buffer_minutes: output.buffer_minutes,
    ...(withCapacity ? { capacity: output.capacity } : {}),
    places: PLACES.filter((place) => output.places.includes(place)),
    is_available: output.is_available,
    instant_booking: output.instant_booking,
    travel_minutes: output.travel_minutes,
  };
}

const INSTANT = ['off', 'all', 'returning'] as const;
const INSTANT_NAMES = {
  off: 'vendor.hours.instant.off',
  all: 'vendor.hours.instant.all',
  returning: 'vendor.hours.instant.returning',
} as const satisfies Record<(typeof INSTANT)[number], MessageId>;
/** Travel time kept free before and after a home visit: 0 to 2 hours. */
const TRAVEL = [0, 15, 30, 45, 60, 75, 90, 105, 120];

/** Working hours, dates off, buffer, capacity (businesses), places and availability of the signed-in vendor. */
export function VendorHoursPage() {
  return (
    <EditorFrame labels={frameLabels()} queryOf={scheduleQuery}>
      {(vendor, data) => <HoursEditor me={vendor} schedule={data} />}
    </EditorFrame>
  );
}

function HoursEditor({ me, schedule }: { me: Me; schedule: Schedule }) {
  const formId = useId();
  const isBusiness = me.user_type === 'Business Owner';
  const form = useForm(schema, formInput(schedule));

  const save = useSaveSchedule(
    me,
    editorSaveFeedback(form, formId, {
      saved: t('vendor.hours.saved'),
      fixFields: t('vendor.editor.fixFields'),
    }),
  );

  return (
    <Form
      of={form}
      id={formId}
      onSubmit={(output) => save.mutate(scheduleBody(output, isBusiness, schedule))}
      className="flex flex-col gap-8"
    >
      <EditorSection title={t('vendor.hours.week')}>
        <ul className="flex flex-col gap-3">
          {DAYS.map((day) => (
            <DayRow key={day} form={form} day={day} />
          ))}
        </ul>
      </EditorSection>
      <Exceptions form={form} />
      <EditorSection title={t('vendor.hours.bookings')}>
        <FormField
          of={form}
          path={['buffer_minutes']}
          label={t('vendor.hours.buffer')}
          hint={t('vendor.hours.bufferHint')}
        >
          {(field) => (
            <Select {...textControl(field)}>
              {withStored(BUFFERS, field.input).map((minutes) => (
                <SelectItem key={minutes} value={String(minutes)}>
                  {t('vendor.hours.minutes', { minutes })}
                </SelectItem>
              ))}
            </Select>
          )}
        </FormField>
        {isBusiness ? (
          <FormField
            of={form}
            path={['capacity']}
            label={t('vendor.hours.capacity')}
            hint={t('vendor.hours.capacityHint')}
          >
            {(field) => (
              <Select {...textControl(field)}>
                {CAPACITIES.map((count) => (
                  <SelectItem key={count} value={String(count)}>
                    {count}
                  </SelectItem>
                ))}
              </Select>
            )}
          </FormField>
        ) : null}
        <FormField
          of={form}
          path={['instant_booking']}
          label={t('vendor.hours.instant')}
          hint={t('vendor.hours.instantHint')}
        >
          {(field) => (
            <Select {...textControl(field)}>
              {INSTANT.map((choice) => (
                <SelectItem key={choice} value={choice}>
                  {t(INSTANT_NAMES[choice])}
                </SelectItem>
              ))}
            </Select>
          )}
        </FormField>
        <Places form={form} />
        <FormField
          of={form}
          path={['travel_minutes']}
          label={t('vendor.hours.travel')}
          hint={t('vendor.hours.travelHint')}
        >
          {(field) => (
            <Select {...textControl(field)}>
              {withStored(TRAVEL, field.input).map((minutes) => (
                <SelectItem key={minutes} value={String(minutes)}>
                  {t('vendor.hours.minutes', { minutes })}
                </SelectItem>
              ))}
            </Select>
          )}
        </FormField>
        <Availability form={form} />
      </EditorSection>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        loading={save.isPending}
        labels={{ loading: t('vendor.editor.saving') }}
      >
        {save.isPending ? t('vendor.editor.saving') : t('vendor.hours.save')}
      </Button>
    </Form>
  );
}

/** An on/off switch named by its label element; the hint, when given, is read after the name. */
function Switch({
  id,
  labelId,
  hintId,
  checked,
  onCheckedChange,
}: {
  id: string;
  labelId: string;
  hintId?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-describedby={hintId}
      onClick={() => onCheckedChange(!checked)}
      className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-checked:bg-primary"
    >
      <span
        aria-hidden="true"
        className={`block size-6 rounded-full bg-background shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`}
      />
    </button>
  );
}

/** The buffers offered, plus a stored one between them so the select still shows what is saved. */
function withStored(values: number[], current: unknown): number[] {
  const stored = Number(current);
  return Number.isInteger(stored) && !values.includes(stored)
    ? [...values, stored].sort((a, b) => a - b)
    : values;
}

/** The quarter hours, plus a stored time off that grid so the select still shows what is saved. */
function timeItems(current: unknown) {
  const times = typeof current === 'string' && !TIMES.includes(current) ? [...TIMES, current].sort() : TIMES;
  return times.map((time) => (
    <SelectItem key={time} value={time}>
      {time}
    </SelectItem>
  ));
}

/** Opening and closing selects of a weekday or a date; `problem` is a message on the whole day. */
function TimeRange({
  form,
  path,
  of,
  problem,
}: {
  form: HoursForm;
  path: ['weekly', Day] | ['exceptions', number];
  /** Which day or date, read after 'Opens' and 'Closes'. */
  of: string;
  problem?: { id: string; message: string };
}) {
  const marked = problem ? { 'aria-invalid': true, 'aria-describedby': problem.id } : {};
  const select = (end: 'open' | 'close', label: string) => (
    <FormField
      of={form}
      path={[...path, end] as ['weekly', Day, 'open']}
      label={
        <>
          {label}
          <span className="sr-only">{t('vendor.hours.onDay', { day: of })}</span>
        </>
      }
    >
      {(field) => (
        <Select {...textControl(field)} {...marked}>
          {timeItems(field.input)}
        </Select>
      )}
    </FormField>
  );
  return (
    <div className="grid grid-cols-2 gap-3">
      {select('open', t('vendor.hours.opens'))}
      {select('close', t('vendor.hours.closes'))}
    </div>
  );
}

function DayRow({ form, day }: { form: HoursForm; day: Day }) {
  const id = useId();
  const whole = useField(form, { path: ['weekly', day] });
  const isOpen = useField(form, { path: ['weekly', day, 'isOpen'] });
  const open = isOpen.input === true;
  const problem = whole.errors?.[0];
  const name = t(DAY_NAMES[day]);
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex min-h-8 items-center justify-between gap-3">
        <Label id={`${id}-label`} htmlFor={`${id}-switch`} className="text-base">
          {name}
        </Label>
        <span className="flex items-center gap-3">
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            {open ? t('vendor.hours.open') : t('vendor.hours.closed')}
          </span>
          <Switch
            id={`${id}-switch`}
            labelId={`${id}-label`}
            checked={open}
            onCheckedChange={isOpen.onChange}
          />
        </span>
      </div>
      {open ? (
        <TimeRange
          form={form}
          path={['weekly', day]}
          of={name}
          problem={problem ? { id: `${id}-problem`, message: problem } : undefined}
        />
      ) : null}
      <p id={`${id}-problem`} aria-live="polite" className={problem ? 'text-sm text-destructive' : 'sr-only'}>
        {problem ?? ''}
      </p>
    </li>
  );
}

function Exceptions({ form }: { form: HoursForm }) {
  const list = useFieldArray(form, { path: ['exceptions'] });
  const addButton = useRef<HTMLButtonElement>(null);
  // A new date's field takes the focus once the list has drawn it; a removed one hands it to 'Add a date'.
  const focusIndex = useRef<number | null>(null);
  const count = list.items.length;
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || index >= count) return;
    focusIndex.current = null;
    focus(form, { path: ['exceptions', index, 'date'] });
  }, [form, count]);

  const add = () => {
    // Read before the insert: the list's items are live.
    const index = list.items.length;
    insert(form, {
      path: ['exceptions'],
      initialInput: { date: '', kind: 'off', ...DEFAULT_HOURS },
    });
    focusIndex.current = index;
  };

  return (
    <EditorSection
      title={t('vendor.hours.exceptions')}
      hint={t('vendor.hours.exceptionsHint', { days: DAYS_AHEAD })}
    >
      {list.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('vendor.hours.noExceptions')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((item, index) => (
            <ExceptionRow
              key={item}
              form={form}
              index={index}
              onRemove={() => {
                remove(form, { path: ['exceptions'], at: index });
                // Drawn (and enabled) again only once the list is one shorter.
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            />
          ))}
        </ul>
      )}
      <p aria-live="polite" className={list.errors ? 'text-sm text-destructive' : 'sr-only'}>
        {list.errors?.[0] ?? ''}
      </p>
      <Button
        ref={addButton}
        variant="outline"
        className="self-start"
        disabled={list.items.length >= DAYS_AHEAD}
        onClick={add}
      >
        <CalendarPlus aria-hidden="true" />
        {t('vendor.hours.addDate')}
      </Button>
    </EditorSection>
  );
}

function ExceptionRow({ form, index, onRemove }: { form: HoursForm; index: number; onRemove: () => void }) {
  const date = useField(form, { path: ['exceptions', index, 'date'] });
  const kind = useField(form, { path: ['exceptions', index, 'kind'] });
  const today = nairobiToday();
  const title = readableDate(date.input) || t('vendor.hours.newDate');
  return (
    <RemovableRow
      title={title}
      removeLabel={t('vendor.editor.removeNamed', { name: title })}
      removeText={t('vendor.editor.remove')}
      onRemove={onRemove}
    >
      <FormField of={form} path={['exceptions', index, 'date']} label={t('vendor.hours.date')} required>
        {(field) => (
          <Input type="date" min={today} max={addDays(today, DAYS_AHEAD)} {...textControl(field)} />
        )}
      </FormField>
      <SegmentedControl
        aria-label={t('vendor.hours.hoursOnDate')}
        options={[
          { value: 'off', label: t('vendor.hours.dayOff') },
          { value: 'hours', label: t('vendor.hours.otherHours') },
        ]}
        value={kind.input === 'hours' ? 'hours' : 'off'}
        onValueChange={kind.onChange}
      />
      {kind.input === 'hours' ? <TimeRange form={form} path={['exceptions', index]} of={title} /> : null}
    </RemovableRow>
  );
}

function Places({ form }: { form: HoursForm }) {
  const id = useId();
  const places = useField(form, { path: ['places'] });
  const chosen = (places.input ?? []) as Place[];
  const problem = places.errors?.[0];
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-problem`}>
      <legend className="mb-1.5 text-sm font-medium">{t('vendor.hours.places')}</legend>
      {PLACES.map((place, index) => (
        <div key={place} className="flex min-h-8 items-start gap-3">
          <Checkbox
            id={`${id}-${place}`}
            // The form's check focuses the first box when none is ticked.
            ref={index === 0 ? (element) => places.props.ref(element as never) : undefined}
            checked={chosen.includes(place)}
            aria-invalid={problem ? true : undefined}
            onCheckedChange={(checked) =>
              places.onChange(
                checked === true ? [...chosen, place] : chosen.filter((other) => other !== place),
              )
            }
          />
          <Label htmlFor={`${id}-${place}`} className="text-base font-normal">
            {t(PLACE_NAMES[place])}
          </Label>
        </div>
      ))}
      <p id={`${id}-problem`} aria-live="polite" className={problem ? 'text-sm text-destructive' : 'sr-only'}>
        {problem ?? ''}
      </p>
    </fieldset>
  );
}

function Availability({ form }: { form: HoursForm }) {
  const id = useId();
  const available = useField(form, { path: ['is_available'] });
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border p-3">
      <span className="flex flex-col gap-0.5">
        <Label id={`${id}-label`} htmlFor={`${id}-switch`} className="text-base">
          {t('vendor.hours.available')}
        </Label>
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('vendor.hours.availableHint')}
        </span>
      </span>
      <Switch
        id={`${id}-switch`}
        labelId={`${id}-label`}
        hintId={`${id}-hint`}
        checked={available.input === true}
        onCheckedChange={available.onChange}
      />
    </div>
  );
}
