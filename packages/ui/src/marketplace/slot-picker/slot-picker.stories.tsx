import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SlotPicker, type SlotPickerDay, type SlotPickerSlot } from './slot-picker.tsx';

// Two weeks from Monday 16 March 2026, as the server sends them.
const days: SlotPickerDay[] = [
  { date: '2026-03-16', free: 5 },
  { date: '2026-03-17', free: 8 },
  { date: '2026-03-18', free: 0 },
  { date: '2026-03-19', free: 3 },
  { date: '2026-03-20', free: 12 },
  { date: '2026-03-21', free: 2 },
  { date: '2026-03-22', free: 0 },
  { date: '2026-03-23', free: 6 },
  { date: '2026-03-24', free: 4 },
  { date: '2026-03-25', free: 0 },
  { date: '2026-03-26', free: 7 },
  { date: '2026-03-27', free: 9 },
  { date: '2026-03-28', free: 1 },
  { date: '2026-03-29', free: 0 },
];
const closedDates = ['2026-03-22', '2026-03-29'];

/** A 90-minute service starting on the quarter hours still free. */
const slots: SlotPickerSlot[] = [
  ['09:00', '10:30'],
  ['09:15', '10:45'],
  ['09:30', '11:00'],
  ['09:45', '11:15'],
  ['10:00', '11:30'],
  ['11:00', '12:30'],
  ['11:30', '13:00'],
  ['14:00', '15:30'],
  ['14:15', '15:45'],
  ['16:00', '17:30'],
].map(([start = '', end = '']) => ({ start, end }));

