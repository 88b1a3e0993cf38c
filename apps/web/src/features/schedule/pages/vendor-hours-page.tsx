import type { Me, Schemas } from '@urembo/api-client';
import {
  Button,
  Checkbox,
  Input,
  Label,
  OpeningRanges,
  SegmentedControl,
  Select,
  SelectItem,
  ServiceAreaList,
  type OpeningRangesLabels,
  type ServiceAreaErrors,
  type ServiceAreaListLabels,
  type ServiceAreaValue,
} from '@urembo/ui';
import { CalendarPlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { addDays } from '@urembo/kenya';
import * as v from 'valibot';
import { t, currentTag, type MessageId } from '../../../i18n/index.ts';
import {
  focus,
  Form,
  FormField,
  getErrors,
  insert,
  registerControl,
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
// What a day switched on, or a date given other hours, starts from.
const DEFAULT_HOURS = { open: '08:00', close: '18:00' };
/** Opening ranges a day or a date may have in this editor (the server takes up to 6). */
const MAX_RANGES = 4;
/** Home-visit areas the server keeps, and the highest travel fee of one, in shillings. */
const MAX_AREAS = 100;
const MAX_TRAVEL_FEE_KES = 50_000;

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
type Range = Schemas['OpeningRange'];

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

const closesAfterOpening = (hours: Range) => hours.close > hours.open;

/**
 * What is wrong with a day's opening ranges, each message under the time to change: a closing not after
 * its opening, or an opening before an earlier range has closed.
 */
function rangeIssues(ranges: readonly Range[]): { index: number; key: keyof Range; message: string }[] {
  const issues: { index: number; key: keyof Range; message: string }[] = [];
  const sound: { range: Range; index: number }[] = [];
  ranges.forEach((range, index) => {
    if (closesAfterOpening(range)) sound.push({ range, index });
    else issues.push({ index, key: 'close', message: t('vendor.hours.closeAfterOpen') });
  });
  sound.sort((a, b) => a.range.open.localeCompare(b.range.open));
  // The range that closes last of those opening earlier: a range opening before it closes overlaps it.
  let latest: Range | undefined;
  for (const { range, index } of sound) {
    if (latest && range.open < latest.close)
      issues.push({ index, key: 'open', message: t('vendor.hours.rangesOverlap', latest) });
    if (!latest || range.close > latest.close) latest = range;
  }
  return issues.sort((a, b) => a.index - b.index);
}

/** The path of an issue under a value: each key with the value it leads to. */
function issuePath(root: unknown, keys: readonly (string | number)[]) {
  let input = root as Record<string | number, unknown>;
  return keys.map((key) => {
    const value = input[key];
    const item = Array.isArray(input)
      ? ({ type: 'array', origin: 'value', input, key: key as number, value } as const)
      : ({ type: 'object', origin: 'value', input, key: key as string, value } as const);
    input = value as Record<string | number, unknown>;
    return item;
  }) as [v.IssuePathItem, ...v.IssuePathItem[]];
}

const rangeSchema = v.object({ open: v.string(), close: v.string() });

/** A day's or a date's ranges, checked while `applies` (the day is open, the date has other hours). */
const withRanges = <TEntries extends v.ObjectEntries>(
  entries: TEntries,
  applies: (value: never) => boolean,
) =>
  v.pipe(
    v.object({ ...entries, ranges: v.pipe(v.array(rangeSchema), v.minLength(1)) }),
    v.rawCheck(({ dataset, addIssue }) => {
      // Also when another field of the date failed, so every message shows at the first submit.
      const value = dataset.value as { ranges?: unknown };
      if (!Array.isArray(value?.ranges) || !applies(value as never)) return;
      for (const { index, key, message } of rangeIssues(value.ranges as Range[]))
        addIssue({ message, path: issuePath(value, ['ranges', index, key]) });
    }),
  );

const daySchema = withRanges({ isOpen: v.boolean() }, (day: { isOpen: boolean }) => day.isOpen);

const exceptionSchema = withRanges(
  {
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
  },
  (exception: { kind: string }) => exception.kind === 'hours',
);

/** An area as the form holds it: the server's names, the fee as typed. */
const areaSchema = v.object({ county: v.string(), sub_county: v.string(), travel_fee_kes: v.string() });
type AreaInput = v.InferInput<typeof areaSchema>;

/** Whole shillings from 0 to 50,000 as typed ('1,500' too), else undefined. */
function feeOf(typed: string): number | undefined {
  const digits = typed.replace(/[\s,]/g, () => '');
  if (!/^\d{1,6}$/.test(digits)) return undefined;
  const fee = Number(digits);
  return fee <= MAX_TRAVEL_FEE_KES ? fee : undefined;
}

/** An area's name as the vendor reads it: 'Westlands, Nairobi' or 'Kiambu, whole county'. */
function areaName(county: string, subCounty: string): string {
  return subCounty
    ? t('vendor.hours.area.subCountyName', { county, subCounty })
    : t('vendor.hours.area.wholeCountyName', { county });
}

/** What is wrong with the areas: a county missing, a fee out of range, an area listed twice (the second). */
function areaIssues(areas: readonly AreaInput[]) {
  const issues: { index: number; key: keyof AreaInput; message: string }[] = [];
  const seen = new Set<string>();
  areas.forEach((area, index) => {
    if (!area.county) issues.push({ index, key: 'county', message: t('vendor.hours.area.countyMissing') });
    else {
      const key = `${area.county}/${area.sub_county}`;
      if (seen.has(key))
        issues.push({
          index,
          key: 'sub_county',
          message: t('vendor.hours.area.twice', { place: areaName(area.county, area.sub_county) }),
        });
      seen.add(key);
    }
    if (feeOf(area.travel_fee_kes) === undefined)
      issues.push({ index, key: 'travel_fee_kes', message: t('vendor.hours.area.feeInvalid') });
  });
  return issues;
}

const schema = v.pipe(
  v.object({
    weekly: v.object(
      Object.fromEntries(DAYS.map((day) => [day, daySchema])) as Record<Day, typeof daySchema>,
    ),
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
    service_areas: v.pipe(v.array(areaSchema), v.maxLength(MAX_AREAS)),
  }),
  // The areas are checked, and sent, only while the vendor visits clients: else they are hidden.
  v.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value as { places?: unknown; service_areas?: unknown };
    if (!Array.isArray(value?.places) || !value.places.includes('client')) return;
    if (!Array.isArray(value.service_areas)) return;
    for (const { index, key, message } of areaIssues(value.service_areas as AreaInput[]))
      addIssue({ message, path: issuePath(value, ['service_areas', index, key]) });
  }),
);

