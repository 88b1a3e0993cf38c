import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { TestimonialCard } from './testimonial-card.tsx';

const meta = {
  title: 'Marketplace/Marketing/TestimonialCard',
  id: 'marketing-testimonialcard',
  component: TestimonialCard,
  tags: ['autodocs'],
  argTypes: {
    rating: { control: { type: 'range', min: 1, max: 5, step: 1 } },
    avatarSrc: { control: 'text' },
  },
  args: {
    quote: 'I found two reliable braiders for my salon in a week. Bookings have doubled since.',
    name: 'Achieng Otieno',
    role: 'Salon owner, Kisumu',
    rating: 5,
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const QuoteAndAuthor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure');
    await expect(figure).toHaveTextContent('I found two reliable braiders');
    await expect(figure).toHaveTextContent('Achieng Otieno');
    await expect(canvas.getByText('Salon owner, Kisumu')).toBeInTheDocument();
    await expect(canvas.getByText('Rated 5 out of 5')).toBeInTheDocument();
  },
};

export const WithoutRatingOrRole: Story = {
  args: { rating: undefined, role: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Rated/)).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    quote:
      'Since joining I have built a list of regular clients in Westlands and Kilimani, my profile shows my work and reviews, and I get booking requests every week without paying for adverts anywhere else.',
    name: 'Wanjiku Kamau-Njoroge wa Kiambu',
  },
};

export const SwahiliText: Story = {
  args: {
    quote: 'Nimepata wateja wengi wapya kupitia jukwaa hili, na sasa ninafanya kazi kila siku ya wiki.',
    role: 'Mtaalamu wa urembo, Mombasa',
  },
};

export const Mobile360: Story = { globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider: the stars are read out in Kiswahili. */
export const Kiswahili: Story = {
  args: {
    quote: 'Nilipata wasusi wawili wa kuaminika kwa saluni yangu ndani ya wiki moja.',
    role: 'Mwenye saluni, Kisumu',
  },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nyota 5 kati ya 5')).toBeInTheDocument();
    await expect(canvas.getByText('Mwenye saluni, Kisumu')).toBeVisible();
  },
};
