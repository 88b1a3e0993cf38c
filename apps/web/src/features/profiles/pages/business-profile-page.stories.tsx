import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ownBusiness } from '../../../storybook/fixtures.ts';
import { catalogue, failing, http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { findMain } from '../../../storybook/play.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';
import { BusinessProfilePage } from './business-profile-page.tsx';

const meta = {
  title: 'Screens/Business owner/Account',
  component: BusinessProfilePage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/business-profile', shell: { area: ['Business Owner'] } } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Business Owner'),
        ...catalogue,
        business: http.get('/api/business-owners/{id}/', ({ response }) => response(200).json(ownBusiness)),
      },
    },
  },
} satisfies Meta<typeof BusinessProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('link', { name: /Achieng Otieno/ })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await expect(main.getByRole('link', { name: 'Reset Password' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const Settings: Story = {
  render: () => <AccountSettingsPage />,
  parameters: { page: { path: '/account-settings' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Glow Studio' })).toBeVisible();
    await expect(main.getByText('achieng@glowstudio.co.ke')).toBeVisible();
    await expect(main.getByText('Oginga Odinga Street, Kisumu Central, Kisumu')).toBeVisible();
    await expect(await main.findByText('Gel manicure')).toBeVisible();
  },
};

export const SettingsError: Story = {
  render: () => <AccountSettingsPage />,
  parameters: {
    page: { path: '/account-settings' },
    msw: { handlers: { business: failing('get', '/api/business-owners/{id}/') } },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('Failed to fetch your data, try again later')).toBeVisible();
  },
};
