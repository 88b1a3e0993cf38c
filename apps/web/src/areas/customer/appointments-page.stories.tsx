import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookings } from '../../storybook/fixtures.ts';
import { bookingLists, emptyList, failing, http, loading, session } from '../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../storybook/page.tsx';
import { documentBody, expectToast, findMain } from '../../storybook/play.ts';
import { AppointmentsPage } from './appointments-page.tsx';
import { AppointmentsSummaryPage } from './appointments-summary-page.tsx';

const meta = {
  title: 'Screens/Customer/Appointments',
  component: AppointmentsPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/appointments', shell: { area: ['Retail Customer'] } } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Retail Customer'),
        ...bookingLists,
        update: http.patch('/api/user-bookings/{id}/', async ({ params, request, response }) =>
          response(200).json({ ...bookings[0]!, id: Number(params.id), ...(await request.json()) }),
        ),
      },
    },
  },
} satisfies Meta<typeof AppointmentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending is the tab that opens; a pending booking can be cancelled after a confirmation. */
export const PendingByDefault: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(await main.findByRole('heading', { name: 'Swedish massage' })).toBeVisible();
    await expect(main.queryByRole('heading', { name: 'Cornrows' })).toBeNull();
    await userEvent.click(main.getAllByRole('button', { name: 'Cancel' })[0]!);
    const dialog = await documentBody(canvasElement).findByRole('dialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await expectToast(canvasElement, 'Booking cancelled.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { userBookings: loading('get', '/api/user-bookings/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('heading', { name: 'Appointments' })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { userBookings: emptyList('/api/user-bookings/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No pending appointments.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { userBookings: failing('get', '/api/user-bookings/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
  },
};

/** Past appointments: confirm one that took place, review one that is completed. */
export const Past: Story = {
  render: () => <AppointmentsSummaryPage />,
  parameters: { page: { path: '/appointments-summary' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('button', { name: 'Confirm Appointment' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Leave a Review' }));
    const dialog = await documentBody(canvasElement).findByRole('dialog', { name: 'Leave a Review' });
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const PastEmpty: Story = {
  render: () => <AppointmentsSummaryPage />,
  parameters: {
    page: { path: '/appointments-summary' },
    msw: { handlers: { userBookings: emptyList('/api/user-bookings/') } },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No past appointments yet.')).toBeVisible();
  },
};
