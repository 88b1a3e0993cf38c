import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AppointmentCard, type AppointmentStatus } from '../appointment-card/index.ts';
import { Button } from '../../primitives/index.ts';
import { BookingStatusTabs, type BookingTab } from './booking-status-tabs.tsx';

interface SampleBooking {
  id: number;
  serviceName: string;
  vendorName: string;
  date: string;
  time: string;
  status: AppointmentStatus;
}

const bookings: SampleBooking[] = [
  {
    id: 1,
    serviceName: 'Box braids',
    vendorName: 'Wanjiru Kamau',
    date: '2026-03-14',
    time: '10:30',
    status: 'pending',
  },
  {
    id: 2,
    serviceName: 'Manicure',
    vendorName: 'Glamour Touch',
    date: '2026-03-15',
    time: '14:00',
    status: 'pending',
  },
  {
    id: 3,
    serviceName: 'Haircut',
    vendorName: 'Otieno Barbers',
    date: '2026-03-16',
    time: '09:00',
    status: 'confirmed',
  },
  {
    id: 4,
    serviceName: 'Waxing',
    vendorName: 'Amani Spa',
    date: '2026-03-17',
    time: '11:15',
    status: 'cancelled',
  },
];

/** Like the pages: the parent loads the selected tab's bookings and passes their cards as children. */
function WithData({ onTabChange }: { onTabChange?: (tab: BookingTab) => void }) {
  const [tab, setTab] = useState<BookingTab>('pending');
  return (
    <BookingStatusTabs
      aria-label="Appointments"
      value={tab}
      onValueChange={(next) => {
        setTab(next);
        onTabChange?.(next);
      }}
    >
      {bookings
        .filter((booking) => booking.status === tab)
        .map((booking) => (
          <AppointmentCard
            key={booking.id}
            serviceName={booking.serviceName}
            vendorName={booking.vendorName}
            date={booking.date}
            time={booking.time}
            status={booking.status}
            actions={
              booking.status === 'cancelled' ? undefined : (
                <Button variant="outline" size="sm">
                  Cancel
                </Button>
              )
            }
          />
        ))}
    </BookingStatusTabs>
  );
}

const meta = {
  title: 'Marketplace/Booking/BookingStatusTabs',
  id: 'booking-bookingstatustabs',
  component: BookingStatusTabs,
  tags: ['autodocs'],
  argTypes: {
    error: { control: 'text' },
    children: { control: false },
  },
  args: { onValueChange: fn() },
} satisfies Meta<typeof BookingStatusTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <BookingStatusTabs {...args}>
      <AppointmentCard
        serviceName="Box braids"
        vendorName="Wanjiru Kamau"
        date="2026-03-14"
        status="pending"
      />
      <AppointmentCard serviceName="Manicure" vendorName="Glamour Touch" date="2026-03-15" status="pending" />
    </BookingStatusTabs>
  ),
};

const tabChanged = fn();

export const PendingByDefaultAndSwitching: Story = {
  render: () => <WithData onTabChange={tabChanged} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Approved', 'Pending', 'Denied']);
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(panel).getByRole('heading', { name: 'Box braids' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Approved' }));
    await expect(tabChanged).toHaveBeenLastCalledWith('confirmed');
    await expect(
      within(canvas.getByRole('tabpanel')).getByRole('heading', { name: 'Haircut' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Box braids' })).toBeNull();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Denied' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { name: 'Waxing' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    defaultValue: 'confirmed',
    labels: {
      empty: {
        confirmed: 'No approved appointments yet.',
        pending: 'No pending appointments yet.',
        cancelled: 'No denied appointments yet.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No approved appointments yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'An error occurred. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
  },
};

export const Swahili: Story = {
  args: {
    labels: {
      list: 'Miadi',
      tabs: { confirmed: 'Zilizoidhinishwa', pending: 'Zinazosubiri', cancelled: 'Zilizokataliwa' },
      empty: {
        confirmed: 'Hakuna maombi yaliyoidhinishwa.',
        pending: 'Hakuna maombi yanayosubiri.',
        cancelled: 'Hakuna maombi yaliyokataliwa.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hakuna maombi yanayosubiri.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: () => <WithData />,
};

/** Inside a Kiswahili LocaleProvider: the tabs, the empty state and the cards' statuses. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Miadi' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Inasubiri' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Imekubaliwa' }));
    await expect(canvas.getByText('Hakuna miadi iliyokubaliwa.')).toBeVisible();
  },
};
