import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { OpeningRanges, swOpeningRangesLabels } from './opening-ranges.tsx';

const meta = {
  title: 'Marketplace/Forms/OpeningRanges',
  id: 'forms-openingranges',
  component: OpeningRanges,
  tags: ['autodocs'],
  argTypes: {
    context: { control: 'text' },
    error: { control: 'text' },
    max: { control: { type: 'number', min: 1, max: 6 } },
  },
  args: { onChange: fn(), context: ' on Monday' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof OpeningRanges>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name });

const lunchBreak = [
  { open: '08:00', close: '13:00' },
  { open: '14:00', close: '19:00' },
];

/** One range to start; 'Add a break' puts a second after it, focused, and each range gets a remove button. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(combobox(canvasElement, 'Opens on Monday')).toHaveValue('08:00');
    await expect(combobox(canvasElement, 'Closes on Monday')).toHaveValue('18:00');
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Add a break (another range) on Monday' }));
    const secondOpens = combobox(canvasElement, 'Opens on Monday (range 2)');
    await waitFor(() => expect(secondOpens).toHaveFocus());
    await expect(secondOpens).toHaveValue('19:00');
    await expect(combobox(canvasElement, 'Closes on Monday (range 2)')).toHaveValue('21:00');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { open: '08:00', close: '18:00' },
      { open: '19:00', close: '21:00' },
    ]);
    await expect(canvas.getAllByRole('button', { name: /^Remove range/ })).toHaveLength(2);
  },
};

/** A single range has nothing to remove: a day is open at least once. */
export const OneRange: Story = {
  args: { defaultValue: [{ open: '09:00', close: '17:30' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(2);
    await expect(combobox(canvasElement, 'Closes on Monday')).toHaveValue('17:30');
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a break (another range) on Monday' })).toBeEnabled();
  },
};

/** Morning and afternoon around lunch; removing the afternoon hands the focus to the add button. */
export const LunchBreak: Story = {
  args: { defaultValue: lunchBreak },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(combobox(canvasElement, 'Closes on Monday')).toHaveValue('13:00');
    await expect(combobox(canvasElement, 'Opens on Monday (range 2)')).toHaveValue('14:00');

    await userEvent.selectOptions(combobox(canvasElement, 'Closes on Monday (range 2)'), '18:30');
    await expect(args.onChange).toHaveBeenLastCalledWith([lunchBreak[0], { open: '14:00', close: '18:30' }]);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove range 2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([lunchBreak[0]]);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(2);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add a break (another range) on Monday' })).toHaveFocus(),
    );
  },
};

/** Four ranges is the most: the add button waits, and says why. */
export const AtMost: Story = {
  args: {
    defaultValue: [
      { open: '06:00', close: '08:00' },
      { open: '09:00', close: '12:00' },
      { open: '13:00', close: '16:00' },
      { open: '17:00', close: '20:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add a break (another range) on Monday' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Up to 4 ranges a day.');
    await expect(canvas.getAllByRole('combobox')).toHaveLength(8);
  },
};

/** Each range's own messages under its times, as a form's check words them. */
export const WithErrors: Story = {
  args: {
    defaultValue: [
      { open: '08:00', close: '13:00' },
      { open: '12:00', close: '11:00' },
    ],
    errors: [
      undefined,
      {
        open: 'These hours overlap 08:00–13:00.',
        close: 'Closing time must be after opening time.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const secondCloses = combobox(canvasElement, 'Closes on Monday (range 2)');
    await expect(secondCloses).toHaveAttribute('aria-invalid', 'true');
    await expect(secondCloses).toHaveAccessibleDescription('Closing time must be after opening time.');
    await expect(combobox(canvasElement, 'Opens on Monday (range 2)')).toHaveAccessibleDescription(
      'These hours overlap 08:00–13:00.',
    );
    await expect(combobox(canvasElement, 'Opens on Monday')).not.toHaveAttribute('aria-invalid');
  },
};

/** A message on the day as a whole (the server's): every time is marked and described by it. */
export const WholeDayError: Story = {
  args: { defaultValue: lunchBreak, error: 'Opening ranges must not overlap.' },
  play: async ({ canvasElement }) => {
    for (const select of within(canvasElement).getAllByRole('combobox')) {
      await expect(select).toHaveAttribute('aria-invalid', 'true');
      await expect(select).toHaveAccessibleDescription('Opening ranges must not overlap.');
    }
  },
};

export const Disabled: Story = {
  args: { defaultValue: lunchBreak, disabled: true },
  play: async ({ canvasElement }) => {
    for (const control of [
      ...within(canvasElement).getAllByRole('combobox'),
      ...within(canvasElement).getAllByRole('button'),
    ])
      await expect(control).toBeDisabled();
  },
};

/** Kiswahili words passed as `labels`, whatever the language around. */
export const SwahiliLabels: Story = {
  args: { defaultValue: lunchBreak, context: ' siku ya Jumatatu', labels: swOpeningRangesLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(combobox(canvasElement, 'Kufungua siku ya Jumatatu')).toHaveValue('08:00');
    await expect(combobox(canvasElement, 'Kufunga siku ya Jumatatu (kipindi cha 2)')).toHaveValue('19:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Ondoa kipindi cha 2' }));
    await expect(canvas.getAllByRole('combobox')).toHaveLength(2);
    await expect(
      canvas.getByRole('button', { name: 'Ongeza mapumziko (kipindi kingine) siku ya Jumatatu' }),
    ).toBeEnabled();
  },
};

/** Inside a Kiswahili LocaleProvider the defaults are Kiswahili. */
export const Kiswahili: Story = {
  args: { context: '' },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Ongeza mapumziko/ }));
    await expect(combobox(canvasElement, 'Kufungua (kipindi cha 2)')).toHaveValue('19:00');
  },
};

/** Two ranges and their remove buttons fit a small phone, side by side. */
export const Mobile360: Story = {
  args: {
    defaultValue: lunchBreak,
    errors: [undefined, { close: 'Closing time must be after opening time.' }],
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add a break (another range) on Monday' }),
    );
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
