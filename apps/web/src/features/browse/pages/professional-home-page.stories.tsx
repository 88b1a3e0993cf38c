import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { browse, catalogue, emptyList, failing, loading } from '../../../storybook/handlers.ts';
import { pricedLists } from '../../../storybook/menu-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { expectToast, findMain, findMainShowing } from '../../../storybook/play.ts';
import { ProfessionalHomePage } from './professional-home-page.tsx';

const meta = {
  title: 'Screens/Professional/Home',
  component: ProfessionalHomePage,
  ...screenMeta(
    { path: '/professional-home', area: 'Beauty Professional' },
    {
      ...catalogue,
      ...browse,
      ...pricedLists,
    },
  ),
} satisfies Meta<typeof ProfessionalHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Glow Studio' });
    await expect(main.getByText('3 businesses')).toBeVisible();
    // Kinky Hair Lounge lists a service the catalogue no longer has.
    await expect(await main.findByText('Unknown Service')).toBeVisible();
    await expect(main.getByText('from KES 2,000')).toBeVisible();
  },
};

/** A link with a price ceiling opens with the filter chosen and applied. */
export const PriceCeiling: Story = {
  parameters: { page: { url: '/professional-home?max_price=1000' } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Glow Studio' });
    await expect(main.getByText('1 business')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Max price: KES 1,000' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { businesses: loading('get', '/api/business-owners/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { businesses: emptyList('/api/business-owners/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No businesses found.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { businesses: failing('get', '/api/business-owners/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
    await expectToast(canvasElement, 'An error occurred. Please try again later.');
  },
};
