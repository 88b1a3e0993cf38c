import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays, nairobiToday } from '@urembo/kenya';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { expectToast, findMain } from '../../../storybook/play.ts';
import {
  agendaWeek,
  answerHandlers,
  answers,
  businessDay,
  businessSchedule,
  clashingDay,
  recorder,
  vendorBooking,
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

/** The day's grid: what each person has, by the hour. */
const dayGrid = async (main: ReturnType<typeof within>) =>
  within(await main.findByRole('region', { name: 'The day, one column per person' }));

/**
 * One day: the approved bookings in a grid by the hour, the request waiting apart; cancelled ones are left
 * out. The arrows move a day at a time.
 */
export const Day: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('radio', { name: 'Day' })).toHaveAttribute('aria-checked', 'true');
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent('Saturday, 18 July 2026');
    const grid = await dayGrid(main);
    const booked = grid.getAllByRole('button').map((button) => button.textContent);
    await expect(booked).toHaveLength(2);
    await expect(booked[0]).toMatch(/^Haircut and shave08:30–.*Otieno Ouma/);
    await expect(booked[1]).toContain("At the client's: Othaya Road, Kileleshwa Court, Opposite Naivas");
    const waiting = main.getByRole('heading', { name: 'Waiting for your answer' }).closest('section')!;
    const request = within(waiting).getByRole('listitem');
    await expect(request).toHaveClass('border-dashed');
    await expect(within(request).getByText('Pending')).toBeVisible();
    await expect(within(request).getByText('4 h · At your place')).toBeVisible();
    await expect(main.queryByText('Facial')).toBeNull();
    await expect(main.queryByText('Clash')).toBeNull();

    await userEvent.click(main.getByRole('button', { name: 'Previous day' }));
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent('Friday, 17 July 2026');
    await expect(await main.findByText('Nothing booked on this day.')).toBeVisible();
  },
};

/** On a phone: the day is a list in time order, the page never scrolls sideways. */
export const DayOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('button', { name: /^Haircut and shave 08:30/ })).toBeVisible();
    await expect(main.queryByRole('region', { name: 'The day, one column per person' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Monday to Sunday, each day under its own heading; Day and Week switch with the segmented control. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(main.getByRole('radio', { name: 'Week' }));
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent('13 – 19 July 2026');
    await main.findByText('Gel manicure');
    const days = main
      .getAllByRole('heading', { level: 3 })
      .filter((heading) => heading.textContent !== 'Waiting for your answer');
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
    // The request waits apart, above the week.
    await expect(saturday.getAllByRole('listitem')).toHaveLength(2);
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
    const grid = await dayGrid(main);
    await expect(
      grid.getAllByRole('button').map((button) => within(button).queryByText('Clash') !== null),
    ).toEqual([true, false]);
    const waiting = main.getByRole('heading', { name: 'Waiting for your answer' }).closest('section')!;
    await expect(within(waiting).getByText('Clash')).toBeVisible();
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
    const grid = await dayGrid(main);
    await waitFor(() => expect(grid.getAllByText('Clash')).toHaveLength(2));
    const booked = grid.getAllByRole('button');
    await expect(booked).toHaveLength(4);
    await expect(booked.map((button) => within(button).queryByText('Clash') !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // Two at once, side by side as the business's chairs.
    const [nine, ten] = booked.map((button) => button.getBoundingClientRect());
    await expect(ten!.left).toBeGreaterThanOrEqual(nine!.right);
    const waiting = main.getByRole('heading', { name: 'Waiting for your answer' }).closest('section')!;
    await expect(within(waiting).getByText('Clash')).toBeVisible();
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
const outcomes = recorder();

/** In three days: an appointment still to come. */
const comingDay = addDays(nairobiToday(), 3);
const coming = vendorBooking({
  ...agendaWeek[1]!,
  booking_date: comingDay,
  starts_at: `${comingDay}T08:30:00+03:00`,
  ends_at: `${comingDay}T09:30:00+03:00`,
});

/**
 * A booking still to come opens with what the vendor can do; a confirmed one is cancelled with a reason
 * from the short list, and the client is told.
 */
export const OpenAndCancel: Story = {
  parameters: {
    page: { url: `/professional-agenda?date=${comingDay}` },
    msw: {
      handlers: {
        ...vendorBookingLists([coming]),
        cancel: http.post('/api/vendor-bookings/{id}/cancel/', async ({ params, request, response }) => {
          cancels.record({ id: Number(params.id), ...(await request.json()) });
          return response(200).json({ ...coming, status: 'cancelled', ended_by: 'vendor' });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    cancels.bodies.length = 0;
    const main = await findMain(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: /^Haircut and shave 08:30/ }));
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

/**
 * After its start an appointment is no longer cancelled but marked: done (with how the client paid) or
 * a client who did not come.
 */
export const MarkDone: Story = {
  parameters: {
    msw: {
      handlers: {
        outcome: http.post('/api/vendor-bookings/{id}/outcome/', async ({ params, request, response }) => {
          const body = await request.json();
          outcomes.record({ id: Number(params.id), ...body });
          const marked = agendaWeek.find((b) => b.id === Number(params.id))!;
          return response(200).json({ ...marked, status: body.outcome, paid_by: body.paid_by ?? null });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    outcomes.bodies.length = 0;
    const main = await findMain(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: /^Haircut and shave 08:30/ }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as done' }));
    await expectToast(canvasElement, 'Marked as done. The client can now leave a review.');
    await expect(outcomes.last()).toEqual({ id: 302, outcome: 'completed', paid_by: 'cash' });
  },
};

/** A request opens with Approve and Decline at hand. */
export const ApproveFromAgenda: Story = {
  parameters: { msw: { handlers: answerHandlers } },
  play: async ({ canvasElement }) => {
    answers.clear();
    const main = await findMain(canvasElement);
    const waiting = (await main.findByRole('heading', { name: 'Waiting for your answer' })).closest(
      'section',
    )!;
    await userEvent.click(within(waiting).getByRole('button', { name: /^10:00/ }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expectToast(canvasElement, 'Booking approved. The client has been told.');
    await expect(answers.last()).toEqual({ status: 'confirmed' });
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
