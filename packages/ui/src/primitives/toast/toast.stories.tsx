import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/index.ts';
import { dismissToast, toast, type ToastOptions } from './toast-store.ts';
import { Toaster } from './toast.tsx';

type ToastStoryArgs = ToastOptions & { duration?: number };

const meta = {
  title: 'Primitives/Feedback/Toast',
  id: 'feedback-toast',
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

export const StaysWhileHovered: Story = {
  args: { duration: 300, title: 'Payment confirmed' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request booking' }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText('Payment confirmed');
    await userEvent.hover(title);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(title).toBeVisible();
    await userEvent.unhover(title);
    await waitFor(() => expect(body.queryByText('Payment confirmed')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request booking' }));
    const body = within(canvasElement.ownerDocument.body);
    const item = (await body.findByText('Booking requested')).closest('[data-slot="toast"]') as HTMLElement;
    within(item).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText('Booking requested')).not.toBeInTheDocument());
  },
};

export const AnnouncedPolitely: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request booking' }));
    const body = within(canvasElement.ownerDocument.body);
    const region = body.getByRole('region', { name: 'Notifications' });
    const status = within(region).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(await within(status).findByText('Booking requested')).toBeVisible();
    await expect(within(region).getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const ErrorToast: Story = {
  args: { variant: 'error', title: 'An error occurred. Kindly login again.', description: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request booking' }));
    const body = within(canvasElement.ownerDocument.body);
    // Errors interrupt: they go to the assertive region.
    const alert = within(body.getByRole('region', { name: 'Notifications' })).getByRole('alert');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(await within(alert).findByText('An error occurred. Kindly login again.')).toBeVisible();
  },
};

export const SwahiliText: Story = {
  args: { title: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini' },
  globals: { viewport: { value: 'mobile360' } },
};
