import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clientBookingHandlers, clientBookings, proposalTaken } from '../../../storybook/booking-fixtures.ts';
import { bookingLists, emptyList, failing, http, loading, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { documentBody, expectToast, findMain } from '../../../storybook/play.ts';
import { page } from '../../../storybook/fixtures.ts';
import { AppointmentsPage } from './appointments-page.tsx';
import { AppointmentsSummaryPage } from './appointments-summary-page.tsx';

const sent = fn();

const meta = {
  title: 'Screens/Customer/Appointments',
  component: AppointmentsPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/appointments', shell: { area: ['Retail Customer'] } } satisfies PageParameters,
    msw: { handlers: { ...session('Retail Customer'), ...clientBookingHandlers(sent) } },
  },
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof AppointmentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card under a service's heading (each card's heading is its service name). */
async function findCard(main: Awaited<ReturnType<typeof findMain>>, service: string) {
  const heading = await main.findByRole('heading', { name: service });
  return within(heading.closest<HTMLElement>('[data-slot="appointment-card"]')!);
}

/** Pending is the tab that opens; each card shows its price, start–end and place. */
export const PendingByDefault: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const massage = await findCard(main, 'Swedish massage');
    await expect(main.queryByRole('heading', { name: 'Cornrows' })).toBeNull();
    await expect(massage.getByText('KES 2,500')).toBeVisible();
    await expect(massage.getByText('15:30')).toHaveAttribute('datetime', '15:30');
    await expect(massage.getByText('16:30')).toHaveAttribute('datetime', '16:30');
    await expect(massage.getByText("At Nyali Beauty Spa's place: Nyali, Mombasa")).toBeVisible();
    // Before confirmation the vendor's phone is not shown.
    await expect(massage.queryByRole('link')).toBeNull();
  },
};

/** At a salon the client sees who will serve her, and what a home visit costs with its travel fee. */
export const StylistNamed: Story = {
  parameters: {
    msw: {
      handlers: {
        userBookings: http.get('/api/user-bookings/', ({ response }) =>
          response(200).json(
            page([
              {
                ...clientBookings[1]!,
                staff: { id: 44, name: 'Amina Salim' },
                travel_fee_kes: 300,
                total_kes: 2800,
              },
            ]),
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const massage = await findCard(await findMain(canvasElement), 'Swedish massage');
    await expect(massage.getByText('Your stylist: Amina Salim')).toBeVisible();
    await expect(massage.getByText('KES 2,800')).toBeVisible();
  },
};

/** Cancelling asks for an optional reason, which the vendor sees. */
export const CancelWithReason: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const massage = await findCard(main, 'Swedish massage');
    await userEvent.click(massage.getByRole('button', { name: 'Cancel' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Cancel this booking?' }),
    );
    await expect(
      dialog.getByText(/Swedish massage with Nyali Beauty Spa on .* at 15:30–16:30/),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'My plans changed.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await expectToast(canvasElement, 'Booking cancelled.');
    await expect(sent).toHaveBeenCalledWith({ status: 'cancelled', reason: 'My plans changed.' });
  },
};

/** Without a reason the cancel sends none. */
export const CancelWithoutReason: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click((await main.findAllByRole('button', { name: 'Cancel' }))[0]!);
    const dialog = await documentBody(canvasElement).findByRole('dialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await expectToast(canvasElement, 'Booking cancelled.');
    await expect(sent).toHaveBeenCalledWith({ status: 'cancelled' });
  },
};

/** The vendor proposed another time: accepting moves the booking there. */
export const AcceptProposal: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const braids = await findCard(main, 'Box braids');
    await expect(braids.getByText('Wanjiru Kamau proposed Sun, 19 Jul 2026 at 13:00–17:00')).toBeVisible();
    await userEvent.click(braids.getByRole('button', { name: 'Accept' }));
    await expectToast(canvasElement, 'New time accepted.');
    await expect(sent).toHaveBeenCalledWith({ accept: true });
  },
};

/** Declining keeps the booking at its time. */
export const DeclineProposal: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const braids = await findCard(main, 'Box braids');
    await userEvent.click(braids.getByRole('button', { name: 'Decline' }));
    await expectToast(canvasElement, 'Proposal declined. Your booking keeps its time.');
    await expect(sent).toHaveBeenCalledWith({ accept: false });
  },
};

/** Someone else took the proposed time first (409): the card says so. */
export const ProposalTaken: Story = {
  parameters: { msw: { handlers: proposalTaken } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const braids = await findCard(main, 'Box braids');
    await userEvent.click(braids.getByRole('button', { name: 'Accept' }));
    await expect(
      await braids.findByText('That time was booked by someone else. Ask Wanjiru Kamau for another.'),
    ).toBeVisible();
  },
};

/** Once approved, the vendor's phone (call and WhatsApp) and the address of the visit are on the card. */
export const ApprovedWithContact: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(main.getByRole('tab', { name: 'Approved' }));
    const cornrows = await findCard(main, 'Cornrows');
    await expect(cornrows.getByText('Approved')).toBeVisible();
    await expect(cornrows.getByRole('link', { name: '+254 722 000 111' })).toHaveAttribute(
      'href',
      'tel:+254722000111',
    );
    await expect(cornrows.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/254722000111',
    );
    await expect(
      cornrows.getByText(
        'At your home or office: Kimathi Street, Elimu House, opposite Naivas, 2nd floor, Starehe, Nairobi',
      ),
    ).toBeVisible();
    await expect(cornrows.getByText('09:00')).toBeVisible();
    await expect(cornrows.getByText('10:30')).toBeVisible();
  },
};

/** Her own cancel reads 'Cancelled by you', never 'Denied'; the vendor's reads 'Declined by …'. */
export const CancelledByYouOrDeclined: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(main.getByRole('tab', { name: 'Denied' }));
    const own = await findCard(main, 'Gel manicure');
    await expect(own.getByText('Cancelled by you')).toBeVisible();
    await expect(own.getByText('Reason: I travel to Kisumu that weekend.')).toBeVisible();
    await expect(own.queryByText('Denied')).toBeNull();
    const declined = await findCard(main, 'Pedicure');
    await expect(declined.getByText('Declined by Amina Hassan')).toBeVisible();
    await expect(declined.getByText('Reason: Fully booked at that time')).toBeVisible();
    await expect(declined.queryByRole('button', { name: 'Cancel' })).toBeNull();
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

/** Every state at 360 px. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** Past appointments: confirm one that took place, review one that is completed. */
export const Past: Story = {
  render: () => <AppointmentsSummaryPage />,
  parameters: {
    page: { path: '/appointments-summary' },
    msw: { handlers: { userBookings: bookingLists.userBookings! } },
  },
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
