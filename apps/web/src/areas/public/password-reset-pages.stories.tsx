import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { http } from '../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../storybook/page.tsx';
import { expectNavigatedTo, expectToast, findMain } from '../../storybook/play.ts';
import { ContactPage } from './contact-page.tsx';
import { ResetPasswordPage } from './password-reset-pages.tsx';

const meta = {
  title: 'Screens/Public/Reset password',
  component: ResetPasswordPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/reset-password', shell: 'public' } satisfies PageParameters,
    msw: {
      handlers: {
        reset: http.post('/api/password_reset/', ({ response }) =>
          response(200).json({ detail: 'If the address has an account, a code is on its way.' }),
        ),
      },
    },
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
