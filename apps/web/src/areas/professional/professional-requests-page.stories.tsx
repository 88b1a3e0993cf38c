import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { bookingLists, emptyList, failing, session } from '../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../storybook/page.tsx';
import { findMain } from '../../storybook/play.ts';
import { ProfessionalRequestsPage } from './professional-requests-page.tsx';

const meta = {
  title: 'Screens/Professional/Booking requests',
  component: ProfessionalRequestsPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/professional-requests',
      shell: { area: ['Beauty Professional'] },
    } satisfies PageParameters,
    msw: { handlers: { ...session('Beauty Professional'), ...bookingLists } },
  },
} satisfies Meta<typeof ProfessionalRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs Approved, Pending, Denied; Pending opens (spec section 4), and each tab asks for its status. */
export const PendingByDefault: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const tabs = main.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Approved', 'Pending', 'Denied']);
    await expect(main.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(await main.findByRole('heading', { name: 'Box braids' })).toBeVisible();
    await expect(main.getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    await userEvent.click(main.getByRole('tab', { name: 'Denied' }));
    await expect(await main.findByRole('heading', { name: 'Gel manicure' })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { professionalBookings: emptyList('/api/bookings/professional-bookings/') } },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No pending booking requests.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: { professionalBookings: failing('get', '/api/bookings/professional-bookings/') } },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
  },
};
