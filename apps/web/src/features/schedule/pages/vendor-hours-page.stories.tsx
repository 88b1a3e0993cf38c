import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, session } from '../../../storybook/handlers.ts';
import { expectToast, findMain } from '../../../storybook/play.ts';
import { nairobiDate, scheduleRefused, scheduling, sent } from '../../../storybook/scheduling-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { VendorHoursPage } from './vendor-hours-page.tsx';

const meta = {
  title: 'Screens/Shared/Vendor working hours',
  component: VendorHoursPage,
  ...screenMeta({ path: '/professional-hours', area: 'Beauty Professional' }, scheduling),
} satisfies Meta<typeof VendorHoursPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asBusiness = {
  page: { path: '/business-hours', shell: { area: ['Business Owner'] } },
  msw: { handlers: session('Business Owner') },
};

/** The page once the schedule is there: Monday's switch is the first, so the week is loaded. */
async function loaded(canvasElement: HTMLElement) {
  const main = await findMain(canvasElement);
  await main.findByRole('switch', { name: 'Monday' });
  return main;
}

/** Monday first, Sunday closed, the day off of next week, both places; no capacity for one person. */
export const Professional: Story = {
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    // Seven days, Monday first, then availability.
    await expect(main.getAllByRole('switch')).toHaveLength(8);
    await expect(main.getAllByRole('switch')[0]).toHaveAccessibleName('Monday');
    await expect(main.getByRole('switch', { name: 'Monday' })).toBeChecked();
    await expect(main.getByRole('switch', { name: 'Sunday' })).not.toBeChecked();
    await expect(main.getByRole('combobox', { name: 'Opens on Monday' })).toHaveValue('08:00');
    await expect(main.getByRole('combobox', { name: 'Closes on Saturday' })).toHaveValue('16:00');
    await expect(main.queryByRole('combobox', { name: 'Opens on Sunday' })).toBeNull();
    await expect(main.getByLabelText(/^Date/)).toHaveValue(nairobiDate(5));
    await expect(main.getByRole('radio', { name: 'Day off' })).toBeChecked();
    await expect(main.getByRole('combobox', { name: 'Break between appointments' })).toHaveValue('15');
    await expect(main.queryByRole('combobox', { name: 'Clients at the same time' })).toBeNull();
    await expect(main.getByRole('checkbox', { name: 'At my place' })).toBeChecked();
    await expect(main.getByRole('checkbox', { name: "At the client's home or office" })).toBeChecked();
    await expect(main.getByRole('switch', { name: 'Available for bookings' })).toBeChecked();
  },
};

/** A business also says how many clients it serves at once. */
export const Business: Story = {
  parameters: asBusiness,
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await expect(main.getByRole('combobox', { name: 'Clients at the same time' })).toHaveValue('3');
    await expect(main.getByRole('switch', { name: 'Sunday' })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'Other hours' })).toBeChecked();
    await expect(main.getAllByRole('combobox', { name: /^Opens on / }).at(-1)).toHaveValue('10:00');
    await expect(main.getByRole('checkbox', { name: "At the client's home or office" })).not.toBeChecked();
  },
};

/**
 * Monday's new hours, a new day off, instant booking and the travel time of home visits are what the PUT
 * sends; a professional sends no capacity.
 */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    sent.schedule = undefined;
    const main = await loaded(canvasElement);
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Opens on Monday' }), '09:00');
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Closes on Monday' }), '17:30');

    await userEvent.click(main.getByRole('button', { name: 'Add a date' }));
    const newDate = main.getByRole('group', { name: 'New date' });
    const dateField = within(newDate).getByLabelText(/^Date/);
    await waitFor(() => expect(dateField).toHaveFocus());
    await userEvent.type(dateField, nairobiDate(20));
    await expect(within(newDate).getByRole('radio', { name: 'Day off' })).toBeChecked();
    await userEvent.selectOptions(main.getByRole('combobox', { name: /^Confirm bookings/ }), 'all');
    await userEvent.selectOptions(main.getByRole('combobox', { name: /^Travel time for home visits/ }), '30');

    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));
    await expectToast(canvasElement, 'Working hours saved');
    const open = { open: '08:00', close: '18:00' };
    await expect(sent.schedule).toEqual({
      weekly: {
        monday: { open: '09:00', close: '17:30' },
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: { open: '09:00', close: '16:00' },
        sunday: null,
      },
      exceptions: [
        { date: nairobiDate(5), hours: null },
        { date: nairobiDate(20), hours: null },
      ],
      buffer_minutes: 15,
      places: ['vendor', 'client'],
      is_available: true,
      instant_booking: 'all',
      travel_minutes: 30,
    });
  },
};

/** The form's own checks: a day closing before it opens, a date left empty, no place at all. */
export const Checks: Story = {
  play: async ({ canvasElement }) => {
    sent.schedule = undefined;
    const main = await loaded(canvasElement);
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Closes on Tuesday' }), '07:00');
    await userEvent.click(main.getByRole('button', { name: 'Add a date' }));
    await userEvent.click(main.getByRole('checkbox', { name: 'At my place' }));
    await userEvent.click(main.getByRole('checkbox', { name: "At the client's home or office" }));
    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));

    const tuesdayCloses = main.getByRole('combobox', { name: 'Closes on Tuesday' });
    await expect(tuesdayCloses).toHaveAccessibleDescription('Closing time must be after opening time.');
    await waitFor(() => expect(tuesdayCloses).toHaveFocus());
    await expect(main.getByText('Choose a date.')).toBeVisible();
    await expect(main.getByText('Choose at least one place.')).toBeVisible();
    await expect(sent.schedule).toBeUndefined();
  },
};

/** The server's field error shows on Monday, whose fields take the focus, with a toast. */
export const ServerFieldError: Story = {
  parameters: { msw: { handlers: scheduleRefused } },
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));
    await expectToast(canvasElement, 'Check the marked fields and save again.');
    const mondayOpens = main.getByRole('combobox', { name: 'Opens on Monday' });
    await expect(mondayOpens).toHaveAttribute('aria-invalid', 'true');
    await expect(mondayOpens).toHaveAccessibleDescription('Closing time must be after opening time.');
    await waitFor(() => expect(mondayOpens).toHaveFocus());
  },
};

/** A server fault names no field: the toast says so and nothing is marked. */
export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: {
        saveSchedule: failing('put', '/api/vendors/{id}/schedule/'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));
    await expectToast(canvasElement, 'An error occurred. Please try again later.');
    await expect(main.getByRole('combobox', { name: 'Opens on Monday' })).not.toHaveAttribute('aria-invalid');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { schedule: failing('get', '/api/vendors/{id}/schedule/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(
      await main.findByText('Your working hours could not be loaded. Please try again.'),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** At 360 px nothing runs off the screen. */
export const Mobile360: Story = {
  parameters: asBusiness,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
