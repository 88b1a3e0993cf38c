import type { Meta, StoryObj } from '@storybook/react-vite';
import { nairobiToday } from '@urembo/kenya';
import { expect, userEvent, within } from 'storybook/test';
import { failing, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { findMain } from '../../../storybook/play.ts';
import {
  agendaWeek,
  businessDay,
  businessSchedule,
  clashingDay,
  vendorBookingLists,
} from '../../../storybook/vendor-bookings-fixtures.ts';
import { VendorAgendaPage } from './vendor-agenda-page.tsx';

const meta = {
  title: 'Screens/Shared/Vendor agenda',
  component: VendorAgendaPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/professional-agenda',
      url: '/professional-agenda?date=2026-07-18',
      shell: { area: ['Beauty Professional'] },
    } satisfies PageParameters,
    msw: { handlers: { ...session('Beauty Professional'), ...vendorBookingLists(agendaWeek) } },
  },
} satisfies Meta<typeof VendorAgendaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entries of a list in the order shown: each one's text. */
const entries = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * One day in time order: approved bookings and pending requests (dashed, marked Pending); cancelled
 * ones are left out. The arrows move a day at a time.
 */
export const Day: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('radio', { name: 'Day' })).toHaveAttribute('aria-checked', 'true');
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent('Saturday, 18 July 2026');
    const list = await main.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getAllByRole('time')[0]!.textContent)).toEqual([
      '08:30',
      '10:00',
      '15:00',
    ]);
    await expect(entries(list)[0]).toContain('Haircut and shave');
    await expect(entries(list)[0]).toContain('Otieno Ouma');
    const pending = items[1]!;
    await expect(pending).toHaveClass('border-dashed');
    await expect(within(pending).getByText('Pending')).toBeVisible();
    await expect(within(pending).getByText('4 h · At your place')).toBeVisible();
    await expect(
      within(items[2]!).getByText("2 h · At the client's: Othaya Road, Kileleshwa Court, Opposite Naivas"),
    ).toBeVisible();
    await expect(main.queryByText('Facial')).toBeNull();
    await expect(main.queryByText('Clash')).toBeNull();

    await userEvent.click(main.getByRole('button', { name: 'Previous day' }));
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent('Friday, 17 July 2026');
    await expect(await main.findByText('Nothing booked on this day.')).toBeVisible();
  },
};

/** Monday to Sunday, each day under its own heading; Day and Week switch with the segmented control. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(main.getByRole('radio', { name: 'Week' }));
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent('13 – 19 July 2026');
    const days = await main.findAllByRole('heading', { level: 3 });
    await expect(days.map((day) => day.textContent)).toEqual([
      'Mon 13 Jul',
      'Tue 14 Jul',
      'Wed 15 Jul',
      'Thu 16 Jul',
      'Fri 17 Jul',
      'Sat 18 Jul',
      'Sun 19 Jul',
    ]);
    const tuesday = within(days[1]!.closest('section')!);
    await expect(await tuesday.findByText('Gel manicure')).toBeVisible();
    const saturday = within(days[5]!.closest('section')!);
    await expect(saturday.getAllByRole('listitem')).toHaveLength(3);
    await expect(within(days[0]!.closest('section')!).getByText('Nothing booked.')).toBeVisible();

    await userEvent.click(main.getByRole('button', { name: 'Next week' }));
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent('20 – 26 July 2026');
    await expect(await main.findByText('Nothing booked this week.')).toBeVisible();
  },
};

/** Nothing booked on the day: the way to the requests is there, and Today goes back to today. */
export const Empty: Story = {
  parameters: { page: { url: '/professional-agenda?date=2026-07-17' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('Nothing booked on this day.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Booking requests' })).toHaveAttribute(
      'href',
      '/professional-requests',
    );
    await userEvent.click(main.getByRole('button', { name: 'Today' }));
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent(
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${nairobiToday()}T00:00:00Z`)),
    );
  },
};

/** A pending request over an approved booking: both are marked, so the professional moves one. */
export const Clash: Story = {
  parameters: { msw: { handlers: vendorBookingLists(clashingDay) } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const items = within(await main.findByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => within(item).queryByText('Clash') !== null)).toEqual([
      true,
      true,
      false,
    ]);
    await expect(main.getByRole('status')).toHaveTextContent('Some bookings clash.');
  },
};

/**
 * A business serving two clients at once: three together at 10:30 clash, two together at 13:30 do
 * not.
 */
export const BusinessCapacity: Story = {
  parameters: {
    page: {
      path: '/business-agenda',
      url: '/business-agenda?date=2026-07-18',
      shell: { area: ['Business Owner'] },
    },
    msw: {
      handlers: { ...session('Business Owner'), ...vendorBookingLists(businessDay), ...businessSchedule },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const list = await main.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(await within(items[0]!).findByText('Clash')).toBeVisible();
    await expect(items.map((item) => within(item).queryByText('Clash') !== null)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    await expect(main.getByRole('link', { name: 'Booking requests' })).toHaveAttribute(
      'href',
      '/business-bookings',
    );
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: { professionalBookings: failing('get', '/api/bookings/professional-bookings/') } },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
