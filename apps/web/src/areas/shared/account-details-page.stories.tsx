import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { meByRole } from '../../storybook/fixtures.ts';
import { http, loading, session } from '../../storybook/handlers.ts';
import { choose, expectToast, findMainShowing } from '../../storybook/play.ts';
import { screenMeta } from '../../storybook/screen.ts';
import { AccountDetailsPage } from './account-details-page.tsx';

const sent = fn();

/** The own-account calls, each recording what it was sent; the password is 'old-secret'. */
const account = {
  updateMe: http.patch('/api/me/', async ({ request, response }) => {
    const body = await request.json();
    sent('updateMe', body);
    return response(200).json({ ...meByRole['Business Owner'], ...body, phone_number: '254711222333' });
  }),
  changeEmail: http.post('/api/me/email/', async ({ request, response }) => {
    const body = await request.json();
    sent('changeEmail', body);
    if (body.current_password !== 'old-secret')
      return response(400).json({ current_password: ['Your current password is not correct.'] });
    return response(200).json({ ...meByRole['Business Owner'], email: body.email });
  }),
  changePassword: http.post('/api/me/password/', async ({ request, response }) => {
    const body = await request.json();
    sent('changePassword', body);
    return response(200).json({ access: 'storybook-token' });
  }),
};

const meta = {
  title: 'Screens/Shared/Account details',
  component: AccountDetailsPage,
  ...screenMeta({ path: '/account-details', area: 'Business Owner' }, account),
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof AccountDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every form starts from what the account holds; a vendor has no home county here (her profile has it). */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    await expect(main.getByRole('textbox', { name: /^Name/ })).toHaveValue('Achieng Otieno');
    await expect(main.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('0712345678');
    await expect(main.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('achieng@glowstudio.co.ke');
    await expect(main.queryByRole('combobox', { name: /County/ })).toBeNull();
    await expect(main.getByRole('button', { name: 'Upload a new photo' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
      'href',
      '/business-profile',
    );
  },
};

/** Saving stays on the page with a confirmation, and sends the edited details. */
export const SaveDetails: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const name = main.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Achieng Atieno');
    const phone = main.getByRole('textbox', { name: /^Phone number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0711 222 333');
    await userEvent.click(main.getByRole('button', { name: 'Save details' }));
    await expectToast(canvasElement, 'Your details are saved.');
    await expect(sent).toHaveBeenCalledWith('updateMe', {
      name: 'Achieng Atieno',
      phone_number: '0711222333',
    });
    await expect(main.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  },
};

export const DetailsNeedAName: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    await userEvent.clear(main.getByRole('textbox', { name: /^Name/ }));
    await userEvent.click(main.getByRole('button', { name: 'Save details' }));
    await expect(await main.findByText('Please enter your name.')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** A customer also keeps her home county here (the county the browse filters start at). */
export const CustomerCounty: Story = {
  parameters: {
    page: { shell: { area: ['Retail Customer'] } },
    msw: { handlers: session('Retail Customer') },
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    await expect(main.getByRole('textbox', { name: /^Name/ })).toHaveValue('Brian Mwangi');
    await choose(canvasElement, 'County', 'Mombasa');
    await choose(canvasElement, 'Sub-county', 'Nyali');
    await userEvent.click(main.getByRole('button', { name: 'Save details' }));
    await expectToast(canvasElement, 'Your details are saved.');
    await expect(sent).toHaveBeenCalledWith('updateMe', {
      name: 'Brian Mwangi',
      phone_number: '0733444555',
      county: 'Mombasa',
      sub_county: 'Nyali',
    });
  },
};

/** The e-mail changes only with the current password; a wrong one is said under its field. */
export const ChangeEmail: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const email = main.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'hello@glowstudio.co.ke');
    await userEvent.click(main.getByRole('button', { name: 'Change e-mail' }));
    await expect(await main.findAllByText('Please enter your current password.')).not.toHaveLength(0);
    await expect(sent).not.toHaveBeenCalled();

    const [current] = main.getAllByLabelText(/^Current password/);
    await userEvent.type(current!, 'wrong-secret');
    await userEvent.click(main.getByRole('button', { name: 'Change e-mail' }));
    await expect(await main.findByText('Your current password is not correct.')).toBeVisible();

    await userEvent.clear(current!);
    await userEvent.type(current!, 'old-secret');
    await userEvent.click(main.getByRole('button', { name: 'Change e-mail' }));
    await expectToast(canvasElement, 'Your e-mail is changed.');
    await expect(sent).toHaveBeenLastCalledWith('changeEmail', {
      email: 'hello@glowstudio.co.ke',
      current_password: 'old-secret',
    });
    await waitFor(() => expect(current).toHaveValue(''));
  },
};

/** The new password twice, checked here before the server sees it. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const current = main.getAllByLabelText(/^Current password/)[1]!;
    await userEvent.type(current, 'old-secret');
    await userEvent.type(main.getByLabelText(/^New password/), 'a-longer-secret');
    await userEvent.type(main.getByLabelText(/^Confirm new password/), 'a-longer-secreT');
    await userEvent.click(main.getByRole('button', { name: 'Change password' }));
    await expect(await main.findByText('Passwords do not match')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();

    await userEvent.clear(main.getByLabelText(/^Confirm new password/));
    await userEvent.type(main.getByLabelText(/^Confirm new password/), 'a-longer-secret');
    await userEvent.click(main.getByRole('button', { name: 'Change password' }));
    await expectToast(canvasElement, 'Your password is changed. Other devices are signed out.');
    await expect(sent).toHaveBeenCalledWith('changePassword', {
      current_password: 'old-secret',
      new_password: 'a-longer-secret',
      confirm_password: 'a-longer-secret',
    });
  },
};

/** Until the session is known the page waits (the guard's spinner). */
export const Loading: Story = {
  parameters: { msw: { handlers: { me: loading('get', '/api/me/') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Account details' })).toBeNull();
  },
};
