import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { countyNames } from '@urembo/kenya';

import { Grid } from '../../primitives/index.ts';
import { ProfessionalCard, ProfessionalCardSkeleton } from './professional-card.tsx';

const meta = {
  title: 'Marketplace/Cards/ProfessionalCard',
  id: 'domain-professionalcard',
  component: ProfessionalCard,
  tags: ['autodocs'],
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    reviewCount: { control: { type: 'number', min: 0, step: 1 } },
    county: { control: 'select', options: countyNames },
    experienceLevel: { control: 'select', options: ['Beginner', 'Intermediate', 'Expert'] },
    priceFrom: { control: { type: 'number', min: 0, step: 50 } },
    profilePic: { control: 'text' },
  },
  args: {
    name: 'Amina Wanjiru',
    rating: 4.46,
    reviewCount: 8,
    available: true,
    county: 'Nairobi',
    experienceLevel: 'Expert',
    services: [
      { id: 3, name: 'Manicure' },
      { id: 4, name: 'Pedicure' },
    ],
    priceFrom: 1500,
    onOpen: fn(),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof ProfessionalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneDecimalRating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.5')).toBeVisible();
    await expect(canvas.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    await expect(canvas.getByText('Available')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Services' })).toHaveTextContent('ManicurePedicure');
  },
};

/** The cheapest service on the menu, beside the rating. */
export const PriceFrom: Story = {
  args: { priceFrom: 12500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('from KES 12,500')).toBeVisible();
    await expect(canvas.getByRole('button')).toHaveAccessibleName(/from KES 12,500/);
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

export const NewWithoutReviews: Story = {
  args: { rating: 0, reviewCount: 0, available: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
    await expect(canvas.getByText('Not available')).toBeVisible();
  },
};

export const UnknownService: Story = {
  args: { services: [{ id: 3, name: 'Manicure' }, { id: 99 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unknown Service')).toBeVisible();
  },
};

/** The card is one link: a plain click opens it through `onOpen`, keyboard too. */
export const OpensAsOneLink: Story = {
  args: { href: '/OverviewPage/7' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/OverviewPage/7');
    await expect(link).toHaveAccessibleName(/Amina Wanjiru/);
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const ButtonWithoutHref: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  render: () => (
    <Grid aria-busy="true">
      <ProfessionalCardSkeleton />
      <ProfessionalCardSkeleton />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot=professional-card-skeleton]')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    name: 'Wanjiru Nyambura Kamau-Otieno wa Kiambu',
    county: 'Elgeyo-Marakwet',
    priceFrom: 250000,
    services: Array.from({ length: 15 }, (_, i) => ({
      id: i,
      name: `Bridal make-up and hair styling ${i + 1}`,
    })),
  },
};

export const SwahiliLabels: Story = {
  args: {
    labels: {
      available: 'Anapatikana sasa hivi',
      new: 'Mpya',
      experience: 'Kiwango cha uzoefu',
      unknownService: 'Huduma isiyojulikana',
      priceFrom: (price) => `kuanzia KES ${price.toLocaleString('en-KE')}`,
    },
    rating: 0,
    reviewCount: 0,
    services: [{ id: 1 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mpya')).toBeVisible();
    await expect(canvas.getByText('Huduma isiyojulikana')).toBeVisible();
    await expect(canvas.getByText('kuanzia KES 1,500')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider; the experience level is data, so the app passes it in Kiswahili. */
export const Kiswahili: Story = {
  args: { experienceLevel: 'Bingwa' },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ana nafasi')).toBeVisible();
    await expect(canvas.getByText('kuanzia KES 1,500')).toBeVisible();
    await expect(canvas.getByText('Nyota 4.5 kati ya 5')).toBeInTheDocument();
  },
};
