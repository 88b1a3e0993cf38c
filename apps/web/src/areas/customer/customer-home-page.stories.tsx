import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { browse, catalogue, emptyList, failing, loading } from '../../storybook/handlers.ts';
import { screenMeta } from '../../storybook/screen.ts';
import { expectToast, findMain, findMainShowing } from '../../storybook/play.ts';
import { CustomerHomePage } from './customer-home-page.tsx';

const meta = {
  title: 'Screens/Customer/Home',
  component: CustomerHomePage,
  ...screenMeta({ path: '/customer-home', area: 'Retail Customer' }, { ...catalogue, ...browse }),
} satisfies Meta<typeof CustomerHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Faith Chebet' });
    await expect(await main.findByRole('heading', { name: 'Nyali Beauty Spa' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Location' })).toHaveTextContent('All locations');
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
