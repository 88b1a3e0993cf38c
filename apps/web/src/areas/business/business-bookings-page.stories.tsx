import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { bookingLists, emptyList, failing, http, session } from '../../storybook/handlers.ts';
import { bookings } from '../../storybook/fixtures.ts';
import { withPage, type PageParameters } from '../../storybook/page.tsx';
import { expectToast, findMain } from '../../storybook/play.ts';
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
        ...bookingLists,
        answer: http.patch('/api/business-bookings/{id}/', ({ params, response }) =>
          response(200).json({ ...bookings[1]!, id: Number(params.id), status: 'confirmed' }),
        ),
      },
    },
  },
} satisfies Meta<typeof BusinessBookingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending is the tab that opens (spec section 4); approving says so. */
export const PendingByDefault: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(await main.findByRole('heading', { name: 'Box braids' })).toBeVisible();
    await expect(main.getByText('Client: Njeri Mwangi')).toBeVisible();
    await userEvent.click(main.getAllByRole('button', { name: 'Approve' })[0]!);
    await expectToast(canvasElement, 'Booking approved');
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
