import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { browse, catalogue, emptyList, failing, loading } from '../../../storybook/handlers.ts';
import { pricedLists } from '../../../storybook/menu-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { expectToast, findMain, findMainShowing } from '../../../storybook/play.ts';
import { BusinessDashboardPage } from './business-dashboard-page.tsx';

const meta = {
  title: 'Screens/Business owner/Dashboard',
  component: BusinessDashboardPage,
  ...screenMeta(
    { path: '/business-dashboard', area: 'Business Owner' },
    {
      ...catalogue,
      ...browse,
      ...pricedLists,
    },
  ),
} satisfies Meta<typeof BusinessDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Wanjiru Kamau' });
    await expect(main.getByText('4 professionals')).toBeVisible();
    await expect(main.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    // Kinky Hair Lounge is not here: a business owner browses professionals only.
    await expect(main.queryByText('Kinky Hair Lounge')).toBeNull();
    await expect(main.getByText('from KES 500')).toBeVisible();
  },
};

/** The filter bar's 'Max price' keeps professionals with a service at or below it. */
export const PriceCeiling: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Faith Chebet' });
    await userEvent.click(main.getByRole('button', { name: 'Max price' }));
    await userEvent.click(main.getByRole('button', { name: 'KES 1,000' }));
    await expect(await main.findByText('2 professionals')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Kevin Otieno' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Amina Hassan' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Max price: KES 1,000' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { professionals: loading('get', '/api/beauty-professionals/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
    await expect(main.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { professionals: emptyList('/api/beauty-professionals/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No beauty professionals found.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { professionals: failing('get', '/api/beauty-professionals/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
    await expectToast(canvasElement, 'An error occurred. Please try again later.');
  },
};

export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findMainShowing(canvasElement, { name: 'Amina Hassan' });
  },
};
