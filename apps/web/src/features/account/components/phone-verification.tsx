import type { Me } from '@urembo/api-client';
import { formatKenyanPhone, nairobiClock } from '@urembo/kenya';
import { Badge, Button, Input, toast } from '@urembo/ui';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { t } from '../../../i18n/index.ts';
import { Form, FormField, showFieldErrors, textControl, useForm } from '../../../lib/form.tsx';
import { useConfirmPhone, useSendPhoneCode } from '../api/me.ts';
import { errorText } from '../../../lib/errors.ts';

const CodeSchema = v.object({
  code: v.pipe(
    v.string(),
    // People copy a code as the SMS spaced it, or type it in groups.
    v.transform((code) => code.replace(/\s/g, '')),
    v.regex(/^\d{6}$/, () => t('shared.account.phoneCodeInvalid')),
  ),
});

/**
 * Under the phone number: whether it is verified. Until it is, the server texts it nothing but the code
 * asked for here, so the user sends a code and types it back. Give it `key={me.phone_number}`: a new
 * number starts over.
 */
export function PhoneVerification({ me }: { me: Me }) {
  if (!me.phone_number) return null;
  const phone = formatKenyanPhone(me.phone_number);
  if (me.phone_verified)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="success">{t('shared.account.phoneVerified')}</Badge>
        {t('shared.account.phoneVerifiedHint', { phone })}
      </p>
    );
  return <Unverified phone={phone} />;
}

function Unverified({ phone }: { phone: string }) {
  const hint = useId();
  // Set once a code is on its way: the code field shows from then on.
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const send = useSendPhoneCode({
    onSuccess: ({ expires_at }) => {
      setSentUntil(expires_at);
      toast({
        title: t('shared.account.phoneCodeSent', { phone, time: nairobiClock(new Date(expires_at)) }),
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: errorText(error), variant: 'error' }),
  });
  const form = useForm(CodeSchema, { code: '' });
  const confirm = useConfirmPhone({
    onSuccess: () => {
      toast({ title: t('shared.account.phoneDone'), variant: 'success' });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error)) toast({ title: errorText(error), variant: 'error' });
    },
  });
  return (
    <div className="flex flex-col gap-4 border-t pt-4">
      <p id={hint} className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="warning">{t('shared.account.phoneNotVerified')}</Badge>
        {t('shared.account.phoneUnverifiedHint', { phone })}
      </p>
      {sentUntil ? (
        <Form of={form} onSubmit={(values) => confirm.mutate(values)} className="flex flex-col gap-4">
          <FormField
            of={form}
            path={['code']}
            label={t('shared.account.phoneCode')}
            hint={t('shared.account.phoneCodeHint')}
            required
          >
            {(field) => (
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={12}
                className="max-w-48"
                {...textControl(field)}
              />
            )}
          </FormField>
          <Button
            type="submit"
            loading={confirm.isPending}
            labels={{ loading: t('shared.account.phoneVerifying') }}
            className="self-start"
          >
            {t('shared.account.phoneVerify')}
          </Button>
        </Form>
      ) : null}
      <Button
        type="button"
        variant={sentUntil ? 'outline' : 'default'}
        loading={send.isPending}
        labels={{ loading: t('shared.account.phoneSending') }}
        aria-describedby={hint}
        className="self-start"
        onClick={() => {
          if (!send.isPending) send.mutate();
        }}
      >
        {sentUntil ? t('shared.account.phoneSendNewCode') : t('shared.account.phoneSendCode')}
      </Button>
    </div>
  );
}
