import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { meByRole } from '../../../storybook/fixtures.ts';
import { failing, http, loading, session } from '../../../storybook/handlers.ts';
import {
  choose,
  documentBody,
  expectNavigatedTo,
  expectToast,
  findMainShowing,
} from '../../../storybook/play.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { AccountDetailsPage } from './account-details-page.tsx';

const sent = fn();

/** The own-account calls, each recording what it was sent; the password is 'old-secret'. */
const account = {
  updateMe: http.patch('/api/me/', async ({ request, response }) => {
    const body = await request.json();
    sent('updateMe', body);
    const me = meByRole['Business Owner'];
    const { message_preferences: changed = {}, ...rest } = body;
    const preferences = structuredClone(me.message_preferences);
    for (const [topic, channels] of Object.entries(changed))
      Object.assign(preferences[topic as keyof typeof preferences], channels);
    return response(200).json({
      ...me,
      ...rest,
      message_preferences: preferences,
      phone_number: '254711222333',
    });
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
  deleteMyAccount: http.post('/api/me/delete/', async ({ request, response }) => {
    const body = await request.json();
    sent('deleteMyAccount', body);
    if (body.password !== 'old-secret')
      return response(400).json({ password: ['Your current password is not correct.'] });
    return response(204).empty();
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

/** "Your data": the downloads are plain links the browser fetches with the session cookie. */
export const YourData: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const yours = within(main.getByRole('region', { name: 'Your data' }));
    const archive = yours.getByRole('link', { name: /^Download my data/ });
    await expect(archive).toHaveAttribute('href', '/api/me/data/archive/');
    await expect(archive).toHaveAttribute('download');
    await expect(yours.getByRole('link', { name: 'Download as JSON only' })).toHaveAttribute(
      'href',
      '/api/me/data/',
    );
    await expect(yours.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

/** The code the phone stories' SMS carries. */
const PHONE_CODE = '482913';
const unverified = { ...meByRole['Business Owner'], phone_verified: false };

/** A number not yet verified: its code calls, the code above the only right one. */
const phoneCalls = {
  me: http.get('/api/me/', ({ response }) => response(200).json(unverified)),
  sendPhoneCode: http.post('/api/me/phone/verify/', ({ response }) => {
    sent('sendPhoneCode');
    return response(200).json({
      detail: 'We sent a code to +254 712 345 678. It works for 10 minutes.',
      // 14:35 in Nairobi.
      expires_at: '2026-11-25T11:35:00Z',
    });
  }),
  confirmPhone: http.post('/api/me/phone/confirm/', async ({ request, response }) => {
    const body = await request.json();
    sent('confirmPhone', body);
    if (body.code !== PHONE_CODE)
      return response(400).json({ code: ['Wrong code. Check the SMS and try again.'] });
    return response(200).json({ ...unverified, phone_verified: true });
  }),
};

/** A verified number says so beside the form, and SMS go to it. */
export const PhoneVerified: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const details = within(main.getByRole('region', { name: 'Name and phone' }));
    await expect(details.getByText('Verified')).toBeVisible();
    await expect(details.getByText('+254 712 345 678 is your verified number.')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Send code' })).toBeNull();
  },
};

/**
 * A number not verified gets no SMS: the section sends a code and takes it back. A wrong code shows the
 * server's words under the field; the right one verifies the number.
 */
export const PhoneVerification: Story = {
  parameters: { msw: { handlers: phoneCalls } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const details = within(main.getByRole('region', { name: 'Name and phone' }));
    await expect(details.getByText('Not verified')).toBeVisible();
    await expect(
      details.getByText('We send +254 712 345 678 no SMS until you verify it with a code we text to it.'),
    ).toBeVisible();
    const messages = within(main.getByRole('region', { name: 'Messages' }));
    await expect(messages.getByText(/Verify your phone number above to get SMS\./)).toBeVisible();
    for (const sms of messages.getAllByRole('switch', { name: 'SMS' })) await expect(sms).toBeDisabled();
    await expect(details.queryByRole('textbox', { name: /^Code from the SMS/ })).toBeNull();

    await userEvent.click(details.getByRole('button', { name: 'Send code' }));
    await expectToast(canvasElement, 'We sent a code to +254 712 345 678. It works until 14:35.');
    await expect(sent).toHaveBeenCalledWith('sendPhoneCode');
    const code = await details.findByRole('textbox', { name: /^Code from the SMS/ });
    await expect(details.getByRole('button', { name: 'Send a new code' })).toBeVisible();

    await userEvent.type(code, '12');
    await userEvent.click(details.getByRole('button', { name: 'Verify' }));
    await expect(await details.findByText('Enter the 6-digit code from the SMS.')).toBeVisible();
    await expect(sent).not.toHaveBeenCalledWith('confirmPhone', expect.anything());

    await userEvent.clear(code);
    await userEvent.type(code, '111 111');
    await userEvent.click(details.getByRole('button', { name: 'Verify' }));
    await expect(await details.findByText('Wrong code. Check the SMS and try again.')).toBeVisible();
    await expect(sent).toHaveBeenCalledWith('confirmPhone', { code: '111111' });

    await userEvent.clear(code);
    await userEvent.type(code, PHONE_CODE);
    await userEvent.click(details.getByRole('button', { name: 'Verify' }));
    await expectToast(canvasElement, 'Your phone number is verified.');
    await expect(await details.findByText('Verified')).toBeVisible();
    await expect(messages.getByText(/SMS go to \+254 712 345 678\./)).toBeVisible();
  },
};

/** A refused send (too many codes) says why and shows no code field. */
export const PhoneCodeRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        ...phoneCalls,
        sendPhoneCode: http.post('/api/me/phone/verify/', ({ response }) =>
          response(429).json({ detail: 'Request was throttled. Expected available in 600 seconds.' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const details = within(main.getByRole('region', { name: 'Name and phone' }));
    await userEvent.click(details.getByRole('button', { name: 'Send code' }));
    await expectToast(canvasElement, 'Request was throttled. Expected available in 600 seconds.');
    await expect(details.queryByRole('textbox', { name: /^Code from the SMS/ })).toBeNull();
  },
};

/** In Kiswahili on a 360 px phone, with the code field open, nothing runs off the screen. */
export const PhoneVerificationKiswahili360: Story = {
  parameters: {
    msw: {
      handlers: {
        ...phoneCalls,
        // Her account reads Kiswahili too, or the app would switch to the account's English.
        me: http.get('/api/me/', ({ response }) => response(200).json({ ...unverified, language: 'sw' })),
      },
    },
  },
  globals: { locale: 'sw', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Maelezo ya akaunti' });
    const details = within(main.getByRole('region', { name: 'Jina na simu' }));
    await expect(details.getByText('Haijathibitishwa')).toBeVisible();
    await userEvent.click(details.getByRole('button', { name: 'Tuma nambari ya kuthibitisha' }));
    // The toasts' region has its Kiswahili name: the toast is found by its words.
    await expect(
      await documentBody(canvasElement).findByText(
        'Tumetuma nambari ya kuthibitisha kwa +254 712 345 678. Inatumika hadi saa 14:35.',
      ),
    ).toBeVisible();
    await expect(await details.findByRole('textbox', { name: /^Nambari iliyo kwenye SMS/ })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Thibitisha' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBeLessThanOrEqual(360);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Messages by topic and channel: all on to begin with; one switch saves that choice alone. */
export const MessagePreferences: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const messages = within(main.getByRole('region', { name: 'Messages' }));
    await expect(messages.getByText(/SMS go to \+254/)).toBeVisible();
    const bookings = within(messages.getByRole('group', { name: 'Bookings' }));
    const sms = bookings.getByRole('switch', { name: 'SMS' });
    await expect(sms).toBeChecked();
    await expect(
      within(messages.getByRole('group', { name: 'Reviews' })).queryByRole('switch', { name: 'SMS' }),
    ).toBeNull();
    await userEvent.click(sms);
    await expectToast(canvasElement, 'Your message choices are saved.');
    await expect(sent).toHaveBeenCalledWith('updateMe', {
      message_preferences: { bookings: { sms: false } },
    });
    await expect(sms).not.toBeChecked();
    await expect(bookings.getByRole('switch', { name: 'E-mail' })).toBeChecked();
  },
};

/** A number that replied STOP: the section says so and its SMS switches cannot be turned on. */
export const MessagesStopped: Story = {
  parameters: {
    msw: {
      handlers: {
        me: http.get('/api/me/', ({ response }) =>
          response(200).json({ ...meByRole['Business Owner'], sms_opted_out: true }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const messages = within(main.getByRole('region', { name: 'Messages' }));
    await expect(messages.getByText(/You replied STOP to our SMS, so we send you none\./)).toBeVisible();
    for (const sms of messages.getAllByRole('switch', { name: 'SMS' })) await expect(sms).toBeDisabled();
    await expect(
      within(messages.getByRole('group', { name: 'Bookings' })).getByRole('switch', { name: 'E-mail' }),
    ).toBeEnabled();
  },
};

/** A number from before the checks that is not a Kenyan mobile: no SMS, and the section says why. */
export const MessagesNotKenyan: Story = {
  parameters: {
    msw: {
      handlers: {
        me: http.get('/api/me/', ({ response }) =>
          response(200).json({ ...meByRole['Business Owner'], phone_number: '447700900123' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const messages = within(main.getByRole('region', { name: 'Messages' }));
    await expect(
      messages.getByText(/We cannot text 447700900123: SMS go to Kenyan mobile numbers only\./),
    ).toBeVisible();
    for (const sms of messages.getAllByRole('switch', { name: 'SMS' })) await expect(sms).toBeDisabled();
  },
};

/** Offers and news: off until turned on, saved at once. */
export const MarketingToggle: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const offers = main.getByRole('switch', { name: 'Send me offers and news' });
    await expect(offers).not.toBeChecked();
    await userEvent.click(offers);
    await expectToast(canvasElement, 'You will get offers and news.');
    await expect(sent).toHaveBeenCalledWith('updateMe', { marketing_opt_in: true });
    await expect(offers).toBeChecked();
  },
};

/** A refused save puts the switch back to what the server holds. */
export const MarketingToggleFails: Story = {
  parameters: { msw: { handlers: { updateMe: failing('patch', '/api/me/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const offers = main.getByRole('switch', { name: 'Send me offers and news' });
    await userEvent.click(offers);
    await expectToast(canvasElement, 'An error occurred. Please try again later.');
    await waitFor(() => expect(offers).not.toBeChecked());
  },
};

const openDeleteDialog = async (canvasElement: HTMLElement) => {
  const main = await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
  await userEvent.click(main.getByRole('button', { name: 'Delete my account' }));
  const dialog = within(
    await documentBody(canvasElement).findByRole('dialog', { name: 'Delete your account?' }),
  );
  return { main, dialog };
};

/** The dialog says what goes and what stays before it asks for the password (axe runs on it open). */
export const DeleteDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDeleteDialog(canvasElement);
    await expect(dialog.getByText('Reviews you wrote, shown as "Former user"')).toBeVisible();
    await expect(dialog.getByText('Payment records, for as long as tax law requires')).toBeVisible();
    await expect(dialog.getByText('Upcoming bookings: cancelled, and the other side is told')).toBeVisible();
    await expect(dialog.getByLabelText(/^Password/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes, delete my account' })).toBeVisible();
  },
};

/** Escape closes the dialog and deletes nothing; the focus goes back to the button that opened it. */
export const DeleteDialogEscape: Story = {
  play: async ({ canvasElement }) => {
    const { main, dialog } = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Password/), 'old-secret');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(documentBody(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(main.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The password is asked, a wrong one is said under its field; then the account goes and so does the user. */
export const DeleteAccount: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDeleteDialog(canvasElement);
    const confirm = dialog.getByRole('button', { name: 'Yes, delete my account' });
    await userEvent.click(confirm);
    await expect(await dialog.findByText('Please enter your password.')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();

    const password = dialog.getByLabelText(/^Password/);
    await userEvent.type(password, 'wrong-secret');
    await userEvent.click(confirm);
    await expect(await dialog.findByText('Your current password is not correct.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(password);
    await userEvent.type(password, 'old-secret');
    await userEvent.click(confirm);
    await expectNavigatedTo(canvasElement, '/');
    await expectToast(canvasElement, 'Your account is deleted.');
    await expect(sent).toHaveBeenLastCalledWith('deleteMyAccount', { password: 'old-secret' });
  },
};

/** An account that never agreed is asked above the page; Escape does not agree, the button does. */
export const ConsentPrompt: Story = {
  parameters: {
    msw: {
      handlers: {
        me: http.get('/api/me/', ({ response }) =>
          response(200).json({
            ...meByRole['Business Owner'],
            privacy_notice_version: null,
            privacy_consented_at: null,
            consent_needed: true,
          }),
        ),
        updateMe: http.patch('/api/me/', async ({ request, response }) => {
          const body = await request.json();
          sent('updateMe', body);
          return response(200).json({
            ...meByRole['Business Owner'],
            marketing_opt_in: body.marketing_opt_in ?? false,
          });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await findMainShowing(canvasElement, { level: 1, name: 'Account details' });
    const canvas = within(canvasElement);
    const prompt = await canvas.findByRole('region', { name: 'Please accept our privacy notice' });
    const inPrompt = within(prompt);
    await expect(inPrompt.getByRole('link', { name: 'Read the privacy notice.' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const offers = inPrompt.getByRole('checkbox', { name: 'Send me offers and news' });
    await expect(offers).not.toBeChecked();
    await userEvent.click(offers);
    await userEvent.keyboard('{Escape}');
    await expect(prompt).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();

    await userEvent.click(inPrompt.getByRole('button', { name: 'Accept the privacy notice' }));
    await expectToast(canvasElement, 'Thank you. Your choice is saved.');
    await expect(sent).toHaveBeenCalledWith('updateMe', {
      accept_privacy_notice: true,
      marketing_opt_in: true,
    });
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Please accept our privacy notice' })).toBeNull(),
    );
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
