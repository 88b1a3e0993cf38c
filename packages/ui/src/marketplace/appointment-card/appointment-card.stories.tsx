import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../../primitives/index.ts';
import { AppointmentCard } from './appointment-card.tsx';

const meta = {
  title: 'Booking/AppointmentCard',
  component: AppointmentCard,
  tags: ['autodocs'],
  args: {
    serviceName: 'Box braids',
    vendorName: 'Wanjiru Kamau',
    date: '2026-03-14',
    time: '10:30',
    status: 'pending',
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['pending', 'confirmed', 'cancelled', 'completed'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppointmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const onCancel = fn();

export const PendingWithCancel: Story = {
  args: {
    actions: (
      <Button variant="outline" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Box braids' })).toBeVisible();
    await expect(canvas.getByText('With Wanjiru Kamau')).toBeVisible();
    await expect(canvas.getByText('Sat, 14 Mar 2026')).toHaveAttribute('datetime', '2026-03-14');
    await expect(canvas.getByText('10:30')).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(onCancel).toHaveBeenCalledOnce();
  },
};

const onApprove = fn();
const onDeny = fn();

/** What a professional or business sees for a request: the customer's name, Approve and Deny. */
export const VendorRequest: Story = {
  args: {
    vendorName: 'Achieng Otieno',
    details: <p className="text-muted-foreground">Westlands, Nairobi</p>,
    actions: (
      <>
        <Button size="sm" onClick={onApprove}>
          Approve
        </Button>
        <Button variant="outline" size="sm" onClick={onDeny}>
          Deny
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(onApprove).toHaveBeenCalledOnce();
    await expect(onDeny).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Westlands, Nairobi')).toBeVisible();
  },
};

export const Approved: Story = {
  args: { status: 'confirmed', actions: <Button size="sm">Confirm Appointment</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Approved')).toHaveAttribute('data-status', 'confirmed');
  },
};

export const Denied: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Denied')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CompletedDateOnly: Story = {
  args: { status: 'completed', time: null, actions: <Button size="sm">Leave a Review</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByText('10:30')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    serviceName: 'Knotless braids with beads, wash, blow-dry and scalp treatment for long natural hair',
    vendorName: 'Glamour Touch Beauty Parlour and Spa, Nyali Centre Second Floor',
  },
};

export const Swahili: Story = {
  args: {
    serviceName: 'Kusuka nywele',
    vendorName: 'Wanjiru Kamau',
    formatDate: (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString('sw-KE'),
    labels: {
      with: (name) => `Pamoja na ${name}`,
      status: {
        pending: 'Inasubiri',
        confirmed: 'Imeidhinishwa',
        cancelled: 'Imekataliwa',
        completed: 'Imekamilika',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pamoja na Wanjiru Kamau')).toBeVisible();
    await expect(canvas.getByText('Inasubiri')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
