import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { CountySubCountySelect } from './county-sub-county-select.tsx';

const meta = {
  title: 'Forms/CountySubCountySelect',
  component: CountySubCountySelect,
  tags: ['autodocs'],
  args: { onCountyChange: fn(), onSubCountyChange: fn() },
} satisfies Meta<typeof CountySubCountySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function choose(canvasElement: HTMLElement, combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

export const Playground: Story = {};

export const SubCountyWaitsForCounty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const county = canvas.getByRole('combobox', { name: 'County' });
    const subCounty = canvas.getByRole('combobox', { name: 'Sub-county' });
    await expect(subCounty).toBeDisabled();

    await userEvent.click(county);
    await expect(await page(canvasElement).findAllByRole('option')).toHaveLength(47);
    await userEvent.click(page(canvasElement).getByRole('option', { name: 'Kisumu' }));
    await expect(args.onCountyChange).toHaveBeenCalledWith('Kisumu');
    // The sub-county select is remounted for the new county: look it up again.
    const enabled = await canvas.findByRole('combobox', { name: 'Sub-county' });
    await waitFor(() => expect(enabled).toBeEnabled());

    await choose(canvasElement, enabled, 'Nyando');
    await expect(args.onSubCountyChange).toHaveBeenLastCalledWith('Nyando');
  },
};

export const ChangingCountyResetsSubCounty: Story = {
  args: { defaultCounty: 'Mombasa', defaultSubCounty: 'Nyali' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Sub-county' })).toHaveTextContent('Nyali');
    await choose(canvasElement, canvas.getByRole('combobox', { name: 'County' }), 'Nairobi');
    await expect(args.onSubCountyChange).toHaveBeenLastCalledWith('');
    const subCounty = canvas.getByRole('combobox', { name: 'Sub-county' });
    await expect(subCounty).toHaveTextContent('Select sub-county');
    await userEvent.click(subCounty);
    // Nairobi's list, not Mombasa's.
    await expect(await page(canvasElement).findByRole('option', { name: 'Westlands' })).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('option', { name: 'Nyali' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
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
    countyLabel: 'Kaunti',
    subCountyLabel: 'Kaunti ndogo',
    countyPlaceholder: 'Chagua kaunti yako',
    subCountyPlaceholder: 'Chagua kaunti ndogo yako',
  },
};

export const Mobile360: Story = {
  args: { defaultCounty: 'Tharaka-Nithi', defaultSubCounty: "Chuka/Igambang'ombe" },
  globals: { viewport: { value: 'mobile360' } },
};
