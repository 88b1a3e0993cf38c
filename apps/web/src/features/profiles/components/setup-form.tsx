import type { UseQueryResult } from '@tanstack/react-query';
import type { Me, UserType } from '@urembo/api-client';
import { Button, Card, CountySubCountySelect, Input, Spinner, Textarea, toast } from '@urembo/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import {
  Form,
  FormField,
  getInput,
  setErrors,
  showFieldErrors,
  textControl,
  useField,
  useForm,
  type FormStore,
} from '../../../lib/form.tsx';
import { t, type MessageId } from '../../../i18n/index.ts';
import { RequireSignIn } from '../../../lib/guards.tsx';
import { useMe } from '../../../lib/session.tsx';
import { useSaveSetup, type SetupValues } from '../api/setup.ts';
import { BackLink, TextLink } from '../../../lib/links.tsx';
import { CategoryAndServices } from './setup-fields.tsx';

/**
 * The two setup pages (spec section 5) are one form: the vendor's own text fields, county and
 * sub-county, category and services. They differ in their text fields, their words and where they save.
 */

/** The setup page's frame: a card with the heading, and the form once the session is known. */
export function SetupPage({
  title,
  intro,
  children,
}: {
  /** A vendor whose setup is done edits it here: the words may differ then. */
  title: string | ((me: Me | null | undefined) => string);
  intro: string | ((me: Me | null | undefined) => string);
  /** The form, given the signed-in account and the user id of the address. */
  children: (me: Me, userId: number) => ReactNode;
}) {
  const { userID } = useParams();
  const { data: me } = useMe();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <Card className="gap-6 p-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{typeof title === 'function' ? title(me) : title}</h1>
          <p className="text-muted-foreground">{typeof intro === 'function' ? intro(me) : intro}</p>
        </div>
        <RequireSignIn>
          {(me) => (
            <>
              {me.setup_complete ? (
                <div className="flex flex-col gap-1">
                  <BackLink to={EDITED_FROM[me.user_type]}>{t('setup.form.back')}</BackLink>
                  <TextLink to="/account-details" className="self-start">
                    {t('setup.form.accountDetails')}
                  </TextLink>
                </div>
              ) : null}
              {children(me, Number(userID))}
            </>
          )}
        </RequireSignIn>
      </Card>
    </div>
  );
}

/** Where a vendor's "Edit profile" is: editing ends with a way back there. */
const EDITED_FROM: Record<UserType, string> = {
  'Business Owner': '/account-settings',
  'Beauty Professional': '/professional-profile-details',
  'Retail Customer': '/customer-profile',
};

/** One of the vendor's own text fields (business name, description, bio). */
export interface SetupTextField<Name extends string> {
  name: Name;
  label: MessageId;
  /** The spec's message when it is left empty; none for a field that may stay empty. */
  missing?: MessageId;
  multiline?: boolean;
  maxLength: number;
  placeholder?: MessageId;
  autoComplete?: string;
}

type Choice = 'county' | 'subCounty' | 'category' | 'services';

/** What a vendor whose setup is done already has: the form starts from it, and saving stays here. */
export interface SetupInitial<Name extends string> {
  text: Record<Name, string>;
  county: string;
  subCounty: string;
  categoryId: number | null;
  services: number[];
}

