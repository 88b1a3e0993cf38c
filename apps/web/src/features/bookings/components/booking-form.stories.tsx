import type { Meta, StoryObj } from '@storybook/react-vite';
import { nairobiToday } from '@urembo/kenya';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  bookingPosts,
  emptyMenu,
  firstFreeDay,
  notTakingBookings,
  scheduling,
  slotTaken,
  takenStarts,
} from '../../../storybook/booking-fixtures.ts';
import { browse, failing, http, loading, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { choose, expectNavigatedTo, expectToast, findMain } from '../../../storybook/play.ts';
import { BusinessBookingPage, ProfessionalBookingPage } from './booking-form.tsx';

const sent = fn();

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
        ...browse,
        ...scheduling,
        ...bookingPosts(sent),
      },
    },
  },
  beforeEach: () => {
    sent.mockClear();
    takenStarts.clear();
  },
} satisfies Meta<typeof ProfessionalBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks the service, the first day with free times and its 09:00 slot. */
async function pickCornrowsAtNine(canvasElement: HTMLElement) {
  const main = await findMain(canvasElement);
  await userEvent.click(await main.findByRole('radio', { name: /^Cornrows/ }));
  const strip = await main.findByRole('radiogroup', { name: 'Day' });
  await waitFor(() =>
    expect(within(strip).getAllByRole('radio', { name: /free$/ }).length).toBeGreaterThan(0),
  );
  await userEvent.click(within(strip).getAllByRole('radio', { name: /free$/ })[0]!);
  await userEvent.click(await main.findByRole('radio', { name: '09:00 to 10:30' }));
  return main;
}

/**
 * Service (price and duration shown) → day → slot → a home visit with its landmark → name; the summary
 * shows price, duration and end time, and the request carries the slot and the place.
 */
export const BookAHomeVisit: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('With Wanjiru Kamau')).toBeVisible();
    const cornrows = await main.findByRole('radio', { name: /^Cornrows/ });
    await expect(within(cornrows.closest('label')!).getByText('KES 1,500')).toBeVisible();
    await expect(within(cornrows.closest('label')!).getByText('1 h 30 min')).toBeVisible();
    const submit = main.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    await expect(submit).toHaveAccessibleDescription(/^To submit, still fill in: service, day and time, /);

    await pickCornrowsAtNine(canvasElement);
    await userEvent.click(main.getByRole('radio', { name: 'At my home or office' }));
    // What is missing, in the order of the form.
    await expect(submit).toHaveAccessibleDescription(
      'To submit, still fill in: address, landmark, county, sub-county, name of client.',
    );
    await userEvent.type(main.getByRole('textbox', { name: /Address/ }), 'Kimathi Street, Elimu House');
    const landmark = main.getByRole('textbox', { name: /Landmark/ });
    await expect(landmark).toHaveAccessibleDescription(/e\.g\. opposite Naivas, 2nd floor/);
    await userEvent.type(landmark, 'opposite Naivas, 2nd floor');
    await choose(canvasElement, 'County', 'Nairobi');
    await choose(canvasElement, 'Sub-county', 'Starehe');
    await expect(submit).toBeDisabled();
    await userEvent.type(main.getByRole('textbox', { name: /Name of Client/ }), 'Njeri Mwangi');
    await expect(submit).toBeEnabled();

    const summary = within(main.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('09:00–10:30')).toBeVisible();
    await expect(summary.getByText('1 h 30 min')).toBeVisible();
    await expect(summary.getByText('KES 1,500')).toBeVisible();
    await expect(
      summary.getByText(
        'At my home or office: Kimathi Street, Elimu House, opposite Naivas, 2nd floor, Starehe, Nairobi',
      ),
    ).toBeVisible();

    await userEvent.click(submit);
    await expectToast(canvasElement, 'Booking submitted successfully.');
    await expectNavigatedTo(canvasElement, '/appointments');
    await expect(sent).toHaveBeenCalledWith({
      booking_date: firstFreeDay(nairobiToday()),
      booking_time: '09:00',
      service: 2,
      vendor: 21,
      place: 'client',
      address: 'Kimathi Street, Elimu House',
      landmark: 'opposite Naivas, 2nd floor',
      county: 'Nairobi',
      sub_county: 'Starehe',
      client_name: 'Njeri Mwangi',
    });
  },
};

/**
 * A business that serves only at its place: the one place is already chosen and its county and sub-county
 * come from the business's profile.
 */
