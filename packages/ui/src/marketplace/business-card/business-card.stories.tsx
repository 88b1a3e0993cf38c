import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { countyNames } from '@urembo/kenya';

import { BusinessCard, BusinessCardSkeleton } from './business-card.tsx';

const meta = {
  title: 'Marketplace/Cards/BusinessCard',
  id: 'domain-businesscard',
  component: BusinessCard,
  tags: ['autodocs'],
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    reviewCount: { control: { type: 'number', min: 0, step: 1 } },
    county: { control: 'select', options: countyNames },
    subCounty: { control: 'text' },
    location: { control: 'text' },
    priceFrom: { control: { type: 'number', min: 0, step: 50 } },
    profilePic: { control: 'text' },
  },
  args: {
    businessName: 'Wanjiku Beauty Parlour',
    ownerName: 'Wanjiku Kamau',
    rating: 4,
    reviewCount: 12,
    county: 'Nairobi',
    subCounty: 'Starehe',
    location: 'Moi Avenue, 2nd floor',
    services: [
      { id: 3, name: 'Manicure' },
      { id: 5, name: 'Spa' },
    ],
    priceFrom: 800,
    href: '/BusinessOverviewPage/12',
    onOpen: fn(),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof BusinessCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Details: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Wanjiku Beauty Parlour' })).toBeVisible();
    await expect(canvas.getByText('Moi Avenue, 2nd floor, Starehe, Nairobi')).toBeVisible();
    await expect(canvas.getByText('4')).toBeVisible();
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** The cheapest service on the menu, beside the rating; part of the link's name. */
export const PriceFrom: Story = {
  args: { priceFrom: 3500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('from KES 3,500')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/from KES 3,500/);
  },
};

/** No menu yet: no price, and nothing takes its place. */
export const WithoutPrice: Story = {
  args: { priceFrom: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/from KES/)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot=vendor-card-price]')).toBeNull();
  },
};

export const NewAndUnknownService: Story = {
  args: { rating: 0, reviewCount: 0, services: [{ id: 42 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Unknown Service')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <BusinessCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=business-card-skeleton]')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    businessName: 'Mama Njeri Beauty Parlour, Spa, Nails and Barbershop of Greater Kiambu Road',
    priceFrom: 250000,
    location: 'Ridgeways Mall, third floor, shop number 3B, opposite the Kenol petrol station',
  },
};

export const SwahiliLabels: Story = {
  args: {
    labels: {
      new: 'Mpya',
      unknownService: 'Huduma isiyojulikana',
      priceFrom: (price) => `kuanzia KES ${price.toLocaleString('en-KE')}`,
    },
    rating: 0,
    reviewCount: 0,
    services: [{ id: 9 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Huduma isiyojulikana')).toBeVisible();
    await expect(canvas.getByText('kuanzia KES 800')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider; the amount stays 'KES 800' and county names are never translated. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('kuanzia KES 800')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Huduma' })).toBeVisible();
    await expect(canvas.getByText(/Nairobi/)).toBeVisible();
  },
};
