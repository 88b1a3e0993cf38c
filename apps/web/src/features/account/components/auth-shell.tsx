import type { ReactNode } from 'react';
import { Card } from '@urembo/ui';
import { t } from '../../../i18n/index.ts';

/** The centred card every account form sits in (sign up, sign in, password reset). */
export function AuthShell({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <Card className="gap-6 p-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{title}</h1>
          {description ? <p className="text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </Card>
    </div>
  );
}

/** A form-level message (the spec's validation alerts), announced when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        message
          ? `rounded-md border px-3 py-2 text-sm ${tone === 'error' ? 'border-destructive text-destructive' : 'border-success text-foreground'}`
          : 'sr-only'
      }
    >
      {message ?? ''}
    </p>
  );
}

/** Social sign-in is not offered yet: the buttons say so instead of doing nothing silently. */
export function InertSocialButtons({ providers }: { providers: readonly string[] }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('public.social.or')}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            aria-disabled="true"
            title={t('public.social.comingSoon')}
            aria-describedby="social-coming-soon"
            className="inline-flex min-h-11 flex-1 cursor-not-allowed items-center justify-center rounded-md border border-input px-4 text-sm font-medium text-muted-foreground"
          >
            {provider}
          </button>
        ))}
      </div>
      <p id="social-coming-soon" className="text-center text-xs text-muted-foreground">
        {t('public.social.comingSoon')}
      </p>
    </div>
  );
}
