import { useQueries, useQuery } from '@tanstack/react-query';
import type { Me, Schemas } from '@urembo/api-client';
import { Button, Field, Input, Select, SelectGroup, SelectItem } from '@urembo/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { t, type MessageId } from '../../../i18n/index.ts';
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
import { categoriesQuery, servicesOfQuery } from '../../browse/index.ts';
import { useSaveMenu } from '../api/editors.ts';
import { menuQuery } from '../api/scheduling.ts';
import {
  EditorFrame,
  EditorSection,
  durationText,
  RemovableRow,
  editorSaveFeedback,
  type EditorFrameLabels,
} from '../components/vendor-editor.tsx';

const MAX_CATEGORIES = 3;
const MAX_ITEMS = 15;
const MAX_PRICE = 500_000;
const STEP = 15;
const LONGEST = 480;
/** Every length the server accepts: 15 minutes to 8 hours in quarter hours. */
const DURATIONS = Array.from({ length: LONGEST / STEP }, (_, index) => (index + 1) * STEP);

const shillings = new Intl.NumberFormat('en-KE');

/** The frame's words, in the current language (read while rendering). */
function frameLabels(): EditorFrameLabels {
  return {
    title: t('vendor.menu.title'),
    intro: t('vendor.menu.intro'),
    back: t('vendor.editor.back'),
    loading: t('vendor.menu.loading'),
    loadFailed: t('vendor.menu.loadFailed'),
    retry: t('vendor.editor.retry'),
  };
}

/** The label of the category select in row `index`. */
function categoryLabel(index: number): string {
  return t(
    index === 0
      ? 'vendor.menu.category.main'
      : index === 1
        ? 'vendor.menu.category.second'
        : 'vendor.menu.category.third',
  );
}

const priceRange = () => t('vendor.menu.priceRange', { max: shillings.format(MAX_PRICE) });
const tooManyServices = () => t('vendor.menu.tooManyServices', { max: MAX_ITEMS });

type Menu = Schemas['VendorMenu'];
type Service = Schemas['Service'];

const priceSchema = v.pipe(
  v.string(),
  // Prices are written as people write them: '1,500' or '1 500'.
  v.transform((price) => price.replace(/[\s,]/g, '')),
  v.regex(/^\d+$/, priceRange),
  v.transform(Number),
  v.minValue(1, priceRange),
  v.maxValue(MAX_PRICE, priceRange),
);

/** Named as the server's fields (categories, items.N.price_kes), so its field errors need no map. */
const schema = v.object({
  categories: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.nonEmpty(() => t('vendor.menu.categoryMissing')),
        v.transform(Number),
      ),
    ),
    v.minLength(1, () => t('vendor.menu.categoryMissing')),
    v.maxLength(MAX_CATEGORIES),
  ),
  items: v.pipe(
    v.array(
      v.object({
        service: v.number(),
        name: v.string(),
        price_kes: priceSchema,
        duration_minutes: v.pipe(v.string(), v.transform(Number)),
      }),
    ),
    v.minLength(1, () => t('vendor.menu.servicesMissing')),
    v.maxLength(MAX_ITEMS, tooManyServices),
  ),
});

type MenuForm = FormStore<typeof schema>;

function formInput(menu: Menu): v.InferInput<typeof schema> {
  return {
    categories: menu.categories.length ? menu.categories.map(String) : [''],
    items: menu.items.map((item) => ({
      service: item.service,
      name: item.name,
      price_kes: String(item.price_kes),
      duration_minutes: String(item.duration_minutes),
    })),
  };
}

function menuBody(output: v.InferOutput<typeof schema>): Schemas['VendorMenuUpdate'] {
  return {
    categories: output.categories,
    items: output.items.map(({ service, price_kes, duration_minutes }) => ({
      service,
      price_kes,
      duration_minutes,
    })),
  };
}

/** The catalogue's length of a service, on the menu's grid. */
function defaultDuration(service: Service): number {
  return Math.min(LONGEST, Math.max(STEP, Math.round(service.duration_minutes / STEP) * STEP));
}

/** Categories, then each service with its price and duration, of the signed-in vendor. */
export function VendorMenuPage() {
  return (
    <EditorFrame labels={frameLabels()} queryOf={menuQuery}>
      {(vendor, data) => <MenuEditor me={vendor} menu={data} />}
    </EditorFrame>
  );
}

function MenuEditor({ me, menu }: { me: Me; menu: Menu }) {
  const formId = useId();
  const form = useForm(schema, formInput(menu));

  const save = useSaveMenu(
    me,
    editorSaveFeedback(form, formId, {
      saved: t('vendor.menu.saved'),
      fixFields: t('vendor.editor.fixFields'),
    }),
  );

  return (
    <Form
      of={form}
      id={formId}
      onSubmit={(output) => save.mutate(menuBody(output))}
      className="flex flex-col gap-8"
    >
      <Categories form={form} />
      <Items form={form} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        loading={save.isPending}
        labels={{ loading: t('vendor.editor.saving') }}
      >
        {save.isPending ? t('vendor.editor.saving') : t('vendor.menu.save')}
      </Button>
    </Form>
  );
}