const meta = {
  title: 'Marketplace/Booking/SlotPicker',
  id: 'booking-slotpicker',
  component: SlotPicker,
  tags: ['autodocs'],
  args: {
    days,
    slots,
    closedDates,
    canPrevious: false,
    canNext: true,
    daysError: false,
    slotsError: false,
    onValueChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { days: undefined, slots: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('radiogroup', { name: 'Day' });
    await expect(strip).toHaveAttribute('aria-busy', 'true');
    await expect(within(strip).queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading free times…');
    await expect(canvas.getByText('Choose a day to see free times.')).toBeVisible();
  },
};

export const LoadingTimes: Story = {
  args: { slots: undefined, defaultValue: { date: '2026-03-17', slot: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup', { name: 'Time' })).toBeNull();
    await expect(canvas.getAllByRole('status')[1]).toHaveTextContent('Loading free times…');
  },
};

export const SomeSlots: Story = {
  args: { defaultValue: { date: '2026-03-17', slot: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Tue 17 Mar, 8 free' })).toBeChecked();
    const grid = canvas.getByRole('radiogroup', { name: 'Time' });
    const times = within(grid).getAllByRole('radio');
    await expect(times).toHaveLength(10);
    await expect(times[0]).toHaveAccessibleName('09:00 to 10:30');
    await expect(times[0]).toHaveTextContent('09:00');
    await expect(times.filter((time) => time.getAttribute('aria-checked') === 'true')).toHaveLength(0);
  },
};

export const ChosenSlot: Story = {
  args: { defaultValue: { date: '2026-03-17', slot: { start: '11:00', end: '12:30' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '11:00 to 12:30' })).toBeChecked();
  },
};

export const FullyBookedDay: Story = {
  args: { slots: [], defaultValue: { date: '2026-03-18', slot: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const wednesday = canvas.getByRole('radio', { name: 'Wed 18 Mar, Full' });
    await expect(wednesday).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('No free times on this day. Choose another day.')).toBeVisible();
    // Another full day can be focused but not chosen.
    const wednesdayAfter = canvas.getByRole('radio', { name: 'Wed 25 Mar, Full' });
    await userEvent.click(wednesdayAfter);
    await expect(wednesdayAfter).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ClosedDay: Story = {
  args: { slots: [], defaultValue: { date: '2026-03-22', slot: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sunday = canvas.getByRole('radio', { name: 'Sun 22 Mar, Closed' });
    await expect(sunday).toHaveTextContent('Closed');
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sun 29 Mar, Closed' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const SlotsError: Story = {
  name: 'Error',
  args: { slots: undefined, slotsError: true, defaultValue: { date: '2026-03-17', slot: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load the times.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const DaysError: Story = {
  args: { days: undefined, daysError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load the days.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous days' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next days' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('next');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // 'Previous days' is disabled, so the first stop is 'Next days', then the strip.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next days' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Mon 16 Mar, 5 free' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const tuesday = canvas.getByRole('radio', { name: 'Tue 17 Mar, 8 free' });
    await expect(tuesday).toHaveFocus();
    // Moving focus alone chooses nothing (no times are loaded for every day passed on the way).
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-03-17', slot: null });
    await expect(tuesday).toBeChecked();

    // A full day takes focus and says why, but Space does not choose it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Wed 18 Mar, Full' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Sun 29 Mar, Closed' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('radio', { name: 'Mon 16 Mar, 5 free' })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '09:00 to 10:30' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('radio', { name: '09:15 to 10:45' });
    await expect(second).toHaveFocus();
    // Down goes to the same column of the next row, Up comes back.
    await userEvent.keyboard('{ArrowDown}');
    const below = document.activeElement as HTMLElement;
    await expect(below.offsetLeft).toBe(second.offsetLeft);
    await expect(below.offsetTop).toBeGreaterThan(second.offsetTop);
    await userEvent.keyboard('{ArrowUp}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      date: '2026-03-17',
      slot: { start: '09:15', end: '10:45' },
    });
    await expect(second).toBeChecked();
  },
};

export const ChoosingAnotherDateClearsTheSlot: Story = {
  args: { defaultValue: { date: '2026-03-17', slot: { start: '09:30', end: '11:00' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '09:30 to 11:00' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Thu 19 Mar, 3 free' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-03-19', slot: null });
    await expect(canvas.getByRole('radio', { name: '09:30 to 11:00' })).not.toBeChecked();
  },
};

export const SwahiliLabels: Story = {
  globals: { viewport: { value: 'mobile360' } },
  args: {
    slots: [],
    defaultValue: { date: '2026-03-18', slot: null },
    labels: {
      days: 'Chagua siku ya miadi',
      slots: 'Chagua saa ya kuanza',
      free: (count) => `Nafasi ${count}`,
      full: 'Imejaa',
      closed: 'Imefungwa',
      dayName: ({ weekday, day, month, status }) => `${weekday} ${day} ${month}, ${status}`,
      slotName: (start, end) => `${start} hadi ${end}`,
      previousDays: 'Siku zilizopita',
      nextDays: 'Siku zinazofuata',
      weekdays: ['Jpi', 'Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jmo'],
      months: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
      chooseDay: 'Chagua siku ili uone nyakati zilizo wazi.',
      loading: 'Inapakia nyakati zilizo wazi…',
      noSlots: 'Hakuna nafasi siku hii. Chagua siku nyingine.',
      daysError: 'Imeshindikana kupakia siku.',
      slotsError: 'Imeshindikana kupakia nyakati.',
      retry: 'Jaribu tena',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Jtn 18 Mac, Imejaa' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Jpi 22 Mac, Imefungwa' })).toBeVisible();
    await expect(canvas.getByText('Hakuna nafasi siku hii. Chagua siku nyingine.')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  args: { defaultValue: { date: '2026-03-17', slot: { start: '09:30', end: '11:00' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The strip scrolls sideways; the page itself does not.
    const strip = canvas.getByRole('radiogroup', { name: 'Day' });
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    for (const target of canvas.getAllByRole('radio')) {
      const { width, height } = target.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Inside a Kiswahili LocaleProvider: short day and month names shown, full ones read out. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chagua siku uone nafasi.')).toBeVisible();
    const monday = canvas.getByRole('radio', { name: 'Jumatatu 16 Machi, nafasi 5' });
    await expect(monday).toHaveTextContent('Jtt');
    await expect(canvas.getByRole('radio', { name: 'Jumapili 22 Machi, Imefungwa' })).toBeVisible();
    await userEvent.click(monday);
    await expect(canvas.getByRole('radio', { name: '09:00 hadi 10:30' })).toBeVisible();
  },
};
