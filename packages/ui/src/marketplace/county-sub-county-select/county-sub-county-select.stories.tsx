import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countyNames } from '@urembo/kenya';

import { CountySubCountySelect } from './county-sub-county-select.tsx';

const meta = {
  title: 'Marketplace/Forms/CountySubCountySelect',
  id: 'forms-countysubcountyselect',
  component: CountySubCountySelect,
  tags: ['autodocs'],
  argTypes: {
    county: { control: 'select', options: countyNames },
    defaultCounty: { control: 'select', options: countyNames },
    countyError: { control: 'text' },
    subCountyError: { control: 'text' },
  },
  args: { onCountyChange: fn(), onSubCountyChange: fn() },
} satisfies Meta<typeof CountySubCountySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name });

/** The names a select offers, without its placeholder prompt. */
const offered = (select: HTMLSelectElement) =>
  [...select.options].filter((option) => !option.disabled).map((option) => option.text);

export const Playground: Story = {};

export const SubCountyWaitsForCounty: Story = {
  play: async ({ canvasElement, args }) => {
    const county = combobox(canvasElement, 'County');
    const subCounty = combobox(canvasElement, 'Sub-county');
    await expect(subCounty).toBeDisabled();
    await expect(offered(county)).toHaveLength(47);

    await userEvent.selectOptions(county, 'Kisumu');
    await expect(args.onCountyChange).toHaveBeenCalledWith('Kisumu');
    await waitFor(() => expect(subCounty).toBeEnabled());
    await expect(offered(subCounty)).toContain('Nyando');

    await userEvent.selectOptions(subCounty, 'Nyando');
    await expect(args.onSubCountyChange).toHaveBeenLastCalledWith('Nyando');
    await expect(subCounty).toHaveDisplayValue('Nyando');
  },
};

export const ChangingCountyResetsSubCounty: Story = {
  args: { defaultCounty: 'Mombasa', defaultSubCounty: 'Nyali' },
  play: async ({ canvasElement, args }) => {
    const subCounty = combobox(canvasElement, 'Sub-county');
    await expect(subCounty).toHaveDisplayValue('Nyali');
    await userEvent.selectOptions(combobox(canvasElement, 'County'), 'Nairobi');
    await expect(args.onSubCountyChange).toHaveBeenLastCalledWith('');
    await expect(subCounty).toHaveDisplayValue('Select sub-county');
    // Nairobi's list, not Mombasa's.
    await expect(offered(subCounty)).toContain('Westlands');
    await expect(offered(subCounty)).not.toContain('Nyali');
  },
};

export const WithErrors: Story = {
  args: { countyError: 'Please select your county', subCountyError: 'Please select your sub-county' },
  play: async ({ canvasElement }) => {
    const county = within(canvasElement).getByRole('combobox', { name: 'County' });
    await expect(county).toHaveAttribute('aria-invalid', 'true');
    await expect(county).toHaveAccessibleDescription('Please select your county');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultCounty: 'Nairobi' },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('combobox')) await expect(box).toBeDisabled();
  },
};

export const SwahiliText: Story = {
  args: {
    labels: {
      county: 'Kaunti',
      subCounty: 'Kaunti ndogo',
      countyPlaceholder: 'Chagua kaunti yako',
      subCountyPlaceholder: 'Chagua kaunti ndogo yako',
    },
  },
};

export const Mobile360: Story = {
  args: { defaultCounty: 'Tharaka-Nithi', defaultSubCounty: "Chuka/Igambang'ombe" },
  globals: { viewport: { value: 'mobile360' } },
};

/** Inside a Kiswahili LocaleProvider: the labels change, the county names never do. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const county = combobox(canvasElement, 'Kaunti');
    await expect(county).toHaveDisplayValue('Chagua kaunti');
    await userEvent.selectOptions(county, 'Kisumu');
    const subCounty = combobox(canvasElement, 'Kaunti ndogo');
    await waitFor(() => expect(subCounty).toBeEnabled());
    await expect(offered(subCounty)).toContain('Nyando');
  },
};