export const BusinessAtItsPlace: Story = {
  render: () => <BusinessBookingPage />,
  parameters: { page: { path: '/business-booking/:id', url: '/business-booking/12' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('With Nyali Beauty Spa')).toBeVisible();
    await userEvent.click(await main.findByRole('radio', { name: /^Facial/ }));
    const strip = await main.findByRole('radiogroup', { name: 'Day' });
    await waitFor(() =>
      expect(within(strip).getAllByRole('radio', { name: /free$/ }).length).toBeGreaterThan(0),
    );
    await expect(within(strip).getAllByRole('radio', { name: /Closed$/ }).length).toBeGreaterThan(0);
    await userEvent.click(within(strip).getAllByRole('radio', { name: /free$/ })[0]!);
    await userEvent.click(await main.findByRole('radio', { name: '13:30 to 14:30' }));
    await expect(main.getByRole('radio', { name: "At Nyali Beauty Spa's place" })).toBeChecked();
    await expect(main.getByText('Links Road, Nyali, Mombasa')).toBeVisible();
    await expect(main.queryByRole('combobox', { name: 'County' })).toBeNull();
    await userEvent.type(main.getByRole('textbox', { name: /Name of Client/ }), 'Brian Mwangi');
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    await expectNavigatedTo(canvasElement, '/appointments');
    await expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        booking_time: '13:30',
        service: 9,
        vendor: 12,
        place: 'vendor',
        county: 'Mombasa',
        sub_county: 'Nyali',
      }),
    );
  },
};

/**
 * Someone else booked the slot first: the message sits by the times, the times are asked again (09:00 is
 * gone) and everything else stays filled in.
 */
export const SlotTaken: Story = {
  parameters: { msw: { handlers: slotTaken } },
  play: async ({ canvasElement }) => {
    const main = await pickCornrowsAtNine(canvasElement);
    await userEvent.click(main.getByRole('radio', { name: 'At my home or office' }));
    await userEvent.type(main.getByRole('textbox', { name: /Address/ }), 'Ring Road');
    await userEvent.type(main.getByRole('textbox', { name: /Landmark/ }), 'near Shell');
    await choose(canvasElement, 'County', 'Nairobi');
    await choose(canvasElement, 'Sub-county', 'Westlands');
    await userEvent.type(main.getByRole('textbox', { name: /Name of Client/ }), 'Njeri Mwangi');
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));

    const times = main.getByRole('group', { name: 'Day and time' });
    await expect(
      await within(times).findByText('This time is no longer available. Choose another time.'),
    ).toBeVisible();
    await waitFor(() => expect(main.queryByRole('radio', { name: '09:00 to 10:30' })).toBeNull());
    await expect(main.getByRole('radio', { name: '11:00 to 12:30' })).not.toBeChecked();
    await expect(main.getByRole('radio', { name: /^Cornrows/ })).toBeChecked();
    await expect(main.getByRole('textbox', { name: /Name of Client/ })).toHaveValue('Njeri Mwangi');
    await expect(main.getByRole('textbox', { name: /Landmark/ })).toHaveValue('near Shell');
    await expect(main.getByRole('combobox', { name: 'Sub-county' })).toHaveValue('Westlands');
    await expect(main.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await userEvent.click(main.getByRole('radio', { name: '11:00 to 12:30' }));
    await expect(main.queryByText('This time is no longer available. Choose another time.')).toBeNull();
    await expect(main.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/**
 * The server refuses a field: its words sit under that field and in the toast, the rest stays filled in,
 * and changing the field takes the message away.
 */
export const NameRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        book: http.post('/api/bookings/', ({ response }) =>
          response(400).json({
            client_name: ['A name may not contain characters that change the direction of text.'],
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await pickCornrowsAtNine(canvasElement);
    await userEvent.click(main.getByRole('radio', { name: 'At my home or office' }));
    await userEvent.type(main.getByRole('textbox', { name: /Address/ }), 'Ring Road');
    await userEvent.type(main.getByRole('textbox', { name: /Landmark/ }), 'near Shell');
    await choose(canvasElement, 'County', 'Nairobi');
    await choose(canvasElement, 'Sub-county', 'Westlands');
    const name = main.getByRole('textbox', { name: /Name of Client/ });
    await userEvent.type(name, 'Njeri Mwangi');
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));

    const message = 'A name may not contain characters that change the direction of text.';
    await expectToast(canvasElement, 'Error submitting booking, Kindly wait and try again later');
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('textbox', { name: /Landmark/ })).toHaveValue('near Shell');
    await expect(main.getByRole('radio', { name: '09:00 to 10:30' })).toBeChecked();
    await userEvent.type(name, ' Wanjiku');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(main.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The vendor switched bookings off: the page says so and offers no form. */
export const VendorNotAvailable: Story = {
  parameters: { msw: { handlers: notTakingBookings(21) } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('Wanjiru Kamau is not taking bookings right now.')).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Submit' })).toBeNull();
    await expect(main.queryByRole('radio')).toBeNull();
  },
};

export const NoServices: Story = {
  parameters: { msw: { handlers: emptyMenu(21) } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No services available for this vendor.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { menu: loading('get', '/api/vendors/{id}/menu/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { menu: failing('get', '/api/vendors/{id}/menu/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('Failed to load services. Please try again later.')).toBeVisible();
  },
};

/** The whole form at 360 px, a slot chosen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await pickCornrowsAtNine(canvasElement);
  },
};