/** A message on a whole list (no category, too many services), announced when it appears. */
function ListProblem({ message }: { message: string | undefined }) {
  return (
    <p aria-live="polite" className={message ? 'text-sm text-destructive' : 'sr-only'}>
      {message ?? ''}
    </p>
  );
}

/** A new row's first field takes the focus once the list (`count` rows) has drawn it. */
function useFocusLater(form: MenuForm, count: number) {
  const pending = useRef<['categories', number] | ['items', number, 'price_kes'] | null>(null);
  useEffect(() => {
    const path = pending.current;
    if (path === null || path[1] >= count) return;
    pending.current = null;
    focus(form, { path });
  }, [form, count]);
  return (path: NonNullable<typeof pending.current>) => {
    pending.current = path;
  };
}

function Categories({ form }: { form: MenuForm }) {
  const list = useFieldArray(form, { path: ['categories'] });
  const focusLater = useFocusLater(form, list.items.length);
  const chosen = (useField(form, { path: ['categories'] }).input ?? []) as string[];
  const catalogue = useQuery(categoriesQuery);
  const addButton = useRef<HTMLButtonElement>(null);
  const all = catalogue.data ?? [];
  return (
    <EditorSection
      title={t('vendor.menu.categories')}
      hint={t('vendor.menu.categoriesHint', { max: MAX_CATEGORIES })}
    >
      {catalogue.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('vendor.menu.categoriesFailed')}
        </p>
      ) : null}
      {list.items.map((item, index) => (
        <div key={item} className="flex items-start gap-2">
          <FormField
            of={form}
            path={['categories', index]}
            label={categoryLabel(index)}
            required={index === 0}
            className="flex-1"
          >
            {(field) => (
              <Select
                {...textControl(field)}
                disabled={catalogue.isPending}
                placeholder={
                  catalogue.isPending ? t('vendor.menu.loadingList') : t('vendor.menu.chooseCategory')
                }
              >
                {all
                  // A category chosen in another row is not offered twice.
                  .filter(
                    (category) => !chosen.some((id, other) => other !== index && id === String(category.id)),
                  )
                  .map((category) => (
                    <SelectItem key={category.id} value={String(category.id)}>
                      {category.name}
                    </SelectItem>
                  ))}
              </Select>
            )}
          </FormField>
          {index > 0 ? (
            <Button
              variant="ghost"
              size="icon"
              // Lines the button up with the select under the label.
              className="mt-6.5"
              aria-label={t('vendor.editor.removeNamed', { name: categoryLabel(index).toLowerCase() })}
              onClick={() => {
                remove(form, { path: ['categories'], at: index });
                // Drawn (and enabled) again only once the list is one shorter.
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ))}
      <ListProblem message={list.errors?.[0]} />
      {list.items.length < MAX_CATEGORIES ? (
        <Button
          ref={addButton}
          variant="outline"
          className="self-start"
          disabled={chosen.length >= all.length}
          onClick={() => {
            // Read before the insert: the list's items are live.
            const index = list.items.length;
            insert(form, { path: ['categories'], initialInput: '' });
            focusLater(['categories', index]);
          }}
        >
          <Plus aria-hidden="true" />
          {t('vendor.menu.addCategory')}
        </Button>
      ) : null}
    </EditorSection>
  );
}

function Items({ form }: { form: MenuForm }) {
  const list = useFieldArray(form, { path: ['items'] });
  const focusLater = useFocusLater(form, list.items.length);
  const heading = useRef<HTMLHeadingElement>(null);
  const adder = useRef<HTMLDivElement>(null);
  return (
    <EditorSection
      title={t('vendor.menu.services')}
      hint={t('vendor.menu.servicesCount', { count: list.items.length, max: MAX_ITEMS })}
      headingRef={heading}
    >
      {list.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('vendor.menu.noServices')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((item, index) => (
            <ItemRow
              key={item}
              form={form}
              index={index}
              onRemove={() => {
                remove(form, { path: ['items'], at: index });
                // The removed service is offered again in the picker below, the natural next stop.
                requestAnimationFrame(() =>
                  (adder.current?.querySelector<HTMLElement>('select:enabled') ?? heading.current)?.focus(),
                );
              }}
            />
          ))}
        </ul>
      )}
      <ListProblem message={list.errors?.[0]} />
      <div ref={adder}>
        <AddService
          form={form}
          full={list.items.length >= MAX_ITEMS}
          onAdd={(service) => {
            // Read before the insert: the list's items are live.
            const index = list.items.length;
            insert(form, {
              path: ['items'],
              initialInput: {
                service: service.id,
                name: service.name,
                price_kes: '',
                duration_minutes: String(defaultDuration(service)),
              },
            });
            focusLater(['items', index, 'price_kes']);
          }}
        />
      </div>
    </EditorSection>
  );
}

