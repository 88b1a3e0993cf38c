import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookings } from '../../storybook/fixtures.ts';
import { browse, catalogue, failing, http, session } from '../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../storybook/page.tsx';
import { choose, expectNavigatedTo, expectToast, findMain } from '../../storybook/play.ts';
import { BusinessBookingPage, ProfessionalBookingPage } from './booking-form.tsx';

const meta = {
  title: 'Screens/Customer/Booking form',
  component: ProfessionalBookingPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/professional-booking/:id',
      url: '/professional-booking/21',
      shell: { area: ['Retail Customer'] },
    } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Retail Customer'),
        ...catalogue,
        ...browse,
        book: http.post('/api/bookings/', ({ response }) => response(201).json(bookings[0]!)),
      },
    },
  },
} satisfies Meta<typeof ProfessionalBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Submit stays disabled until date, time, service, county, sub-county and client name are all given
 * (spec section 4); then the booking is sent and the customer lands on the appointments.
 */
export const SubmitDisabledUntilComplete: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('With Wanjiru Kamau')).toBeVisible();
    const submit = main.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    // A day next month is never in the past, so any time of it is accepted.
    await userEvent.click(main.getByRole('button', { name: 'Next month' }));
    const calendar = within(main.getByRole('grid'));
    await userEvent.click(calendar.getByRole('button', { name: /, 15 / }));
    await userEvent.click(main.getByRole('button', { name: 'Set Time' }));
    await expect(submit).toBeDisabled();

    await choose(canvasElement, 'Service', 'Cornrows');
    await choose(canvasElement, 'County', 'Nairobi');
    await expect(submit).toBeDisabled();
    await choose(canvasElement, 'Sub-county', 'Westlands');
    await expect(submit).toBeDisabled();
    await userEvent.type(main.getByRole('textbox', { name: /Name of Client/ }), 'Njeri Mwangi');
    await expect(submit).toBeEnabled();

    await userEvent.click(submit);
    await expectToast(canvasElement, 'Booking submitted successfully.');
    await expectNavigatedTo(canvasElement, '/appointments');
  },
};

/** The business form starts without a date; the service list comes from the catalogue. */
export const BusinessForm: Story = {
  render: () => <BusinessBookingPage />,
  parameters: { page: { path: '/business-booking/:id', url: '/business-booking/12' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('With Nyali Beauty Spa')).toBeVisible();
    await expect(main.queryByText(/^Selected:/)).toBeNull();
    await expect(main.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { professional: failing('get', '/api/beauty-professionals/{id}/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('Failed to load services. Please try again later.')).toBeVisible();
  },
};
