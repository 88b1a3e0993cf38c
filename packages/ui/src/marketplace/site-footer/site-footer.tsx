import type { ComponentProps, ReactNode } from 'react';

import { cn, useDefaultTexts, useLocaleLabels } from '../../primitives/index.ts';
import { defaultRenderLink, type AppHeaderLink, type RenderLink } from '../app-header/index.ts';

export interface SiteFooterContact {
  email?: string;
  phone?: string;
  address?: string;
}

export interface SiteFooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  brand?: ReactNode;
  quickLinks?: readonly AppHeaderLink[];
  renderLink?: RenderLink;
  contact?: SiteFooterContact;
  /** Small print at the bottom, e.g. '© 2026 Urembo'. */
  copyright?: ReactNode;
  labels?: Partial<SiteFooterLabels>;
}

export interface SiteFooterLabels {
  /** What the company is, under the brand. */
  blurb: ReactNode;
  quickLinks: string;
  contact: string;
}

const defaultLabels: SiteFooterLabels = {
  blurb:
    'Urembo connects beauty and wellness professionals with the businesses that hire them and the clients who book them, across Kenya.',
  quickLinks: 'Quick Links',
  contact: 'Contact',
};

const defaultLinks: AppHeaderLink[] = [
  { href: '/', label: 'Home' },
  { href: '/sign-up', label: 'Sign Up' },
  { href: '/sign-in', label: 'Login' },
  { href: '/contact-form', label: 'Contact Us' },
  { href: '/privacy', label: 'Privacy notice' },
];

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swSiteFooterLabels: SiteFooterLabels = {
  blurb:
    'Urembo huunganisha wataalamu wa urembo na ustawi na biashara zinazowaajiri, na wateja wanaoweka miadi nao, kote Kenya.',
  quickLinks: 'Viungo vya haraka',
  contact: 'Mawasiliano',
};

/** The default quick links in Kiswahili (same pages). */
const swDefaultLinks: AppHeaderLink[] = [
  { href: '/', label: 'Nyumbani' },
  { href: '/sign-up', label: 'Fungua akaunti' },
  { href: '/sign-in', label: 'Ingia' },
  { href: '/contact-form', label: 'Wasiliana nasi' },
  { href: '/privacy', label: 'Taarifa ya faragha' },
];

const defaultContact: SiteFooterContact = {
  email: 'hello@urembo.co.ke',
  phone: '+254 712 345 678',
  address: 'Nairobi, Kenya',
};

/** Page footer: what the company is, quick links and how to reach it. */
export function SiteFooter({
  brand = 'Urembo',
  quickLinks: givenQuickLinks,
  renderLink = defaultRenderLink,
  contact = defaultContact,
  copyright,
  labels: partialLabels,
  className,
  ...props
}: SiteFooterProps) {
  const labels = useLocaleLabels(defaultLabels, swSiteFooterLabels, partialLabels);
  const builtInLinks = useDefaultTexts(defaultLinks, swDefaultLinks);
  const quickLinks = givenQuickLinks ?? builtInLinks;
  const linkClasses =
    'inline-flex min-h-11 items-center rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:min-h-8';
  return (
    <footer data-slot="site-footer" className={cn('border-t bg-muted text-foreground', className)} {...props}>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="flex flex-col gap-2">
          <p className="text-xl font-bold text-primary">{brand}</p>
          <p className="text-sm text-muted-foreground">{labels.blurb}</p>
        </div>
        <nav aria-labelledby="site-footer-links" className="flex flex-col gap-2">
          <h2 id="site-footer-links" className="font-semibold">
            {labels.quickLinks}
          </h2>
          <ul className="flex flex-col text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                {renderLink({ href: link.href, className: linkClasses, children: link.label })}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold">{labels.contact}</h2>
          <address className="flex flex-col text-sm not-italic">
            {contact.email ? (
              <a className={linkClasses} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ) : null}
            {contact.phone ? (
              <a className={linkClasses} href={`tel:${contact.phone.replace(/\s/g, '')}`}>
                {contact.phone}
              </a>
            ) : null}
            {contact.address ? <span className="py-1 text-muted-foreground">{contact.address}</span> : null}
          </address>
        </div>
      </div>
      {copyright ? (
        <p className="border-t px-4 py-4 text-center text-sm text-muted-foreground">{copyright}</p>
      ) : null}
    </footer>
  );
}
