import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing, http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { findMain } from '../../../storybook/play.ts';
import { CustomerProfilePage } from './customer-profile-page.tsx';
import { CustomerSettingsPage } from './customer-settings-page.tsx';

const meta = {
  title: 'Screens/Customer/Profile',
  component: CustomerProfilePage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/customer-profile', shell: { area: ['Retail Customer'] } } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Retail Customer'),
        customer: http.get('/api/retail-customers/{id}/', ({ response }) =>
          response(200).json({
            id: 31,
            name: 'Brian Mwangi',
            profile_pic: null,
            user_type: 'Retail Customer',
          }),
        ),
      },
    },
  },
} satisfies Meta<typeof CustomerProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByText('Brian Mwangi')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Show Profile' })).toHaveAttribute(
      'href',
      '/customer-settings',
    );
    await expect(main.getByRole('link', { name: /Account details/ })).toHaveAttribute(
      'href',
      '/account-details',
    );
    await expect(main.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const Settings: Story = {
  render: () => <CustomerSettingsPage />,
  parameters: { page: { path: '/customer-settings' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('Retail Customer')).toBeVisible();
    await expect(main.getByText('Brian Mwangi')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/account-details',
    );
  },
};

export const SettingsError: Story = {
  render: () => <CustomerSettingsPage />,
  parameters: {
    page: { path: '/customer-settings' },
    msw: { handlers: { customer: failing('get', '/api/retail-customers/{id}/') } },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred fetching user data')).toBeVisible();
  },
};