type HoursForm = FormStore<typeof schema>;

/** A day's ranges: those saved, or its one range of opening and closing. */
const rangesOf = (hours: Hours): Range[] =>
  hours.ranges?.length
    ? hours.ranges.map(({ open, close }) => ({ open, close }))
    : [{ open: hours.open, close: hours.close }];

/**
 * The form's fields are named as the server's (weekly.monday, exceptions, buffer_minutes, service_areas
 * ...), so its field errors land under the right field without a map. A day's hours are its ranges; a
 * closed day keeps its last ranges for when it opens again.
 */
function formInput(schedule: Schedule): v.InferInput<typeof schema> {
  const day = (hours: Hours | null) => ({ isOpen: hours !== null, ranges: rangesOf(hours ?? DEFAULT_HOURS) });
  return {
    weekly: Object.fromEntries(DAYS.map((name) => [name, day(schedule.weekly[name])])) as Record<
      Day,
      ReturnType<typeof day>
    >,
    exceptions: schedule.exceptions.map((exception) => ({
      date: exception.date,
      kind: exception.hours ? 'hours' : 'off',
      ranges: rangesOf(exception.hours ?? DEFAULT_HOURS),
    })),
    buffer_minutes: String(schedule.buffer_minutes),
    capacity: String(schedule.capacity),
    places: schedule.places,
    is_available: schedule.is_available,
    instant_booking: schedule.instant_booking ?? 'off',
    travel_minutes: String(schedule.travel_minutes ?? 0),
    service_areas: (schedule.service_areas ?? []).map((area) => ({
      county: area.county,
      sub_county: area.sub_county,
      travel_fee_kes: String(area.travel_fee_kes),
    })),
  };
}

