import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { browse, failing, loading } from '../../../storybook/handlers.ts';
import { menus } from '../../../storybook/menu-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { findMain, findMainShowing } from '../../../storybook/play.ts';
import { BusinessOverviewPage } from './customer-business-overview-page.tsx';

const meta = {
  title: 'Screens/Customer/Business overview',
  component: BusinessOverviewPage,
  ...screenMeta(
    { path: '/BusinessOverview/:id', url: '/BusinessOverview/12', area: 'Retail Customer' },
    { ...browse, ...menus },
  ),
} satisfies Meta<typeof BusinessOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real review count and reviews instead of the original's fixed '239 Reviews'. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Nyali Beauty Spa' });
    await expect(main.getByRole('link', { name: 'Request Service' })).toHaveAttribute(
      'href',
      '/business-booking/12',
    );
    await expect(await main.findByRole('heading', { name: 'Reviews (2)' })).toBeVisible();
    await expect(main.queryByText('239 Reviews')).toBeNull();
    const services = main.getByRole('region', { name: 'Services Offered by Nyali Beauty Spa' });
    const rows = within(await within(services).findByRole('list')).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Full leg wax');
    await expect(rows[0]).toHaveTextContent('45 min');
    await expect(rows[0]).toHaveTextContent('KES 2,000');
    await expect(rows[2]).toHaveTextContent('Swedish massage1 h');
  },
};

export const MenuError: Story = {
  parameters: { msw: { handlers: { menu: failing('get', '/api/vendors/{id}/menu/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Nyali Beauty Spa' });
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Failed to load services. Please try again later.',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { business: loading('get', '/api/business-owners/{id}/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { business: failing('get', '/api/business-owners/{id}/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
  },
};
