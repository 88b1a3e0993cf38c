import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { browse, catalogue, emptyList, failing, loading } from '../../../storybook/handlers.ts';
import { pricedLists } from '../../../storybook/menu-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { choose, expectToast, findMain, findMainShowing } from '../../../storybook/play.ts';
import { CustomerHomePage } from './customer-home-page.tsx';

const meta = {
  title: 'Screens/Customer/Home',
  component: CustomerHomePage,
  ...screenMeta(
    { path: '/customer-home', area: 'Retail Customer' },
    {
      ...catalogue,
      ...browse,
      ...pricedLists,
    },
  ),
} satisfies Meta<typeof CustomerHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Faith Chebet' });
    await expect(await main.findByRole('heading', { name: 'Nyali Beauty Spa' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Location' })).toHaveTextContent('All locations');
    await expect(main.getByRole('combobox', { name: 'Max price' })).toHaveDisplayValue('Any');
    const wanjiru = main.getByRole('link', { name: /Wanjiru Kamau/ });
    await expect(within(wanjiru).getByText('from KES 1,500')).toBeVisible();
  },
};

/** 'Max price' keeps vendors with a service at or below it; 'Any' lifts the ceiling. */
export const PriceCeiling: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Faith Chebet' });
    await choose(canvasElement, 'Max price', 'KES 500');
    await expect(await main.findByText('No businesses found.')).toBeVisible();
    await expect(await main.findByRole('heading', { name: 'Kevin Otieno' })).toBeVisible();
    await expect(main.queryByRole('heading', { name: 'Faith Chebet' })).toBeNull();
    await choose(canvasElement, 'Max price', 'Any');
    await expect(await main.findByRole('heading', { name: 'Faith Chebet' })).toBeVisible();
  },
};

/** The ceiling lives in the URL: a shared link opens with it chosen and applied. */
export const PriceCeilingFromUrl: Story = {
  parameters: { page: { url: '/customer-home?max_price=1000&county=Nairobi' } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Glow Studio' });
    await expect(main.getByRole('combobox', { name: 'Max price' })).toHaveDisplayValue('KES 1,000');
    await expect(main.getByRole('combobox', { name: 'Location' })).toHaveDisplayValue('Nairobi');
    await expect(main.getByRole('heading', { name: 'Amina Hassan' })).toBeVisible();
    await expect(main.queryByRole('heading', { name: 'Kinky Hair Lounge' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        professionals: loading('get', '/api/beauty-professionals/'),
        businesses: loading('get', '/api/business-owners/'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('region', { name: 'Beauty professionals' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(main.getByRole('region', { name: 'Businesses' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: {
    page: { url: '/customer-home?search=henna&county=Kisumu' },
    msw: {
      handlers: {
        professionals: emptyList('/api/beauty-professionals/'),
        businesses: emptyList('/api/business-owners/'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No beauty professionals found.')).toBeVisible();
    await expect(await main.findByText('No businesses found.')).toBeVisible();
    await expect(main.getByRole('searchbox', { name: 'Search' })).toHaveValue('henna');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { professionals: failing('get', '/api/beauty-professionals/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
    await expect(await main.findByRole('heading', { name: 'Glow Studio' })).toBeVisible();
    await expectToast(canvasElement, 'An error occurred. Please try again later.');
  },
};

export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findMainShowing(canvasElement, { name: 'Wanjiru Kamau' });
  },
};
