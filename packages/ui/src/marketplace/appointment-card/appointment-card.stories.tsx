import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../../primitives/index.ts';
import { AppointmentCard } from './appointment-card.tsx';

const meta = {
  title: 'Marketplace/Booking/AppointmentCard',
  id: 'booking-appointmentcard',
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
    date: { control: 'text' },
    time: { control: 'text' },
    formatDate: { control: false },
    status: { control: 'inline-radio', options: ['pending', 'confirmed', 'cancelled', 'completed'] },
    endedBy: { control: 'inline-radio', options: [null, 'customer', 'vendor'] },
    endTime: { control: 'text' },
    priceKes: { control: 'number' },
    place: { control: 'text' },
    endReason: { control: 'text' },
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

/** The vendor marked that the client did not come. */
export const NoShow: Story = {
  args: { status: 'no_show' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Missed')).toHaveAttribute('data-status', 'no_show');
  },
};

/** What a client sees on a booking: start–end, the price agreed and where it happens. */
export const WithPriceAndPlace: Story = {
  args: {
    status: 'confirmed',
    endTime: '14:00',
    priceKes: 4500,
    place: "At Wanjiru Kamau's place: Westlands, Nairobi",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14:00')).toHaveAttribute('datetime', '14:00');
    await expect(canvas.getByText('KES 4,500')).toBeVisible();
    await expect(canvas.getByText("At Wanjiru Kamau's place: Westlands, Nairobi")).toBeVisible();
  },
};

/** The client cancelled it herself: never 'Denied'. */
export const CancelledByYou: Story = {
  args: { status: 'cancelled', endedBy: 'customer', endReason: 'I travel to Kisumu that weekend.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled', { exact: true })).toHaveAttribute('data-ended-by', 'customer');
    await expect(canvas.getByText('Cancelled by you')).toBeVisible();
    await expect(canvas.getByText('Reason: I travel to Kisumu that weekend.')).toBeVisible();
    await expect(canvas.queryByText('Denied')).toBeNull();
  },
};

/** The vendor declined, with one of the short reasons. */
export const DeclinedByVendor: Story = {
  args: { status: 'cancelled', endedBy: 'vendor', endReason: 'Fully booked at that time' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Declined', { exact: true })).toHaveAttribute('data-ended-by', 'vendor');
    await expect(canvas.getByText('Declined by Wanjiru Kamau')).toBeVisible();
    await expect(canvas.getByText('Reason: Fully booked at that time')).toBeVisible();
  },
};

const onAccept = fn();
const onDecline = fn();

/** The vendor proposed another time: the client accepts (the booking moves) or declines. */
export const ProposedTime: Story = {
  args: {
    endTime: '14:00',
    priceKes: 4500,
    proposal: { date: '2026-03-16', time: '13:00', endTime: '17:00' },
    proposalActions: (
      <>
        <Button size="sm" onClick={onAccept}>
          Accept
        </Button>
        <Button variant="outline" size="sm" onClick={onDecline}>
          Decline
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wanjiru Kamau proposed Mon, 16 Mar 2026 at 13:00–17:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(onAccept).toHaveBeenCalledOnce();
    await expect(onDecline).toHaveBeenCalledOnce();
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
        no_show: 'Hakufika',
      },
      proposed: ({ name, date, start, end }) => `${name} amependekeza ${date} saa ${start}–${end}`,
    },
    proposal: { date: '2026-03-16', time: '13:00', endTime: '17:00' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pamoja na Wanjiru Kamau')).toBeVisible();
    await expect(canvas.getByText('Inasubiri')).toBeVisible();
    await expect(canvas.getByText(/amependekeza .* saa 13:00–17:00/)).toBeVisible();
  },
};

/** Every line at 360 px: a home visit with its landmark, and a proposed time. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  args: {
    endTime: '14:00',
    priceKes: 6500,
    place:
      'At your home or office: Kimathi Street, Elimu House, opposite Naivas, 2nd floor, Starehe, Nairobi',
    proposal: { date: '2026-03-16', time: '13:00', endTime: '17:00' },
    proposalActions: (
      <>
        <Button size="sm">Accept</Button>
        <Button variant="outline" size="sm">
          Decline
        </Button>
      </>
    ),
  },
};

/** Inside a Kiswahili LocaleProvider: the status, the date (sw-KE) and the sentences; the amount stays 'KES'. */
export const Kiswahili: Story = {
  args: { priceKes: 2000, endTime: '12:00' },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inasubiri')).toBeVisible();
    await expect(canvas.getByText('Na Wanjiru Kamau')).toBeVisible();
    await expect(canvas.getByText('Jumamosi, 14 Mac 2026')).toBeVisible();
    await expect(canvas.getByText('KES 2,000')).toBeVisible();
  },
};
