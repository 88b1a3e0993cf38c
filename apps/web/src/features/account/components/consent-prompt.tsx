import type { Me } from '@urembo/api-client';
import { Button, Checkbox, toast } from '@urembo/ui';
import * as v from 'valibot';
import { CONSENT_WORDS, ConsentSummary } from './privacy-consent.tsx';
import { errorText } from '../../../lib/errors.ts';
import { t } from '../../../i18n/index.ts';
import { Form, FormField, useForm } from '../../../lib/form.tsx';
import { useAcceptPrivacyNotice } from '../api/privacy.ts';

// Its own module, loaded only for an account that has to be asked (made by the API, or a demo account).

const ConsentSchema = v.object({ marketing: v.boolean() });

/**
 * Asks a signed-in user who never agreed to the current privacy notice to do so. It sits above every
 * signed-in page until accepted but blocks nothing: no overlay, no focus taken, Escape does nothing, and
 * only its button records consent. Offers and news stay as the user set them, off by default.
 */
export function ConsentPrompt({ me }: { me: Me }) {
  const form = useForm(ConsentSchema, { marketing: me.marketing_opt_in });
  const accept = useAcceptPrivacyNotice({
    onSuccess: () => {
      // The prompt goes away with the saved answer; the focus it held goes on to the page.
      const main = document.getElementById('main');
      if (main) {
        main.tabIndex = -1;
        main.focus();
      }
      toast({ title: t('layout.consent.accepted'), variant: 'success' });
    },
    onError: (error) => toast({ title: errorText(error), variant: 'error' }),
  });
  return (
    <section aria-labelledby="consent-prompt-title" className="border-b border-primary/40 bg-muted">
      <Form
        of={form}
        onSubmit={(values) => accept.mutate(values)}
        className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-end sm:justify-between sm:gap-6"
      >
        <div className="flex flex-col gap-2">
          <h2 id="consent-prompt-title" className="font-semibold">
            {t('layout.consent.title')}
          </h2>
          <p className="text-sm">
            <ConsentSummary />
          </p>
          <FormField of={form} path={['marketing']} layout="inline" label={CONSENT_WORDS.marketing}>
            {(field) => (
              <Checkbox
                checked={field.input === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          </FormField>
        </div>
        <Button
          type="submit"
          loading={accept.isPending}
          labels={{ loading: t('layout.consent.accepting') }}
          className="self-start sm:self-end"
        >
          {t('layout.consent.accept')}
        </Button>
      </Form>
    </section>
  );
}