function ItemRow({ form, index, onRemove }: { form: MenuForm; index: number; onRemove: () => void }) {
  const name = String(useField(form, { path: ['items', index, 'name'] }).input ?? '');
  const named = (label: MessageId, forService: MessageId) => (
    <>
      {t(label)}
      <span className="sr-only">{t(forService, { name })}</span>
    </>
  );
  return (
    <RemovableRow
      title={name}
      removeLabel={t('vendor.editor.removeNamed', { name })}
      removeText={t('vendor.editor.remove')}
      onRemove={onRemove}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField
          of={form}
          path={['items', index, 'price_kes']}
          label={named('vendor.menu.price', 'vendor.menu.priceFor')}
          required
        >
          {(field) => <Input inputMode="numeric" autoComplete="off" {...textControl(field)} />}
        </FormField>
        <FormField
          of={form}
          path={['items', index, 'duration_minutes']}
          label={named('vendor.menu.duration', 'vendor.menu.durationFor')}
        >
          {(field) => <Select {...textControl(field)}>{durationItems(field.input)}</Select>}
        </FormField>
      </div>
    </RemovableRow>
  );
}

/** The menu's lengths, plus a stored one off that grid so the select still shows what is saved. */
function durationItems(current: unknown) {
  const stored = Number(current);
  const lengths =
    Number.isInteger(stored) && stored > 0 && !DURATIONS.includes(stored)
      ? [...DURATIONS, stored].sort((a, b) => a - b)
      : DURATIONS;
  return lengths.map((minutes) => (
    <SelectItem key={minutes} value={String(minutes)}>
      {durationText(minutes)}
    </SelectItem>
  ));
}

/** A service of the chosen categories that is not on the menu yet, added with the catalogue's length. */
function AddService({
  form,
  full,
  onAdd,
}: {
  form: MenuForm;
  full: boolean;
  onAdd: (service: Service) => void;
}) {
  const [picked, setPicked] = useState('');
  const categoryIds = ((useField(form, { path: ['categories'] }).input ?? []) as string[])
    .filter(Boolean)
    .map(Number);
  const onMenu = new Set(
    ((useField(form, { path: ['items'] }).input ?? []) as { service?: number }[]).map((item) => item.service),
  );
  const categories = useQuery(categoriesQuery);
  const lists = useQueries({ queries: categoryIds.map((id) => servicesOfQuery(id)) });
  const loading = lists.some((list) => list.isPending);
  const failed = lists.some((list) => list.isError);
  const groups = categoryIds.map((id, index) => ({
    id,
    name: categories.data?.find((category) => category.id === id)?.name ?? '',
    services: (lists[index]?.data ?? []).filter((service) => !onMenu.has(service.id)),
  }));
  const offered = groups.flatMap((group) => group.services);
  const service = offered.find((candidate) => String(candidate.id) === picked);
  const placeholder =
    categoryIds.length === 0
      ? t('vendor.menu.chooseCategoryFirst')
      : loading
        ? t('vendor.menu.loadingServices')
        : t('vendor.menu.chooseService');
  const hint = full
    ? tooManyServices()
    : !loading && categoryIds.length > 0 && offered.length === 0 && !failed
      ? t('vendor.menu.allAdded')
      : undefined;

  return (
    <div className="flex items-start gap-2">
      <Field
        label={t('vendor.menu.serviceToAdd')}
        hint={hint}
        error={failed ? t('vendor.menu.servicesFailed') : undefined}
        className="flex-1"
      >
        <Select
          value={service ? picked : ''}
          onValueChange={setPicked}
          placeholder={placeholder}
          disabled={full || offered.length === 0}
        >
          {groups.map((group) =>
            group.services.length ? (
              <SelectGroup key={group.id} label={group.name}>
                {group.services.map((candidate) => (
                  <SelectItem key={candidate.id} value={String(candidate.id)}>
                    {candidate.name}
                  </SelectItem>
                ))}
              </SelectGroup>
            ) : null,
          )}
        </Select>
      </Field>
      <Button
        variant="outline"
        // Lines the button up with the select under the label.
        className="mt-6.5"
        disabled={!service || full}
        onClick={() => {
          if (!service) return;
          onAdd(service);
          setPicked('');
        }}
      >
        <Plus aria-hidden="true" />
        {t('vendor.menu.add')}
      </Button>
    </div>
  );
}
