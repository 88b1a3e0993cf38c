import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ServiceAreaList, swServiceAreaListLabels, type ServiceAreaValue } from './service-area-list.tsx';

const meta = {
  title: 'Marketplace/Forms/ServiceAreaList',
  id: 'forms-servicearealist',
  component: ServiceAreaList,
  tags: ['autodocs'],
  argTypes: { max: { control: { type: 'number', min: 0, max: 100 } } },
  args: { onChange: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof ServiceAreaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Nairobi braider's home visits: two parts of the city, and all of Kiambu for more. */
const areas: ServiceAreaValue[] = [
  { county: 'Nairobi', subCounty: 'Westlands', travelFeeKes: '0' },
  { county: 'Nairobi', subCounty: 'Embakasi East', travelFeeKes: '300' },
  { county: 'Kiambu', subCounty: '', travelFeeKes: '800' },
];

const group = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));

/** Empty to start; 'Add an area' draws a row whose county takes the focus. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No areas listed: you visit clients anywhere, with no travel fee.'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add an area' }));
    const row = group(canvasElement, 'New area');
    const county = row.getByRole('combobox', { name: 'County' });
    await waitFor(() => expect(county).toHaveFocus());
    await expect(row.getByRole('textbox', { name: 'Travel fee (KES)' })).toHaveValue('0');

    await userEvent.selectOptions(county, 'Mombasa');
    const named = group(canvasElement, 'Mombasa, whole county');
    await expect(named.getByRole('combobox', { name: 'Sub-county' })).toHaveDisplayValue('Whole county');
    await userEvent.selectOptions(named.getByRole('combobox', { name: 'Sub-county' }), 'Nyali');
    const fee = group(canvasElement, 'Nyali, Mombasa').getByRole('textbox', { name: 'Travel fee (KES)' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '450');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { county: 'Mombasa', subCounty: 'Nyali', travelFeeKes: '450' },
    ]);
  },
};

/** Nothing listed: the vendor goes anywhere, with no fee. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add an area' })).toBeEnabled();
  },
};

/** Several areas; a sub-county can go back to its whole county, and removing hands the focus to 'Add'. */
export const SeveralAreas: Story = {
  args: { defaultValue: areas },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const kiambu = group(canvasElement, 'Kiambu, whole county');
    await expect(kiambu.getByRole('textbox', { name: 'Travel fee (KES)' })).toHaveValue('800');
    await expect(kiambu.queryByRole('button', { name: 'Cover the whole county' })).toBeNull();

    await userEvent.click(
      group(canvasElement, 'Embakasi East, Nairobi').getByRole('button', { name: 'Cover the whole county' }),
    );
    const nairobi = group(canvasElement, 'Nairobi, whole county');
    await expect(nairobi.getByRole('combobox', { name: 'Sub-county' })).toHaveFocus();
    await expect(nairobi.getByRole('combobox', { name: 'Sub-county' })).toHaveDisplayValue('Whole county');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Westlands, Nairobi' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add an area' })).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { county: 'Nairobi', subCounty: '', travelFeeKes: '300' },
      areas[2],
    ]);
  },
};

/** A form's messages under the fields of the row they are about. */
export const WithErrors: Story = {
  args: {
    defaultValue: [
      { county: '', subCounty: '', travelFeeKes: '0' },
      { county: 'Nairobi', subCounty: 'Westlands', travelFeeKes: '60000' },
      { county: 'Nairobi', subCounty: 'Westlands', travelFeeKes: '200' },
    ],
    errors: [
      { county: 'Choose a county.' },
      { travelFeeKes: 'Enter a fee from KES 0 to KES 50,000, in whole shillings.' },
      { subCounty: 'Westlands is already on the list.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const county = group(canvasElement, 'New area').getByRole('combobox', { name: 'County' });
    await expect(county).toHaveAttribute('aria-invalid', 'true');
    await expect(county).toHaveAccessibleDescription('Choose a county.');
    const [first, second] = within(canvasElement).getAllByRole('group', { name: 'Westlands, Nairobi' });
    await expect(
      within(first!).getByRole('textbox', { name: 'Travel fee (KES)' }),
    ).toHaveAccessibleDescription('Enter a fee from KES 0 to KES 50,000, in whole shillings.');
    await expect(within(second!).getByRole('combobox', { name: 'Sub-county' })).toHaveAccessibleDescription(
      'Westlands is already on the list.',
    );
  },
};

/** The most areas: 'Add an area' waits, and says why. */
export const AtMost: Story = {
  args: { defaultValue: areas.slice(0, 2), max: 2 },
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Add an area' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Up to 2 areas.');
  },
};

/** Kiswahili words passed as `labels`, whatever the language around. */
export const SwahiliLabels: Story = {
  args: { defaultValue: areas.slice(2), labels: swServiceAreaListLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kiambu = group(canvasElement, 'Kiambu, kaunti nzima');
    await expect(kiambu.getByRole('combobox', { name: 'Kaunti ndogo' })).toHaveDisplayValue('Kaunti nzima');
    await expect(kiambu.getByRole('textbox', { name: 'Nauli ya safari (KES)' })).toHaveValue('800');
    await userEvent.click(canvas.getByRole('button', { name: 'Ondoa Kiambu, kaunti nzima' }));
    await expect(
      canvas.getByText('Hujaorodhesha maeneo: unawatembelea wateja popote, bila nauli ya safari.'),
    ).toBeVisible();
  },
};

/** Inside a Kiswahili LocaleProvider the defaults are Kiswahili, the county names never change. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ongeza eneo' }));
    const row = group(canvasElement, 'Eneo jipya');
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'Kaunti' }), 'Kisumu');
    await expect(within(canvasElement).getByRole('group', { name: 'Kisumu, kaunti nzima' })).toBeVisible();
  },
};

/** Long county and sub-county names on a small phone: nothing runs off the screen. */
export const Mobile360: Story = {
  args: {
    defaultValue: [
      { county: 'Tharaka-Nithi', subCounty: "Chuka/Igambang'ombe", travelFeeKes: '1500' },
      ...areas,
    ],
    errors: [{ travelFeeKes: 'Enter a fee from KES 0 to KES 50,000, in whole shillings.' }],
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
