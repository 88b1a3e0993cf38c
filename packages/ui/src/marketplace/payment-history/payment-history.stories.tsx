import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PaymentHistory, type PaymentHistoryItem } from './payment-history.tsx';

const items: PaymentHistoryItem[] = [
  {
    id: '3',
    title: 'Annual plan',
    date: '2 March 2027',
    amountKes: 2000,
    status: 'success',
    receipt: 'TKR3X9P2QA',
  },
  { id: '2', title: 'Contact of Wanjiru Kamau', date: '14 January 2027', amountKes: 200, status: 'failed' },
  { id: '1', title: 'Annual plan', date: '2 March 2026', amountKes: 2000, status: 'pending' },
];

const meta = {
  title: 'Marketplace/Payments/PaymentHistory',
  id: 'payments-paymenthistory',
  component: PaymentHistory,
  tags: ['autodocs'],
  args: { items },
} satisfies Meta<typeof PaymentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each payment with its amount and state; the receipt only on the one paid. */
export const States: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('M-Pesa receipt TKR3X9P2QA')).toBeVisible();
    await expect(within(rows[0]!).getByText('Paid')).toHaveAttribute('data-status', 'success');
    await expect(within(rows[1]!).getByText('Not paid')).toBeVisible();
    await expect(within(rows[1]!).queryByText(/receipt/)).toBeNull();
    await expect(within(rows[2]!).getByText('Waiting for M-Pesa')).toBeVisible();
    await expect(within(rows[0]!).getByText('KES 2,000')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payments yet.')).toBeVisible();
  },
};

/** Inside a Kiswahili LocaleProvider, with Kiswahili-length text, on a phone. */
export const Kiswahili: Story = {
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  args: {
    items: [
      {
        id: '1',
        title: 'Mawasiliano ya Saluni ya Urembo wa Pwani na Spa ya Nyali',
        date: '14 Januari 2027',
        amountKes: 200,
        status: 'success',
        receipt: 'TKR3X9P2QA',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Imelipwa')).toBeVisible();
    await expect(canvas.getByText('Risiti ya M-Pesa TKR3X9P2QA')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
