import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@urembo/api-client';
import {
  Button,
  EMPLOYMENT_ROLES,
  employmentRoleOf,
  Input,
  Select,
  SelectItem,
  Textarea,
  toast,
} from '@urembo/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { t } from '../../../i18n/index.ts';
import { Form, FormField, getInput, showFieldErrors, textControl, useForm } from '../../../lib/form.tsx';
import { useMe } from '../../../lib/session.tsx';
import { businessQuery } from '../../profiles/index.ts';
import { useRequestEmployment } from '../api/employment.ts';
import { roleName } from '../components/role-name.ts';
import { PaymentDialog } from '../../payments/index.ts';

const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());

// Spec section 5: name, email and proposal are required, else Submit stays disabled (no messages).
const RequestSchema = v.object({
  name: filled,
  email: filled,
  proposal: filled,
  salary: v.pipe(v.string(), v.trim()),
  // A role of the short list, 'other' with her own words, or none.
  role: v.string(),
  otherRole: v.pipe(v.string(), v.trim()),
});

type EmploymentRequest = v.InferOutput<typeof RequestSchema>;

/** The role as the server takes it: a code of the list, her own words, or none. */
const asSent = ({ otherRole, ...values }: EmploymentRequest) => ({
  ...values,
  role: employmentRoleOf(values.role, otherRole),
});

/** A professional asks a business for work; needs a subscription or a paid contact (402 opens payment). */
export function EmploymentRequestPage() {
  const businessId = Number(useParams().id);
  const navigate = useNavigate();
  const { data: me } = useMe();
  const form = useForm(RequestSchema, {
    name: me?.name ?? '',
    email: me?.email ?? '',
    proposal: '',
    salary: '',
    role: '',
    otherRole: '',
  });
  const [paying, setPaying] = useState(false);
  // What was asked for, sent again once the payment has gone through.
  const [request, setRequest] = useState<EmploymentRequest | null>(null);
  const business = useQuery(businessQuery(businessId));
  const businessName =
    business.data?.more.business_name || business.data?.name || t('professional.request.thisBusiness');

  const send = useRequestEmployment(businessId, {
    onSuccess: () => {
      toast({ title: t('professional.request.sent'), variant: 'success' });
      void navigate('/professional-home');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 402) setPaying(true);
      else if (showFieldErrors(form, error, { role: 'otherRole' })) return;
      else if (isApiError(error) && error.status === 409) toast({ title: error.detail, variant: 'error' });
      else toast({ title: t('professional.request.failed'), variant: 'error' });
    },
  });

  const input = getInput(form);
  const ready = Boolean(input.name?.trim() && input.email?.trim() && input.proposal?.trim());
  const submit = (values: EmploymentRequest) => {
    setRequest(values);
    // The business's contact is hidden exactly when asking for work needs a payment first.
    if (business.data && !business.data.phone_number && !business.data.email) setPaying(true);
    else send.mutate(asSent(values));
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('professional.request.title')}</h1>
      <p className="text-muted-foreground">{t('professional.request.intro', { business: businessName })}</p>
      <Form of={form} onSubmit={submit} className="flex flex-col gap-4">
        <FormField of={form} path={['name']} label={t('professional.request.name')} required>
          {(field) => <Input autoComplete="name" maxLength={100} {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['email']} label={t('professional.request.email')} required>
          {(field) => <Input type="email" autoComplete="email" maxLength={254} {...textControl(field)} />}
        </FormField>
        <FormField
          of={form}
          path={['proposal']}
          label={t('professional.request.proposal')}
          required
          hint={t('professional.request.proposalHint')}
        >
          {(field) => <Textarea maxLength={2000} {...textControl(field)} />}
        </FormField>
        <FormField of={form} path={['role']} label={t('professional.request.role')}>
          {(field) => (
            <Select placeholder={t('professional.request.rolePlaceholder')} {...textControl(field)}>
              {EMPLOYMENT_ROLES.map((code) => (
                <SelectItem key={code} value={code}>
                  {roleName(code)}
                </SelectItem>
              ))}
              <SelectItem value="other">{t('professional.request.roleOther')}</SelectItem>
            </Select>
          )}
        </FormField>
        {input.role === 'other' ? (
          <FormField of={form} path={['otherRole']} label={t('professional.request.roleOwn')}>
            {(field) => <Input maxLength={60} {...textControl(field)} />}
          </FormField>
        ) : null}
        <FormField of={form} path={['salary']} label={t('professional.request.salary')}>
          {(field) => <Input maxLength={100} {...textControl(field)} />}
        </FormField>
        <Button
          type="submit"
          className="self-start"
          disabled={!ready}
          loading={send.isPending}
          labels={{ loading: t('professional.request.submitting') }}
        >
          {t('professional.request.submit')}
        </Button>
      </Form>
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        purpose={{
          kind: 'annual-or-contact',
          subscriptionType: 'PRO_ANNUAL',
          target: businessId,
          name: businessName,
        }}
        onPaid={() => request && send.mutate(asSent(request))}
      />
    </div>
  );
}
