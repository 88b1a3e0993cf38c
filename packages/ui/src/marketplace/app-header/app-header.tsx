import { CircleUserRound } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn, useLocaleLabels } from '../../primitives/index.ts';

export interface AppHeaderLink {
  href: string;
  label: string;
}

export interface RenderLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/** Plain anchors by default; an app passes a router link, e.g. `({ href, ...p }) => <Link to={href} {...p} />`. */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);

export interface AppHeaderProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** Brand text or logo; links to `brandHref`. */
  brand?: ReactNode;
  brandHref?: string;
  /** Main navigation of the signed-in area (Home, Employees, ...); empty for public pages. */
  links?: readonly AppHeaderLink[];
  /** The href of the page being shown, marked aria-current. */
  currentHref?: string;
  renderLink?: RenderLink;
  /** Slot after the navigation: the notification bell, or Login / Sign Up buttons. */
  actions?: ReactNode;
  /** Account icon link (the role's profile page). */
  account?: { href: string; label: string };
  labels?: Partial<AppHeaderLabels>;
}

export interface AppHeaderLabels {
  /** Accessible name of the navigation landmark. */
  nav: string;
}

const defaultLabels: AppHeaderLabels = { nav: 'Main' };
/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swAppHeaderLabels: AppHeaderLabels = { nav: 'Menyu kuu' };

const linkClasses =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring';

/** The top bar of every page: brand, the role's navigation, then actions and the account icon. */
export function AppHeader({
  brand = 'Urembo',
  brandHref = '/',
  links = [],
  currentHref,
  renderLink = defaultRenderLink,
  actions,
  account,
  labels: partialLabels,
  className,
  ...props
}: AppHeaderProps) {
  const labels = useLocaleLabels(defaultLabels, swAppHeaderLabels, partialLabels);
  return (
    <header
      data-slot="app-header"
      className={cn('sticky top-0 z-40 border-b bg-background/95 backdrop-blur', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
        {renderLink({
          href: brandHref,
          className:
            'me-auto rounded-md text-xl font-bold text-primary focus-visible:outline-2 focus-visible:outline-ring',
          children: brand,
        })}
        {links.length > 0 ? (
          // Under 640 px the navigation takes its own row so three links, the bell and the icon all fit.
          <nav aria-label={labels.nav} className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex items-center gap-1 overflow-x-auto">
              {links.map((link) => {
                const current = link.href === currentHref;
                return (
                  <li key={link.href}>
                    {renderLink({
                      href: link.href,
                      className: cn(linkClasses, current && 'bg-accent text-foreground'),
                      'aria-current': current ? 'page' : undefined,
                      children: link.label,
                    })}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
        {account
          ? renderLink({
              href: account.href,
              'aria-label': account.label,
              'aria-current': account.href === currentHref ? 'page' : undefined,
              className:
                'inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
              children: <CircleUserRound aria-hidden="true" className="size-7" />,
            })
          : null}
      </div>
    </header>
  );
}
