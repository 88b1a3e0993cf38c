import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { expectNavigatedTo, expectToast, findMain } from '../../../storybook/play.ts';
import { ContactPage } from './contact-page.tsx';
import { ResetPasswordPage } from './password-reset-pages.tsx';

const sent = fn();

const meta = {
  title: 'Screens/Public/Reset password',
  component: ResetPasswordPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/reset-password', shell: 'public' } satisfies PageParameters,
    msw: {
      handlers: {
        ...session(null),
        reset: http.post('/api/password_reset/', async ({ request, response }) => {
          sent(await request.json());
          return response(200).json({ detail: 'If the address has an account, a code is on its way.' });
        }),
      },
    },
  },
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail is required ('Please enter your email address.'); a sent code leads to the OTP screen. */
export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Reset Password' }));
    await expect(main.getByText('Please enter your email address.')).toBeVisible();
    await userEvent.type(main.getByRole('textbox', { name: 'Email' }), 'brian.mwangi@gmail.com');
    await userEvent.click(main.getByRole('button', { name: 'Reset Password' }));
    await expectToast(canvasElement, 'If the address has an account, a code is on its way.');
    await expectNavigatedTo(canvasElement, '/otp-verification?email=brian.mwangi%40gmail.com');
    await expect(sent).toHaveBeenCalledWith({ email: 'brian.mwangi@gmail.com' });
  },
};

/** The code by SMS as well, when ticked: the request asks for it. */
export const CodeBySms: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.type(main.getByRole('textbox', { name: 'Email' }), 'achieng.otieno@gmail.com');
    const bySms = main.getByRole('checkbox', { name: 'Also text the code to my phone' });
    await expect(bySms).not.toBeChecked();
    await userEvent.click(bySms);
    await userEvent.click(main.getByRole('button', { name: 'Reset Password' }));
    await expectNavigatedTo(canvasElement, '/otp-verification?email=achieng.otieno%40gmail.com');
    await expect(sent).toHaveBeenCalledWith({ email: 'achieng.otieno@gmail.com', send_sms: true });
  },
};

export const Contact: Story = {
  render: () => <ContactPage />,
  parameters: {
    page: { path: '/contact-form' },
    msw: {
      handlers: {
        contact: http.post('/api/contact-messages/', ({ response }) =>
          response(201).json({ detail: 'Message sent' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Send' }));
    await expect(main.getByText('Please enter your full name')).toBeVisible();
    await expect(main.getByText('Please enter your message')).toBeVisible();
  },
};
