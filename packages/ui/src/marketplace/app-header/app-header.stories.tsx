import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../../primitives/index.ts';
import { NotificationBell } from '../notification-modal/index.ts';
import { AppHeader } from './app-header.tsx';

const businessLinks = [
  { href: '/business-dashboard', label: 'Home' },
  { href: '/employees', label: 'Employees' },
  { href: '/business-bookings', label: 'Bookings' },
];

const meta = {
  title: 'Marketplace/Layout/AppHeader',
  id: 'layout-appheader',
  component: AppHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    links: businessLinks,
    currentHref: '/employees',
    actions: <NotificationBell unreadCount={3} />,
    account: { href: '/business-profile', label: 'Your account' },
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignedInNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Home', 'Employees', 'Bookings']);
    await expect(within(nav).getByRole('link', { name: 'Employees' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/business-profile',
    );
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  },
};

export const CustomLink: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a href={`#route:${href}`} data-router-link="" {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '#route:/business-dashboard');
    await expect(home).toHaveAttribute('data-router-link');
  },
};

export const PublicHeader: Story = {
  args: {
    links: [],
    account: undefined,
    actions: (
      <>
        <Button asChild variant="ghost" size="sm">
          <a href="/sign-in">Login</a>
        </Button>
        <Button asChild size="sm">
          <a href="/sign-up">Sign Up</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  },
};

export const SetupHeaderWithoutAuth: Story = {
  args: { links: [], account: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const SwahiliText: Story = {
  args: {
    labels: { nav: 'Urambazaji' },
    links: [
      { href: '/business-dashboard', label: 'Mwanzo' },
      { href: '/employees', label: 'Wafanyakazi wako wote' },
      { href: '/business-bookings', label: 'Miadi ya wateja' },
    ],
    account: { href: '/business-profile', label: 'Akaunti yako' },
  },
};

export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    // Every link stays reachable on a small phone: none is clipped off the right edge.
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
  },
};

/** Inside a Kiswahili LocaleProvider (the toolbar's Language, or this story's globals). */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menyu kuu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Arifa, 3 hazijasomwa' })).toBeVisible();
  },
};
