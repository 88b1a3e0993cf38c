import type { Meta, StoryObj } from '@storybook/react-vite';
import { nairobiToday } from '@urembo/kenya';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyList, failing, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { documentBody, expectToast, findMain } from '../../../storybook/play.ts';
import {
  answerHandlers,
  answers,
  clashingAnswers,
  proposalHandler,
  proposals,
  requests,
  slotHandlers,
  vendorBookingLists,
} from '../../../storybook/vendor-bookings-fixtures.ts';
import { BusinessBookingsPage } from './business-bookings-page.tsx';

const meta = {
  title: 'Screens/Business owner/Booking requests',
  component: BusinessBookingsPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/business-bookings', shell: { area: ['Business Owner'] } } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Business Owner'),
        ...vendorBookingLists(requests),
        ...answerHandlers,
        ...proposalHandler,
        ...slotHandlers,
      },
    },
  },
} satisfies Meta<typeof BusinessBookingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of one request, found by its service. */
async function card(main: Awaited<ReturnType<typeof findMain>>, service: string) {
  const heading = await main.findByRole('heading', { name: service });
  return within(heading.closest<HTMLElement>('[data-slot="appointment-card"]')!);
}

/**
 * Pending is the tab that opens (spec section 4); each request says when, how long, what it costs and
 * where; approving says so.
 */
export const PendingByDefault: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const braids = await card(main, 'Box braids');
    await expect(braids.getByText('Client: Njeri Mwangi')).toBeVisible();
    await expect(braids.getByText('10:00–14:00')).toBeVisible();
    await expect(braids.getByText('4 h')).toBeVisible();
    await expect(braids.getByText('KES 4,500')).toBeVisible();
    await expect(braids.getByText('At your place')).toBeVisible();
    const cornrows = await card(main, 'Cornrows');
    await expect(
      cornrows.getByText(
        "At the client's: Othaya Road, Kileleshwa Court, flat C4, Opposite Naivas, 2nd floor",
      ),
    ).toBeVisible();
    await expect(cornrows.getByText('Dagoretti North, Nairobi')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/business-agenda');

    await userEvent.click(braids.getByRole('button', { name: 'Approve' }));
    await expectToast(canvasElement, 'Booking approved');
  },
};

/** Deny asks for a reason from a short list, and the client is sent that reason. */
export const DenyWithReason: Story = {
  play: async ({ canvasElement }) => {
    answers.clear();
    const main = await findMain(canvasElement);
    const cornrows = await card(main, 'Cornrows');
    await userEvent.click(cornrows.getByRole('button', { name: 'Deny' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Deny this request?' }),
    );
    await expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Fully booked at that time',
      "I don't offer this service there",
      'Too far for a home visit',
      'Other',
    ]);

    await userEvent.click(dialog.getByRole('button', { name: 'Deny request' }));
    await expect(await dialog.findByText('Choose a reason.')).toBeVisible();
    await expect(answers.bodies).toHaveLength(0);

    await userEvent.click(dialog.getByRole('radio', { name: 'Too far for a home visit' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deny request' }));
    await expectToast(canvasElement, 'Booking denied');
    await expect(answers.last()).toEqual({ status: 'cancelled', reason: 'Too far for a home visit' });
    await waitFor(() => expect(documentBody(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** An approval that now clashes shows the server's words and points to proposing another time. */
export const ApproveClashes: Story = {
  parameters: { msw: { handlers: clashingAnswers } },
  play: async ({ canvasElement }) => {
    proposals.clear();
    const main = await findMain(canvasElement);
    const braids = await card(main, 'Box braids');
    await userEvent.click(braids.getByRole('button', { name: 'Approve' }));
    await expect(await braids.findByRole('alert')).toHaveTextContent(
      'This time overlaps another confirmed booking.',
    );

    await userEvent.click(braids.getByRole('button', { name: 'Propose another time' }));
    const body = documentBody(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Propose another time' }));
    await expect(dialog.getByRole('button', { name: 'Send proposal' })).toBeDisabled();
    await userEvent.click((await dialog.findAllByRole('radio', { name: /free$/ }))[0]!);
    await userEvent.click(await dialog.findByRole('radio', { name: '11:00 to 13:00' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send proposal' }));

    await expectToast(canvasElement, 'Proposal sent. The client will accept or decline it.');
    await expect(proposals.last()).toEqual({ booking_date: nairobiToday(), booking_time: '11:00' });
    await waitFor(() => expect(braids.queryByRole('alert')).toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { businessBookings: emptyList('/api/business-bookings/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No pending booking requests.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { businessBookings: failing('get', '/api/business-bookings/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
  },
};
