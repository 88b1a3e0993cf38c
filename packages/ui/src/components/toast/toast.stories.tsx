import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { dismissToast, toast, type ToastOptions } from './toast-store.ts';
import { Toaster } from './toast.tsx';

type ToastStoryArgs = ToastOptions & { duration?: number };

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  tags: ['autodocs'],
  // The toast store outlives a story: start each one empty.
  beforeEach: () => dismissToast(),
  args: {
    title: 'Booking requested',
    description: 'We will notify you when Wanjiru answers.',
    variant: 'success',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'success', 'error'] } },
  render: ({ duration, ...options }) => (
    <>
      <Button onClick={() => toast(options)}>Request booking</Button>
      <Toaster duration={duration} />
    </>
  ),
} satisfies Meta<ToastStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsTopRightAndCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request booking' }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText('Booking requested');
    const item = title.closest('[data-slot="toast"]') as HTMLElement;
    const viewport = item.closest('[data-slot="toast-viewport"]') as HTMLElement;
    const box = viewport.getBoundingClientRect();
    await expect(Math.round(box.top)).toBe(0);
    await expect(Math.round(box.right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Booking requested')).not.toBeInTheDocument());
  },
};

export const ClosesByItself: Story = {
  args: { duration: 300, title: 'Payment confirmed' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request booking' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Payment confirmed');
    await waitFor(() => expect(body.queryByText('Payment confirmed')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const ErrorToast: Story = {
  args: { variant: 'error', title: 'An error occurred. Kindly login again.', description: undefined },
};

export const SwahiliText: Story = {
  args: { title: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini' },
  globals: { viewport: { value: 'mobile360' } },
};
