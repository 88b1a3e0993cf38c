import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Badge } from '../../primitives/index.ts';
import { Agenda, type AgendaColumn, type AgendaItem } from './agenda.tsx';

// A Saturday at a Nairobi salon: two stylists, a booking nobody was given yet, a lunch break and an errand.
const columns: AgendaColumn[] = [
  { id: 'anyone', name: 'Anyone available' },
  { id: '7', name: 'Wanjiru Kamau' },
  { id: '9', name: 'Akinyi Odhiambo' },
];

const items: AgendaItem[] = [
  {
    id: '101',
    column: '7',
    start: '09:00',
    end: '12:00',
    title: 'Box Braids',
    detail: 'Mercy Atieno · At the salon',
    status: 'confirmed',
  },
  {
    id: '102',
    column: '7',
    start: '13:00',
    end: '14:00',
    title: 'Lunch',
    status: 'blocked',
  },
  {
    id: '103',
    column: '9',
    start: '10:00',
    end: '10:45',
    title: 'Manicure',
    detail: 'Faith Njeri · At the salon',
    status: 'confirmed',
    badges: <Badge variant="secondary">Walk-in</Badge>,
  },
  {
    id: '104',
    column: '9',
    start: '08:00',
    end: '09:00',
    title: 'Pedicure',
    detail: 'Joy Wambui',
    status: 'completed',
  },
  {
    id: '105',
    column: 'anyone',
    start: '15:00',
    end: '16:30',
    title: 'Cornrows',
    detail: 'Halima Said · Home visit, Kilimani',
    status: 'pending',
  },
];

const meta = {
  title: 'Marketplace/Booking/Agenda',
  id: 'booking-agenda',
  component: Agenda,
  tags: ['autodocs'],
  args: { columns, items, onOpen: fn() },
} satisfies Meta<typeof Agenda>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Where there is room: a time grid, one column per person, items where their hours are. */
export const DayGrid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('region', { name: 'The day, one column per person' });
    await expect(grid).toBeVisible();
    const wanjiru = within(grid).getByRole('group', { name: 'Wanjiru Kamau' });
    const braids = within(wanjiru).getByRole('button', { name: /^Box Braids 09:00–12:00 , Confirmed/ });
    // Three hours tall, an hour below the 08:00 line.
    const hour = braids.getBoundingClientRect().height / 3;
    await expect(braids.offsetTop).toBeCloseTo(hour, 0);
    // Blocked time shows but opens nothing.
    await expect(within(wanjiru).queryByRole('button', { name: /Lunch/ })).toBeNull();
    await expect(within(wanjiru).getByText('Lunch')).toBeVisible();
    await userEvent.click(braids);
    await expect(args.onOpen).toHaveBeenCalledWith('101');
  },
};

/** A business without staff: overlapping bookings sit side by side, as its chairs. */
export const Chairs: Story = {
  args: {
    columns: [{ id: 'all', name: 'Urembo Parlour' }],
    items: [
      { id: '1', column: 'all', start: '09:00', end: '10:00', title: 'Manicure', status: 'confirmed' },
      { id: '2', column: 'all', start: '09:30', end: '11:00', title: 'Pedicure', status: 'confirmed' },
      { id: '3', column: 'all', start: '11:00', end: '12:00', title: 'Facial', status: 'pending' },
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('region'));
    const manicure = grid.getByRole('button', { name: /^Manicure/ }).getBoundingClientRect();
    const pedicure = grid.getByRole('button', { name: /^Pedicure/ }).getBoundingClientRect();
    const facial = grid.getByRole('button', { name: /^Facial/ }).getBoundingClientRect();
    await expect(pedicure.left).toBeGreaterThanOrEqual(manicure.right);
    // The facial starts when both have ended: the whole width again.
    await expect(facial.width).toBeGreaterThan(manicure.width * 1.5);
  },
};

/** A professional's own day: one column, no heading. */
export const OnePerson: Story = {
  args: {
    columns: [{ id: '7', name: 'Wanjiru Kamau' }],
    items: items.filter((item) => item.column === '7'),
  },
};

/** After the appointment: done, and a client who did not come. */
export const Outcomes: Story = {
  args: {
    columns: [{ id: '7', name: 'Wanjiru Kamau' }],
    items: [
      { id: '1', column: '7', start: '09:00', end: '10:00', title: 'Manicure', status: 'completed' },
      { id: '2', column: '7', start: '10:00', end: '11:00', title: 'Pedicure', status: 'no_show' },
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('region'));
    await expect(grid.getByRole('button', { name: /^Pedicure 10:00–11:00 · No-show/ })).toHaveAttribute(
      'data-status',
      'no_show',
    );
  },
};

/** On a phone: each person's list in time order, no sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    const akinyi = within(canvas.getByRole('list', { name: 'Akinyi Odhiambo' }));
    const times = akinyi.getAllByRole('button').map((button) => button.textContent);
    await expect(times).toEqual([
      'Pedicure08:00–09:00 · DoneJoy Wambui',
      'ManicureWalk-in10:00–10:45, ConfirmedFaith Njeri · At the salon',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /^Cornrows/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('105');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Ten stylists do not fit: the grid scrolls inside its region, which the keyboard can reach. */
export const ManyStaff: Story = {
  args: {
    columns: Array.from({ length: 10 }, (_, index) => ({ id: String(index), name: `Stylist ${index + 1}` })),
    items: Array.from({ length: 10 }, (_, index) => ({
      id: String(index),
      column: String(index),
      start: `${String(9 + (index % 6)).padStart(2, '0')}:00`,
      end: `${String(10 + (index % 6)).padStart(2, '0')}:30`,
      title: 'Box Braids',
      status: 'confirmed' as const,
    })),
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region');
    await expect(grid).toHaveAttribute('tabindex', '0');
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Inside a Kiswahili LocaleProvider, with Kiswahili-length text, on a phone. */
export const Kiswahili: Story = {
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  args: {
    columns: [
      { id: 'anyone', name: 'Yeyote aliye wazi' },
      { id: '7', name: 'Wanjiru Kamau-Mwangi' },
    ],
    items: [
      {
        id: '1',
        column: '7',
        start: '09:00',
        end: '12:00',
        title: 'Kusuka nywele kwa mtindo wa mabutu marefu',
        detail: 'Mercy Atieno Achieng · Nyumbani kwa mteja, Kilimani karibu na Yaya Centre',
        status: 'pending',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: /^Kusuka nywele kwa mtindo wa mabutu marefu 09:00–12:00 · Inasubiri jibu lako/,
      }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
