import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { SiteFooter } from './site-footer.tsx';

const meta = {
  title: 'Marketplace/Layout/SiteFooter',
  id: 'layout-sitefooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { copyright: '© 2026 Urembo' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BlurbLinksAndContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Urembo connects beauty');
    const links = canvas.getByRole('navigation', { name: 'Quick Links' });
    await expect(within(links).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-form',
    );
    await expect(within(links).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'hello@urembo.co.ke' })).toHaveAttribute(
      'href',
      'mailto:hello@urembo.co.ke',
    );
    await expect(canvas.getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
  },
};

export const WithoutPhone: Story = {
  args: { contact: { email: 'hello@urembo.co.ke' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /\+254/ })).not.toBeInTheDocument();
  },
};

export const SwahiliText: Story = {
  args: {
    labels: {
      blurb:
        'Urembo inaunganisha wataalamu wa urembo na biashara zinazowaajiri na wateja wanaowapa kazi kote Kenya.',
      quickLinks: 'Viungo vya haraka',
      contact: 'Wasiliana nasi',
    },
  },
};

export const Mobile360: Story = { globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider: the blurb, the headings and the default links. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Viungo vya haraka' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fungua akaunti' })).toHaveAttribute('href', '/sign-up');
    await expect(canvas.getByRole('heading', { name: 'Mawasiliano' })).toBeVisible();
  },
};
