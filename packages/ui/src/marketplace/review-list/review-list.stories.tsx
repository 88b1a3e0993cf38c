import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { ReviewList, type ReviewItem } from './review-list.tsx';

const texts = [
  'Neat braids and right on time.',
  'Good job overall, just a little late to start.',
  'Very professional. My nails lasted three weeks.',
  'Friendly and clean salon.',
  'Would book again for my wedding.',
  'The massage was exactly what I needed.',
];
const reviews: ReviewItem[] = texts.map((text, index) => ({
  id: index + 1,
  reviewerName: [
    'Achieng Otieno',
    'Kamau Njoroge',
    'Fatuma Ali',
    'Wanjiru Mwangi',
    'Chebet Rono',
    'Baraka Mutua',
  ][index]!,
  rating: 5 - (index % 3),
  text,
  date: `2026-03-0${index + 1}T09:15:00Z`,
}));

const meta = {
  title: 'Marketplace/Display/ReviewList',
  id: 'domain-reviewlist',
  component: ReviewList,
  tags: ['autodocs'],
  args: { reviews },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowAllAndLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const toggle = canvas.getByRole('button', { name: 'Show all 6 reviews' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('The massage was exactly what I needed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const FewNoToggle: Story = {
  args: { reviews: reviews.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy=true]')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    reviews: [
      {
        ...reviews[0]!,
        reviewerName: 'Nyambura Wanjiku Kamau-Otieno wa Kiambu',
        text: 'Alikuwa mzuri sana. '.repeat(40),
      },
    ],
  },
};

export const Swahili: Story = {
  args: {
    labels: {
      empty: 'Hakuna maoni bado.',
      showAll: (count) => `Onyesha maoni yote ${count}`,
      showLess: 'Onyesha machache',
    },
    locale: 'sw-KE',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Onyesha maoni yote 6' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider: the labels, and the dates in sw-KE. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Maoni' })).toBeVisible();
    await expect(canvas.getByText('1 Mac 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Onyesha maoni yote 6' }));
    await expect(canvas.getByRole('button', { name: 'Onyesha machache' })).toBeVisible();
  },
};