/**
 * A day's hours as the server takes them: one range as its opening and closing; several in order, with
 * the first opening and the last closing.
 */
function hoursOf(ranges: readonly Range[]): Hours {
  const sorted = [...ranges]
    .sort((a, b) => a.open.localeCompare(b.open))
    .map(({ open, close }) => ({ open, close }));
  const first = sorted[0]!;
  if (sorted.length === 1) return first;
  return { open: first.open, close: sorted.at(-1)!.close, ranges: sorted };
}

function scheduleBody(
  output: v.InferOutput<typeof schema>,
  withCapacity: boolean,
): Schemas['VendorScheduleUpdate'] {
  const visits = output.places.includes('client');
  return {
    weekly: Object.fromEntries(
      DAYS.map((name) => [name, output.weekly[name].isOpen ? hoursOf(output.weekly[name].ranges) : null]),
    ) as Schemas['WeeklyHours'],
    exceptions: output.exceptions
      .map((exception) => ({
        date: exception.date,
        hours: exception.kind === 'off' ? null : hoursOf(exception.ranges),
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    buffer_minutes: output.buffer_minutes,
    ...(withCapacity ? { capacity: output.capacity } : {}),
    places: PLACES.filter((place) => output.places.includes(place)),
    is_available: output.is_available,
    instant_booking: output.instant_booking,
    travel_minutes: output.travel_minutes,
    // Hidden while the vendor makes no home visits: the saved areas stay as they are.
    ...(visits
      ? {
          service_areas: output.service_areas.map((area) => ({
            county: area.county,
            sub_county: area.sub_county,
            travel_fee_kes: feeOf(area.travel_fee_kes)!,
          })),
        }
      : {}),
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
      onSubmit={(output) => save.mutate(scheduleBody(output, isBusiness))}
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
      <ServiceAreas form={form} />
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

/**
 * A list control's change as the form's own: an item added at the end is inserted and one taken out is
 * removed (their messages go with them), other changes set the list. `before` is the value the control
 * was given, whose items it keeps as they are.
 */
function changeList<T, TInput>(
  form: HoursForm,
  path: readonly (string | number)[],
  before: readonly T[],
  next: readonly T[],
  toInput: (item: T) => TInput,
  set: (input: TInput[]) => void,
) {
  if (next.length === before.length + 1 && before.every((item, index) => item === next[index]))
    insert(form, { path, initialInput: toInput(next.at(-1)!) } as never);
  else if (next.length === before.length - 1)
    remove(form, { path, at: before.findIndex((item, index) => item !== next[index]) } as never);
  else set(next.map(toInput));
}

/** The ranges of a weekday or a date; `problem` is a message on the whole day (the server's). */
function Ranges({
  form,
  path,
  of,
  problem,
}: {
  form: HoursForm;
  path: ['weekly', Day] | ['exceptions', number];
  /** Which day or date, read after 'Opens' and 'Closes'. */
  of: string;
  problem?: string;
}) {
  const rangesPath = [...path, 'ranges'] as ['weekly', Day, 'ranges'];
  const field = useField(form, { path: rangesPath });
  const ranges = (field.input ?? []) as Range[];
  const errorOf = (index: number, key: keyof Range) =>
    getErrors(form, { path: [...rangesPath, index, key] as ['weekly', Day, 'ranges', number, 'open'] })?.[0];
  const labels: Partial<OpeningRangesLabels> = {
    opens: t('vendor.hours.opens'),
    closes: t('vendor.hours.closes'),
    rangeSuffix: (position) => t('vendor.hours.rangeSuffix', { position }),
    add: t('vendor.hours.addRange'),
    remove: (position) => t('vendor.hours.removeRange', { position, day: of }),
    limit: (max) => t('vendor.hours.rangesLimit', { max }),
  };
  return (
    <OpeningRanges
      value={ranges}
      onChange={(next) => changeList(form, rangesPath, ranges, next, (range) => range, field.onChange)}
      context={t('vendor.hours.onDay', { day: of })}
      errors={ranges.map((_, index) => ({ open: errorOf(index, 'open'), close: errorOf(index, 'close') }))}
      error={problem}
      max={MAX_RANGES}
      timeRef={(index, end, element) => registerControl(form, [...rangesPath, index, end], element)}
      labels={labels}
    />
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
      {open ? <Ranges form={form} path={['weekly', day]} of={name} problem={problem} /> : null}
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
      initialInput: { date: '', kind: 'off', ranges: [DEFAULT_HOURS] },
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
      {kind.input === 'hours' ? <Ranges form={form} path={['exceptions', index]} of={title} /> : null}
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

const toAreaValue = (area: AreaInput): ServiceAreaValue => ({
  county: area.county,
  subCounty: area.sub_county,
  travelFeeKes: area.travel_fee_kes,
});
const toAreaInput = (area: ServiceAreaValue): AreaInput => ({
  county: area.county,
  sub_county: area.subCounty,
  travel_fee_kes: area.travelFeeKes,
});
/** The list's names of an area's fields, and the server's. */
const AREA_FIELDS = { county: 'county', subCounty: 'sub_county', travelFeeKes: 'travel_fee_kes' } as const;

/** Where the vendor makes home visits and the travel fee of each area: only while she visits clients. */
function ServiceAreas({ form }: { form: HoursForm }) {
  const places = useField(form, { path: ['places'] });
  const list = useField(form, { path: ['service_areas'] });
  const listErrors = useFieldArray(form, { path: ['service_areas'] }).errors;
  if (!((places.input ?? []) as Place[]).includes('client')) return null;
  const areas = ((list.input ?? []) as AreaInput[]).map(toAreaValue);
  const errorOf = (index: number, key: keyof AreaInput) =>
    getErrors(form, { path: ['service_areas', index, key] })?.[0];
  const labels: Partial<ServiceAreaListLabels> = {
    county: t('vendor.hours.area.county'),
    subCounty: t('vendor.hours.area.subCounty'),
    countyPlaceholder: t('vendor.hours.area.countyPlaceholder'),
    wholeCounty: t('vendor.hours.area.wholeCounty'),
    useWholeCounty: t('vendor.hours.area.useWholeCounty'),
    travelFee: t('vendor.hours.area.fee'),
    areaName,
    newArea: t('vendor.hours.area.new'),
    add: t('vendor.hours.area.add'),
    remove: t('vendor.editor.remove'),
    removeNamed: (name) => t('vendor.editor.removeNamed', { name }),
    empty: t('vendor.hours.area.empty'),
    limit: (max) => t('vendor.hours.area.limit', { max }),
  };
  return (
    <EditorSection title={t('vendor.hours.areas')} hint={t('vendor.hours.areasHint')}>
      <ServiceAreaList
        value={areas}
        onChange={(next) => changeList(form, ['service_areas'], areas, next, toAreaInput, list.onChange)}
        errors={areas.map((_, index): ServiceAreaErrors => ({
          county: errorOf(index, 'county'),
          subCounty: errorOf(index, 'sub_county'),
          travelFeeKes: errorOf(index, 'travel_fee_kes'),
        }))}
        max={MAX_AREAS}
        fieldRef={(index, name, element) =>
          registerControl(form, ['service_areas', index, AREA_FIELDS[name]], element)
        }
        labels={labels}
      />
      <p aria-live="polite" className={listErrors ? 'text-sm text-destructive' : 'sr-only'}>
        {listErrors?.[0] ?? ''}
      </p>
    </EditorSection>
  );
}
