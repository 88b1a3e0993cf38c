import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { formatRating } from './format-rating.ts';
import { Rating } from './rating.tsx';

const meta = {
  title: 'Primitives/Display/Rating',
  id: 'display-rating',
  component: Rating,
  tags: ['autodocs'],
  args: { value: 4.5 },
  argTypes: {
    max: { control: { type: 'number', min: 1, max: 10, step: 1 } },
    reviewCount: { control: { type: 'number', min: 0, step: 1 } },
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    variant: { control: 'inline-radio', options: ['stars', 'compact'] },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const HalfStar: Story = {
  tags: ['visual'],
  args: { reviewCount: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    await expect(canvas.getByText('4.5')).toBeVisible();
    await expect(canvas.getByText('(12 reviews)')).toBeVisible();
  },
};

export const WholeNumber: Story = {
  args: { value: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4')).toBeVisible();
    await expect(formatRating(4.04)).toBe('4');
    await expect(formatRating(4.46)).toBe('4.5');
    await expect(formatRating(3.96)).toBe('4');
  },
};

export const Compact: Story = { args: { variant: 'compact', value: 3.8 } };

export const StarWithoutValue: Story = {
  args: { variant: 'compact', showValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
  },
};

export const NoRatingsYet: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No ratings yet')).toBeVisible();
  },
};
