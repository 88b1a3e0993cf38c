import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { BookingDateTimePicker } from './booking-date-time-picker.tsx';

// Saturday 14 March 2026, 14:37: every story sees the same "now".
const now = new Date(2026, 2, 14, 14, 37);

const meta = {
  title: 'Marketplace/Booking/BookingDateTimePicker',
  id: 'booking-bookingdatetimepicker',
  component: BookingDateTimePicker,
  tags: ['autodocs'],
  args: { now, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingDateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The professional form: today's date chosen from the start, no time yet. */
export const StartsOnToday: Story = {
  args: { defaultValue: { date: '2026-03-14', time: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('March 2026')).toBeVisible();
    const todayCell = canvas.getByRole('button', { name: 'Saturday, 14 March 2026' }).closest('td');
    await expect(todayCell).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute('aria-valuenow', '14');
    await expect(canvas.getByText('No time set yet')).toBeVisible();
  },
};

export const WeekdayHeaders: Story = {
  play: async ({ canvasElement }) => {
    const headers = within(canvasElement).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ]);
  },
};

export const PastDaysDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Friday, 13 March 2026' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sunday, 1 March 2026' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Saturday, 14 March 2026' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sunday, 15 March 2026' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-03-15', time: null });
  },
};

export const MonthNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('April 2026')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wednesday, 1 April 2026' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('May 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByText('March 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  },
};

export const TodayButton: Story = {
  args: { defaultValue: { date: '2026-04-20', time: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('April 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(canvas.getByText('March 2026')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-03-14', time: null });
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: { date: '2026-03-14', time: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'March 2026' });
    // One tab stop for the whole grid: the chosen day.
    await expect(
      within(grid)
        .getAllByRole('button')
        .filter((day) => day.tabIndex === 0),
    ).toHaveLength(1);
    canvas.getByRole('button', { name: 'Saturday, 14 March 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Sunday, 15 March 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Sunday, 22 March 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('button', { name: 'Wednesday, 22 April 2026' })).toHaveFocus();
    await expect(canvas.getByText('April 2026')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-04-22', time: null });
    // The keyboard stops at today: there is nothing to book before it.
    await userEvent.keyboard('{PageUp}{PageUp}{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Saturday, 14 March 2026' })).toHaveFocus();
  },
};

export const PastTimeOnTodayRefused: Story = {
  args: { defaultValue: { date: '2026-03-14', time: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // 14:00 is before 14:37.
    await userEvent.click(canvas.getByRole('button', { name: 'Set Time' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please select a time later than the current time.',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next hour' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set Time' }));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByText('Time set to 15:00')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-03-14', time: '15:00' });
  },
};

export const AnyTimeOnALaterDay: Story = {
  args: { defaultValue: { date: '2026-03-20', time: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('spinbutton', { name: 'Hours' });
    hours.focus();
    await userEvent.keyboard(
      '{Home}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add 15 minutes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set Time' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-03-20', time: '08:15' });
  },
};

export const TimeWraps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('spinbutton', { name: 'Hours' });
    const minutes = canvas.getByRole('spinbutton', { name: 'Minutes' });
    hours.focus();
    await userEvent.keyboard('{End}');
    await expect(hours).toHaveAttribute('aria-valuetext', '23');
    await userEvent.keyboard('{ArrowUp}');
    await expect(hours).toHaveAttribute('aria-valuetext', '00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(hours).toHaveAttribute('aria-valuetext', '23');
    minutes.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(minutes).toHaveAttribute('aria-valuetext', '15');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(minutes).toHaveAttribute('aria-valuetext', '45');
    await userEvent.keyboard('{ArrowUp}');
    await expect(minutes).toHaveAttribute('aria-valuetext', '00');
  },
};

/** Choosing today when the chosen time has already passed moves it to the first slot still ahead. */
export const ChoosingTodayMovesPastTime: Story = {
  args: { defaultValue: { date: '2026-03-20', time: '09:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-03-14', time: '14:45' });
    await expect(canvas.getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute('aria-valuenow', '14');
    await expect(canvas.getByRole('spinbutton', { name: 'Minutes' })).toHaveAttribute('aria-valuenow', '45');
  },
};

export const Swahili: Story = {
  args: {
    locale: 'sw-KE',
    labels: {
      date: 'Tarehe',
      time: 'Saa',
      previousMonth: 'Mwezi uliopita',
      nextMonth: 'Mwezi ujao',
      today: 'Leo',
      hours: 'Saa',
      minutes: 'Dakika',
      nextHour: 'Saa inayofuata',
      previousHour: 'Saa iliyopita',
      nextMinutes: 'Ongeza dakika 15',
      previousMinutes: 'Punguza dakika 15',
      setTime: 'Weka Muda',
      pastTime: 'Tafadhali chagua muda ulio baada ya muda wa sasa.',
      weekdays: ['Jpi', 'Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jmo'],
      timeSet: (time) => `Muda umewekwa: ${time}`,
      noTimeYet: 'Bado hujachagua muda',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Weka Muda' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  args: { defaultValue: { date: '2026-03-14', time: '15:30' } },
};

/** Inside a Kiswahili LocaleProvider: month and day names in sw-KE, the buttons in Kiswahili. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Machi 2026')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Jpi',
      'Jtt',
      'Jnn',
      'Jtn',
      'Alh',
      'Iju',
      'Jmo',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Jumatatu, 16 Machi 2026' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weka saa' }));
    await expect(canvas.getByText('Saa imewekwa: 14:00')).toBeVisible();
  },
};