export function SetupForm<Name extends string>({
  first,
  afterPlace,
  missing,
  serverFields,
  save,
  saved,
  failed,
  savingText,
  initial,
}: {
  /** Text fields above the county. */
  first: readonly SetupTextField<Name>[];
  /** Text fields between the sub-county and the category. */
  afterPlace: readonly SetupTextField<Name>[];
  /** The spec's message for each choice left open. */
  missing: Record<Choice, MessageId>;
  /** The server's field names, for putting its field errors under the form's fields. */
  serverFields: Record<string, Name | Choice>;
  save: (values: SetupValues<Name>) => Promise<unknown>;
  /** The toast once saved (the user then signs in). */
  saved: string;
  /** The toast when saving failed. */
  failed: (error: unknown) => string;
  savingText: string;
  /** Editing a finished setup: the current details, and the user stays on the page once saved. */
  initial?: SetupInitial<Name>;
}) {
  const navigate = useNavigate();
  // The form store keeps the schema it starts with; the pages' fields and words never change.
  const [schema] = useState(() => setupSchema(first, afterPlace, missing));
  const form = useForm(schema, {
    first: initial ? pick(initial.text, first) : emptyText(first),
    county: initial?.county ?? '',
    subCounty: initial?.subCounty ?? '',
    later: initial ? pick(initial.text, afterPlace) : emptyText(afterPlace),
    ...(initial?.categoryId ? { category: initial.categoryId } : {}),
    services: initial?.services.map(String) ?? [],
  });
  const county = useField(form, { path: ['county'] });
  const subCounty = useField(form, { path: ['subCounty'] });
  const category = useField(form, { path: ['category'] });
  const services = useField(form, { path: ['services'] });

  const mutation = useSaveSetup(save, Boolean(initial), {
    onSuccess: () => {
      if (initial) {
        toast({ title: t('setup.form.profileSaved'), variant: 'success' });
        return;
      }
      toast({ title: saved, variant: 'success' });
      // The spec sends a vendor who just finished setup to sign in: the form stays although signed in.
      void navigate('/sign-in', { state: { fromSignUp: true } });
    },
    onError: (error) => {
      showFieldErrors(form, error, formPaths(serverFields, first));
      toast({ title: failed(error), variant: 'error' });
    },
  });

  const submit = (output: v.InferOutput<SetupSchema>) =>
    mutation.mutate({
      text: { ...output.first, ...output.later } as Record<Name, string>,
      county: output.county,
      subCounty: output.subCounty,
      categoryId: output.category,
      services: output.services.map(Number),
    });

  const textField = (group: 'first' | 'later') => (field: SetupTextField<Name>) => {
    const Control = field.multiline ? Textarea : Input;
    return (
      <FormField
        key={field.name}
        of={form}
        path={[group, field.name]}
        label={t(field.label)}
        required={field.missing !== undefined}
      >
        {(bound) => (
          <Control
            maxLength={field.maxLength}
            placeholder={field.placeholder && t(field.placeholder)}
            autoComplete={field.autoComplete}
            {...textControl(bound)}
          />
        )}
      </FormField>
    );
  };

  return (
    <Form of={form} onSubmit={submit} className="flex flex-col gap-5">
      {first.map(textField('first'))}
      <CountySubCountySelect
        required
        county={county.input as string}
        onCountyChange={county.onChange}
        subCounty={subCounty.input as string}
        onSubCountyChange={subCounty.onChange}
        countyError={county.errors?.[0]}
        subCountyError={subCounty.errors?.[0]}
      />
      {afterPlace.map(textField('later'))}
      <CategoryAndServices
        categoryId={typeof category.input === 'number' ? category.input : null}
        onCategoryChange={(id) => {
          category.onChange(id);
          services.onChange([]);
        }}
        services={(services.input as string[] | undefined) ?? []}
        onServicesChange={(ids) => {
          services.onChange(ids);
          // A change of services answers the message that stopped the form, whichever it was.
          clearErrors(form);
        }}
        categoryError={category.errors?.[0]}
        servicesError={services.errors?.[0]}
      />
      <Button type="submit" loading={mutation.isPending} labels={{ loading: savingText }}>
        {initial ? t('setup.form.saveChanges') : t('setup.form.done')}
      </Button>
    </Form>
  );
}

/**
 * The spec's checks in the order of the form, only the first failure shown: the vendor's first text
 * fields, county, sub-county, the later text fields, category, services.
 */
function setupSchema(
  first: readonly SetupTextField<string>[],
  afterPlace: readonly SetupTextField<string>[],
  missing: Record<Choice, MessageId>,
) {
  // Messages are read when a check fails, so they are in the language of that moment.
  const say = (id: MessageId) => () => t(id);
  const filled = (message: MessageId | undefined) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => message === undefined || text !== '', message && say(message)),
    );
  const text = (fields: readonly SetupTextField<string>[]) =>
    v.object(
      Object.fromEntries(fields.map((field) => [field.name, filled(field.missing)])) as Record<
        string,
        ReturnType<typeof filled>
      >,
    );
  const chosen = (message: MessageId) => v.pipe(v.string(), v.nonEmpty(say(message)));
  return v.config(
    v.object({
      first: text(first),
      county: chosen(missing.county),
      subCounty: chosen(missing.subCounty),
      later: text(afterPlace),
      category: v.number(say(missing.category)),
      services: v.pipe(v.array(v.string()), v.minLength(1, say(missing.services))),
    }),
    { abortEarly: true },
  );
}

type SetupSchema = ReturnType<typeof setupSchema>;

/**
 * While editing a finished setup, what to show until the vendor's current profile is read (the form starts
 * from it); null once it is there, or on a first setup.
 */
export function profileWaiting(me: Me, profile: UseQueryResult): ReactNode {
  if (!me.setup_complete || profile.data) return null;
  return profile.isError ? (
    <p role="alert">{t('setup.form.loadFailed')}</p>
  ) : (
    <Spinner labels={{ loading: t('setup.loading') }} />
  );
}

const pick = (text: Record<string, string>, fields: readonly SetupTextField<string>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, text[field.name] ?? '']));

const emptyText = (fields: readonly SetupTextField<string>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, '']));

/** The server's field names as paths of this form ('first.businessName', 'county' ...). */
function formPaths<Name extends string>(
  serverFields: Record<string, Name | Choice>,
  first: readonly SetupTextField<Name>[],
): Record<string, string> {
  const choices: readonly string[] = ['county', 'subCounty', 'category', 'services'];
  const group = (name: string) =>
    choices.includes(name) ? name : `${first.some((f) => f.name === name) ? 'first' : 'later'}.${name}`;
  return Object.fromEntries(Object.entries(serverFields).map(([key, name]) => [key, group(name)]));
}

function clearErrors(form: FormStore<SetupSchema>) {
  const input = getInput(form);
  const paths = [
    ...Object.keys(input.first ?? {}).map((name) => ['first', name]),
    ...Object.keys(input.later ?? {}).map((name) => ['later', name]),
    ['county'],
    ['subCounty'],
    ['category'],
    ['services'],
  ];
  for (const path of paths) setErrors(form as FormStore, { path, errors: null } as never);
}
