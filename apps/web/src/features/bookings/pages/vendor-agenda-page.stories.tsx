import type { Meta, StoryObj } from '@storybook/react-vite';
import { nairobiToday } from '@urembo/kenya';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { expectToast, findMain } from '../../../storybook/play.ts';
import {
  agendaWeek,
  businessDay,
  businessSchedule,
  clashingDay,
  recorder,
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

const cancels = recorder();
const walkIns = recorder();

/**
 * A booking of the day opens with what the vendor can do; a confirmed one is cancelled with a reason from
 * the short list, and the client is told.
 */
export const OpenAndCancel: Story = {
  parameters: {
    msw: {
      handlers: {
        cancel: http.post('/api/vendor-bookings/{id}/cancel/', async ({ params, request, response }) => {
          cancels.record({ id: Number(params.id), ...(await request.json()) });
          const cancelled = agendaWeek.find((b) => b.id === Number(params.id))!;
          return response(200).json({ ...cancelled, status: 'cancelled', ended_by: 'vendor' });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    cancels.bodies.length = 0;
    const main = await findMain(canvasElement);
    await userEvent.click(
      await main.findByRole('button', { name: /^08:30, Haircut and shave, Otieno Ouma/ }),
    );
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: 'Haircut and shave' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and tell the client' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose a reason.');
    await userEvent.click(dialog.getByRole('radio', { name: 'We are closed that day' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /A note for the client/ }), 'Power outage');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and tell the client' }));
    await expectToast(canvasElement, 'Booking cancelled. The client has been told.');
    await expect(cancels.last()).toEqual({ id: 302, reason: 'closed', note: 'Power outage' });
  },
};

/** A walk-in into a free time: her name, her number, the service and a free time; confirmed at once. */
export const AddWalkIn: Story = {
  parameters: {
    msw: {
      handlers: {
        slots: http.get('/api/vendors/{id}/slots/', ({ params, query, response }) =>
          response(200).json({
            vendor: Number(params.id),
            service: Number(query.get('service')),
            timezone: 'Africa/Nairobi',
            duration_minutes: 240,
            price_kes: 3500,
            date: query.get('date')!,
            slots: [{ start: '12:00', end: '16:00' }],
          }),
        ),
        add: http.post('/api/vendor-bookings/', async ({ request, response }) => {
          const body = await request.json();
          walkIns.record(body);
          return response(201).json({ ...agendaWeek[1]!, id: 399, origin: body.origin });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    walkIns.bodies.length = 0;
    const main = await findMain(canvasElement);
    const add = await main.findByRole('button', { name: 'Add walk-in' });
    // It waits for the vendor's menu.
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'She called' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Client's name/ }), 'Mary Wambui');
    await userEvent.type(dialog.getByRole('textbox', { name: /Client's phone number/ }), '0712 345 678');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Service/ }), '7');
    const time = dialog.getByRole('combobox', { name: /^Time/ });
    await waitFor(() =>
      expect(within(time).getByRole('option', { name: '12:00–16:00' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(time, '12:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Add booking' }));
    await expectToast(canvasElement, 'Booking added and confirmed.');
    await expect(walkIns.last()).toEqual({
      origin: 'phone',
      client_name: 'Mary Wambui',
      client_phone: '0712 345 678',
      service: 7,
      // The agenda's day has passed: the form starts on today.
      booking_date: nairobiToday(),
      booking_time: '12:00',
    });
  },
};
