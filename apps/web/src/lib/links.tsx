import { cn } from '@urembo/ui';
import { ArrowLeft, Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

const TONES = { primary: 'text-primary', destructive: 'text-destructive' } as const;

/** The look of a text link, also for the few plain anchors (tel:, mailto:) that are not router links. */
export function textLinkClass(tone: keyof typeof TONES = 'primary', className?: string): string {
  return cn(
    'inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline',
    TONES[tone],
    className,
  );
}

/** The one in-app text link of every area: reads as text, underlined on hover. */
export function TextLink({
  tone = 'primary',
  className,
  ...props
}: LinkProps & { tone?: keyof typeof TONES }) {
  return <Link className={textLinkClass(tone, className)} {...props} />;
}

/** The way back to the list or page a screen was opened from, at the top of the screen. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to} className="min-h-11 self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </TextLink>
  );
}

/** The link to report a user or a company, at the foot of their overview page. */
export function ReportLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <TextLink to={to} tone="destructive" className="min-h-11">
        <Flag aria-hidden="true" className="size-4" />
        {children}
      </TextLink>
    </p>
  );
}
