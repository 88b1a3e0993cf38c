import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, http, loading, privacy } from '../../../storybook/handlers.ts';
import { findMainShowing } from '../../../storybook/play.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { PrivacyPage } from './privacy-page.tsx';

const meta = {
  title: 'Screens/Public/Privacy notice',
  component: PrivacyPage,
  ...screenMeta({ path: '/privacy', shell: 'public', as: null }, privacy),
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement) =>
  findMainShowing(canvasElement, { level: 1, name: 'Privacy notice' });

/** The notice's facts come from the server: version and date, retention, the officer's contact. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await open(canvasElement);
    await expect(await main.findByText('Version 2026-11-25, in force from 25 November 2026.')).toBeVisible();
    for (const section of [
      'What we collect',
      'Why we use it',
      'How long we keep it',
      'Who receives it',
      'Your rights',
      'How to use them',
      'Data protection officer',
    ])
      await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
    const keep = within(main.getByRole('region', { name: 'How long we keep it' }));
    await expect(keep.getByText('7 years')).toBeVisible();
    await expect(keep.getByText('30 days')).toBeVisible();
    await expect(keep.getByText('while your account exists')).toBeVisible();
    const shared = within(main.getByRole('region', { name: 'Who receives it' }));
    for (const who of ['Safaricom', 'Our SMS provider', 'Our e-mail provider'])
      await expect(shared.getByText(who)).toBeVisible();
    const rights = within(main.getByRole('region', { name: 'Your rights' }));
    await expect(rights.getByRole('link', { name: 'www.odpc.go.ke' })).toHaveAttribute(
      'href',
      'https://www.odpc.go.ke',
    );
    await expect(main.getByRole('link', { name: 'Open Account details' })).toHaveAttribute(
      'href',
      '/account-details',
    );
    await expect(main.getByRole('link', { name: 'privacy@urembo.co.ke' })).toHaveAttribute(
      'href',
      'mailto:privacy@urembo.co.ke',
    );
  },
};

/** Kinds of records the page has no words for are still listed, by their name; a phone is a tel: link. */
export const OtherRetentionAndPhone: Story = {
  parameters: {
    msw: {
      handlers: {
        privacyNotice: http.get('/api/privacy-notice/', ({ response }) =>
          response(200).json({
            version: '2027-01-10',
            effective_date: '2027-01-10',
            data_protection_officer: {
              name: 'Amina Hassan',
              email: 'dpo@urembo.co.ke',
              phone: '+254 700 000 111',
            },
            retention: { payments: 2557, logs: 14, sms_outbox: 1 },
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await open(canvasElement);
    await expect(await main.findByText('Amina Hassan')).toBeVisible();
    await expect(main.getByRole('link', { name: '+254 700 000 111' })).toHaveAttribute(
      'href',
      'tel:+254700000111',
    );
    const keep = within(main.getByRole('region', { name: 'How long we keep it' }));
    await expect(keep.getByText('7 years')).toBeVisible();
    await expect(keep.getByText('14 days')).toBeVisible();
    await expect(keep.getByText('sms outbox')).toBeVisible();
    await expect(keep.getByText('1 day')).toBeVisible();
  },
};

/** The words are there at once (prerendered); only the facts wait for the server. */
export const Loading: Story = {
  parameters: { msw: { handlers: { privacyNotice: loading('get', '/api/privacy-notice/') } } },
  play: async ({ canvasElement }) => {
    const main = await open(canvasElement);
    await expect(main.getByText('Loading the version of this notice…')).toBeVisible();
    await expect(main.getByText('Loading the contact of our data protection officer…')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
  },
};

/** Without the server the notice still reads, and says where else to write. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { privacyNotice: failing('get', '/api/privacy-notice/') } } },
  play: async ({ canvasElement }) => {
    const main = await open(canvasElement);
    await expect(
      await main.findByText('The version of this notice could not be loaded. Please try again later.'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'the contact form' })).toHaveAttribute(
      'href',
      '/contact-form',
    );
  },
};

/** At 360 px nothing runs off the screen, the officer's e-mail included. */
export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = await open(canvasElement);
    await expect(await main.findByText('privacy@urembo.co.ke')).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
