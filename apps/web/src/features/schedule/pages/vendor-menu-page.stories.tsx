import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, session } from '../../../storybook/handlers.ts';
import { expectToast, findMain } from '../../../storybook/play.ts';
import { menuRefused, scheduling, sent } from '../../../storybook/scheduling-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { VendorMenuPage } from './vendor-menu-page.tsx';

const meta = {
  title: 'Screens/Shared/Vendor services and prices',
  component: VendorMenuPage,
  ...screenMeta({ path: '/professional-menu', area: 'Beauty Professional' }, scheduling),
} satisfies Meta<typeof VendorMenuPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asBusiness = {
  page: { path: '/business-menu', shell: { area: ['Business Owner'] } },
  msw: { handlers: session('Business Owner') },
};

/** The page once the menu and the catalogue are there. */
async function loaded(canvasElement: HTMLElement) {
  const main = await findMain(canvasElement);
  const mainCategory = await main.findByRole('combobox', { name: /^Main category/ });
  await waitFor(() => expect(mainCategory).toBeEnabled());
  return main;
}

const priceOf = (name: string) => new RegExp(`^Price \\(KES\\) for ${name}`);

/** One category, three services with their prices and lengths, cheapest first. */
export const Professional: Story = {
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await expect(main.getByRole('combobox', { name: /^Main category/ })).toHaveDisplayValue('Hair');
    await expect(main.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Haircut and shave'),
      expect.stringContaining('Cornrows'),
      expect.stringContaining('Box braids'),
    ]);
    await expect(main.getByRole('textbox', { name: priceOf('Box braids') })).toHaveValue('4500');
    await expect(main.getByRole('combobox', { name: 'Duration for Box braids' })).toHaveDisplayValue('4 h');
    await expect(main.getByText('3 of 15 services.')).toBeVisible();
    const picker = main.getByRole('combobox', { name: 'Service to add' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'Dreadlocks retouch' })).toBeInTheDocument(),
    );
    await expect(within(picker).queryByRole('option', { name: 'Box braids' })).toBeNull();
  },
};

/** A salon in two categories is offered the services of both. */
export const Business: Story = {
  parameters: asBusiness,
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    const second = main.getByRole('combobox', { name: 'Second category' });
    await expect(second).toHaveDisplayValue('Manicure and Pedicure');
    await expect(within(second).queryByRole('option', { name: 'Hair' })).toBeNull();
    await expect(main.getByRole('textbox', { name: priceOf('Box braids') })).toHaveValue('6000');
    const picker = main.getByRole('combobox', { name: 'Service to add' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Nail art' })).toBeInTheDocument());
    await expect(within(picker).getByRole('option', { name: 'Cornrows' })).toBeInTheDocument();
  },
};

/** A new price, a service removed, one added with the catalogue's length: the PUT sends exactly that. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    sent.menu = undefined;
    const main = await loaded(canvasElement);
    const haircut = main.getByRole('textbox', { name: priceOf('Haircut and shave') });
    await userEvent.clear(haircut);
    await userEvent.type(haircut, '600');
    await userEvent.click(main.getByRole('button', { name: 'Remove Cornrows' }));
    const picker = main.getByRole('combobox', { name: 'Service to add' });
    await waitFor(() => expect(picker).toHaveFocus());
    await userEvent.selectOptions(picker, 'Dreadlocks retouch');
    await userEvent.click(main.getByRole('button', { name: 'Add' }));
    const price = main.getByRole('textbox', { name: priceOf('Dreadlocks retouch') });
    await waitFor(() => expect(price).toHaveFocus());
    await expect(main.getByRole('combobox', { name: 'Duration for Dreadlocks retouch' })).toHaveDisplayValue(
      '2 h',
    );
    await userEvent.type(price, '2,500');

    await userEvent.click(main.getByRole('button', { name: 'Save services and prices' }));
    await expectToast(canvasElement, 'Services and prices saved');
    await expect(sent.menu).toEqual({
      categories: [1],
      items: [
        { service: 3, price_kes: 600, duration_minutes: 45 },
        { service: 1, price_kes: 4500, duration_minutes: 240 },
        { service: 4, price_kes: 2500, duration_minutes: 120 },
      ],
    });
  },
};

/** A price left empty or out of range is marked and focused; nothing is sent. */
export const Checks: Story = {
  play: async ({ canvasElement }) => {
    sent.menu = undefined;
    const main = await loaded(canvasElement);
    await userEvent.clear(main.getByRole('textbox', { name: priceOf('Cornrows') }));
    const braids = main.getByRole('textbox', { name: priceOf('Box braids') });
    await userEvent.clear(braids);
    await userEvent.type(braids, '600000');
    await userEvent.click(main.getByRole('button', { name: 'Save services and prices' }));
    const message = 'Enter a price from KES 1 to KES 500,000, in whole shillings.';
    const cornrows = main.getByRole('textbox', { name: priceOf('Cornrows') });
    await waitFor(() => expect(cornrows).toHaveFocus());
    await expect(cornrows).toHaveAccessibleDescription(message);
    await expect(braids).toHaveAccessibleDescription(message);
    await expect(sent.menu).toBeUndefined();
  },
};

/** The server's field error shows under the services, with a toast. */
export const ServerFieldError: Story = {
  parameters: { msw: { handlers: menuRefused } },
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Save services and prices' }));
    await expectToast(canvasElement, 'Check the marked fields and save again.');
    await expect(
      await main.findByText('Set a price from KES 1 to KES 500,000 for Haircut and shave.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { menu: failing('get', '/api/vendors/{id}/menu/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('Your services could not be loaded. Please try again.')).toBeVisible();
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
