import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { meByRole } from '../../../storybook/fixtures.ts';
import { failing, http, session } from '../../../storybook/handlers.ts';
import { expectToast, findMain } from '../../../storybook/play.ts';
import {
  nairobiDate,
  professionalSchedule,
  scheduleRefused,
  scheduling,
  sent,
} from '../../../storybook/scheduling-fixtures.ts';
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

/** What the last PUT sent, read through a call: a play's `sent.schedule = undefined` narrows the property. */
const savedBody = () => sent.schedule;

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
 * sends; a professional sends no capacity, and her home-visit areas (none: everywhere, at no fee).
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
      service_areas: [],
    });
  },
};

/**
 * A lunch break on Monday and a short day with a break of its own: each day's ranges go in order, with
 * its first opening and last closing.
 */
export const LunchBreak: Story = {
  play: async ({ canvasElement }) => {
    sent.schedule = undefined;
    const main = await loaded(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Add a break (another range) on Monday' }));
    const afternoonOpens = main.getByRole('combobox', { name: 'Opens on Monday (range 2)' });
    await waitFor(() => expect(afternoonOpens).toHaveFocus());
    await expect(afternoonOpens).toHaveValue('19:00');
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Closes on Monday' }), '13:00');
    await userEvent.selectOptions(afternoonOpens, '14:00');
    await userEvent.selectOptions(
      main.getByRole('combobox', { name: 'Closes on Monday (range 2)' }),
      '19:00',
    );

    // Tuesday: a break added, then taken away again.
    await userEvent.click(main.getByRole('button', { name: 'Add a break (another range) on Tuesday' }));
    await userEvent.click(main.getByRole('button', { name: 'Remove range 2 on Tuesday' }));
    await expect(main.queryByRole('combobox', { name: 'Opens on Tuesday (range 2)' })).toBeNull();

    await userEvent.click(main.getByRole('button', { name: 'Add a date' }));
    const newDate = main.getByRole('group', { name: 'New date' });
    const dateField = within(newDate).getByLabelText(/^Date/);
    await waitFor(() => expect(dateField).toHaveFocus());
    await userEvent.type(dateField, nairobiDate(20));
    const day = within(
      main.getAllByRole('group').find((group) => within(group).queryByDisplayValue(nairobiDate(20)))!,
    );
    await userEvent.click(day.getByRole('radio', { name: 'Other hours' }));
    await userEvent.selectOptions(day.getByRole('combobox', { name: /^Closes on / }), '11:00');
    await userEvent.click(day.getByRole('button', { name: /^Add a break \(another range\) on / }));
    await userEvent.selectOptions(day.getByRole('combobox', { name: /^Opens on .* \(range 2\)$/ }), '12:00');
    await userEvent.selectOptions(day.getByRole('combobox', { name: /^Closes on .* \(range 2\)$/ }), '15:00');

    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));
    await expectToast(canvasElement, 'Working hours saved');
    await expect(savedBody()?.weekly.monday).toEqual({
      open: '08:00',
      close: '19:00',
      ranges: [
        { open: '08:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
    });
    await expect(savedBody()?.weekly.tuesday).toEqual({ open: '08:00', close: '18:00' });
    await expect(savedBody()?.exceptions).toEqual([
      { date: nairobiDate(5), hours: null },
      {
        date: nairobiDate(20),
        hours: {
          open: '08:00',
          close: '15:00',
          ranges: [
            { open: '08:00', close: '11:00' },
            { open: '12:00', close: '15:00' },
          ],
        },
      },
    ]);
  },
};

/** Saved with a break on Monday and two areas: the editor shows them and saves them as they are. */
const withBreakAndAreas = {
  ...professionalSchedule,
  weekly: {
    ...professionalSchedule.weekly,
    monday: {
      open: '08:00',
      close: '19:00',
      ranges: [
        { open: '08:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
    },
  },
  service_areas: [
    { county: 'Kiambu', sub_county: '', travel_fee_kes: 800 },
    { county: 'Nairobi', sub_county: 'Westlands', travel_fee_kes: 0 },
  ],
};

/**
 * Home visits: the saved areas, one removed, two added (a sub-county, and a whole county at a fee typed
 * with a comma); the PUT sends the list.
 */
export const ServiceAreas: Story = {
  parameters: {
    msw: {
      handlers: {
        schedule: http.get('/api/vendors/{id}/schedule/', ({ response }) =>
          response(200).json(withBreakAndAreas),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    sent.schedule = undefined;
    const main = await loaded(canvasElement);
    await expect(main.getByRole('combobox', { name: 'Closes on Monday' })).toHaveValue('13:00');
    await expect(main.getByRole('combobox', { name: 'Opens on Monday (range 2)' })).toHaveValue('14:00');
    await expect(main.getByRole('heading', { name: 'Home-visit areas' })).toBeVisible();
    const kiambu = within(main.getByRole('group', { name: 'Kiambu, whole county' }));
    await expect(kiambu.getByRole('textbox', { name: 'Travel fee (KES)' })).toHaveValue('800');

    await userEvent.click(main.getByRole('button', { name: 'Remove Westlands, Nairobi' }));
    await userEvent.click(main.getByRole('button', { name: 'Add an area' }));
    let row = within(main.getByRole('group', { name: 'New area' }));
    await waitFor(() => expect(row.getByRole('combobox', { name: /^County/ })).toHaveFocus());
    await userEvent.selectOptions(row.getByRole('combobox', { name: /^County/ }), 'Nairobi');
    row = within(main.getByRole('group', { name: 'Nairobi, whole county' }));
    await userEvent.selectOptions(row.getByRole('combobox', { name: /^Sub-county/ }), 'Embakasi East');
    row = within(main.getByRole('group', { name: 'Embakasi East, Nairobi' }));
    await userEvent.clear(row.getByRole('textbox', { name: 'Travel fee (KES)' }));
    await userEvent.type(row.getByRole('textbox', { name: 'Travel fee (KES)' }), '350');

    await userEvent.click(main.getByRole('button', { name: 'Add an area' }));
    row = within(main.getByRole('group', { name: 'New area' }));
    await userEvent.selectOptions(row.getByRole('combobox', { name: /^County/ }), 'Machakos');
    row = within(main.getByRole('group', { name: 'Machakos, whole county' }));
    await userEvent.clear(row.getByRole('textbox', { name: 'Travel fee (KES)' }));
    await userEvent.type(row.getByRole('textbox', { name: 'Travel fee (KES)' }), '1,500');

    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));
    await expectToast(canvasElement, 'Working hours saved');
    await expect(savedBody()?.weekly.monday).toEqual(withBreakAndAreas.weekly.monday);
    await expect(savedBody()?.service_areas).toEqual([
      { county: 'Kiambu', sub_county: '', travel_fee_kes: 800 },
      { county: 'Nairobi', sub_county: 'Embakasi East', travel_fee_kes: 350 },
      { county: 'Machakos', sub_county: '', travel_fee_kes: 1500 },
    ]);
  },
};

/** No home visits, no areas: the section shows once the vendor ticks the client's home. */
export const AreasOnlyForHomeVisits: Story = {
  parameters: asBusiness,
  play: async ({ canvasElement }) => {
    sent.schedule = undefined;
    const main = await loaded(canvasElement);
    await expect(main.queryByRole('heading', { name: 'Home-visit areas' })).toBeNull();
    await userEvent.click(main.getByRole('checkbox', { name: "At the client's home or office" }));
    await expect(main.getByRole('heading', { name: 'Home-visit areas' })).toBeVisible();
    await expect(
      main.getByText('No areas listed: you visit clients anywhere, with no travel fee.'),
    ).toBeVisible();
    await userEvent.click(main.getByRole('checkbox', { name: "At the client's home or office" }));
    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));
    await expectToast(canvasElement, 'Working hours saved');
    // Left out: the saved areas stay as they are.
    await expect(sent.schedule).not.toHaveProperty('service_areas');
  },
};

/** Ranges that overlap, an area without a county and a fee too high: marked in plain words, nothing sent. */
export const RangeAndAreaChecks: Story = {
  play: async ({ canvasElement }) => {
    sent.schedule = undefined;
    const main = await loaded(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Add a break (another range) on Wednesday' }));
    await userEvent.selectOptions(
      main.getByRole('combobox', { name: 'Opens on Wednesday (range 2)' }),
      '12:00',
    );
    await userEvent.click(main.getByRole('button', { name: 'Add an area' }));
    const fee = within(main.getByRole('group', { name: 'New area' })).getByRole('textbox', {
      name: 'Travel fee (KES)',
    });
    await userEvent.clear(fee);
    await userEvent.type(fee, '60000');
    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));

    const overlapping = main.getByRole('combobox', { name: 'Opens on Wednesday (range 2)' });
    await expect(overlapping).toHaveAccessibleDescription(
      'These hours overlap 08:00–18:00. Start after 18:00 or remove a range.',
    );
    await waitFor(() => expect(overlapping).toHaveFocus());
    const area = within(main.getByRole('group', { name: 'New area' }));
    await expect(area.getByRole('combobox', { name: /^County/ })).toHaveAccessibleDescription(
      'Choose a county.',
    );
    await expect(area.getByRole('textbox', { name: 'Travel fee (KES)' })).toHaveAccessibleDescription(
      'Enter a fee from KES 0 to KES 50,000, in whole shillings.',
    );
    await expect(sent.schedule).toBeUndefined();
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

/** The server's words on the areas show under the list, with a toast. */
export const ServerAreaError: Story = {
  parameters: {
    msw: {
      handlers: {
        saveSchedule: http.put('/api/vendors/{id}/schedule/', ({ response }) =>
          response(400).json({ service_areas: ['Westlands is listed twice.'] }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Save working hours' }));
    await expectToast(canvasElement, 'Check the marked fields and save again.');
    await expect(main.getByText('Westlands is listed twice.')).toBeVisible();
  },
};

/** In Kiswahili: the ranges' and the areas' words come from the app's catalogue. */
export const Kiswahili: Story = {
  parameters: {
    msw: {
      handlers: {
        // Her account reads Kiswahili too, or the app would switch to the account's English.
        me: http.get('/api/me/', ({ response }) =>
          response(200).json({ ...meByRole['Beauty Professional'], language: 'sw' }),
        ),
      },
    },
  },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await main.findByRole('switch', { name: 'Jumatatu' });
    await userEvent.click(
      main.getByRole('button', { name: 'Ongeza mapumziko (kipindi kingine) siku ya Jumatatu' }),
    );
    await expect(
      main.getByRole('combobox', { name: 'Kufungua siku ya Jumatatu (kipindi cha 2)' }),
    ).toHaveValue('19:00');
    await expect(main.getByRole('button', { name: 'Ondoa kipindi cha 2 siku ya Jumatatu' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Maeneo ya kuwatembelea wateja' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Ongeza eneo' }));
    const row = within(main.getByRole('group', { name: 'Eneo jipya' }));
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'Kaunti' }), 'Kisumu');
    await expect(main.getByRole('group', { name: 'Kisumu, kaunti nzima' })).toBeVisible();
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

/** A lunch break and home-visit areas with long names fit a small phone too. */
export const Mobile360BreaksAndAreas: Story = {
  parameters: ServiceAreas.parameters,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Add an area' }));
    const row = within(main.getByRole('group', { name: 'New area' }));
    await userEvent.selectOptions(row.getByRole('combobox', { name: /^County/ }), 'Tharaka-Nithi');
    await userEvent.selectOptions(
      within(main.getByRole('group', { name: 'Tharaka-Nithi, whole county' })).getByRole('combobox', {
        name: /^Sub-county/,
      }),
      "Chuka/Igambang'ombe",
    );
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
