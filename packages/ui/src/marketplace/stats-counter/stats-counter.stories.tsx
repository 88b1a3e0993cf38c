import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { StatsCounter } from './stats-counter.tsx';

const meta = {
  title: 'Marketplace/Marketing/StatsCounter',
  id: 'marketing-statscounter',
  component: StatsCounter,
  tags: ['autodocs'],
  args: { value: 650, label: 'earning professionals', duration: 2500, delay: 0 },
} satisfies Meta<typeof StatsCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="stats-counter-value"]')?.textContent;

export const Playground: Story = {};

export const CountsUpToTheValue: Story = {
  args: { value: 65, label: 'onboarded businesses', duration: 300, delay: 100 },
  play: async ({ canvasElement }) => {
    // Screen readers get the final figure from the start, never the moving one.
    await expect(within(canvasElement).getByText('65+', { selector: '.sr-only' })).toBeInTheDocument();
    await expect(shown(canvasElement)).toBe('0+');
    await waitFor(() => expect(shown(canvasElement)).toBe('65+'), { timeout: 2000 });
  },
};

export const RisesToAHigherValue: Story = {
  args: { value: 900, label: 'happy clients', duration: 200 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(shown(canvasElement)).toBe('900+'), { timeout: 2000 });
    await expect(args.value).toBe(900);
  },
};

export const NoAnimation: Story = {
  args: { value: 900, label: 'happy clients', animate: false },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe('900+');
  },
};

export const LargeNumber: Story = {
  args: { value: 12500, label: 'happy clients', animate: false },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe('12,500+');
  },
};

export const SwahiliText: Story = {
  args: { value: 650, label: 'wataalamu wa urembo wanaopata kipato', animate: false },
};

export const Mobile360: Story = {
  args: { animate: false },
  globals: { viewport: { value: 'mobile360' } },
};

/** Inside a Kiswahili LocaleProvider: the label is the caller's text, the number is written the sw-KE way. */
export const Kiswahili: Story = {
  args: { value: 1200, label: 'wataalamu wanaopata kipato', animate: false },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('wataalamu wanaopata kipato')).toBeVisible();
    await expect(shown(canvasElement)).toBe('1,200+');
  },
};
