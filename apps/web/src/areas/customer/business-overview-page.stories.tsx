import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { browse, catalogue, failing, loading } from '../../storybook/handlers.ts';
import { screenMeta } from '../../storybook/screen.ts';
import { findMain, findMainShowing } from '../../storybook/play.ts';
import { BusinessOverviewPage } from './business-overview-page.tsx';

const meta = {
  title: 'Screens/Customer/Business overview',
  component: BusinessOverviewPage,
  ...screenMeta(
    { path: '/BusinessOverview/:id', url: '/BusinessOverview/12', area: 'Retail Customer' },
    { ...catalogue, ...browse },
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
