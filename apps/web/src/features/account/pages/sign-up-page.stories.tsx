import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { expectNavigatedTo, expectToast, findMain } from '../../../storybook/play.ts';
import { SignUpBusinessOwnerPage, SignUpPage } from './sign-up-page.tsx';

/** What each registration sent, as the server reads the multipart form. */
const sent = fn();

const meta = {
  title: 'Screens/Public/Sign up',
  component: SignUpPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/sign-up', shell: 'public' } satisfies PageParameters,
    msw: {
      handlers: {
        ...session(null),
        register: http.post('/api/business-owners/', async ({ request, response }) => {
          sent(Object.fromEntries(await request.formData()));
          return response(201).json({
            id: 11,
            user_type: 'Business Owner',
            name: 'Achieng Otieno',
            email: 'achieng@glowstudio.co.ke',
          });
        }),
      },
    },
  },
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(main: ReturnType<typeof within>, password: string, confirm: string) {
  await userEvent.type(main.getByRole('textbox', { name: 'Name' }), 'Achieng Otieno');
  await userEvent.type(main.getByRole('textbox', { name: 'Email' }), 'achieng@glowstudio.co.ke');
  await userEvent.type(main.getByRole('textbox', { name: /Phone number/ }), '0712345678');
  await userEvent.type(main.getByLabelText('Password'), password);
  await userEvent.type(main.getByLabelText('Confirm Password'), confirm);
}

/** Spec section 5, in order: everything required first, then matching passwords; then success. */
export const ValidationOrder: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const register = main.getByRole('button', { name: 'Register' });
    await userEvent.click(register);
    await expect(main.getByRole('alert')).toHaveTextContent(
      'Please fill out all fields and agree to the terms.',
    );

    await userEvent.click(main.getByRole('radio', { name: 'Business Owner' }));
    await fill(main, 'urembo-2026', 'urembo-2027');
    await userEvent.click(register);
    // Terms not agreed yet: still the first message.
    await expect(main.getByRole('alert')).toHaveTextContent(
      'Please fill out all fields and agree to the terms.',
    );
    await userEvent.click(main.getByRole('checkbox', { name: /I agree to the Terms/ }));
    await userEvent.click(register);
    await expect(main.getAllByText('Passwords do not match')[0]).toBeVisible();

    await userEvent.clear(main.getByLabelText('Confirm Password'));
    await userEvent.type(main.getByLabelText('Confirm Password'), 'urembo-2026');
    await userEvent.click(register);
    // Consent to the privacy notice is its own tick, apart from the terms.
    const privacy = main.getByRole('checkbox', { name: /I agree to the privacy notice/ });
    await expect(main.getByRole('alert')).toHaveTextContent(
      'Please accept the privacy notice to create your account.',
    );
    await expect(privacy).toHaveAttribute('aria-invalid', 'true');
    await expect(privacy).toHaveAccessibleDescription(
      /We keep your name, phone, e-mail and location to run your account and bookings\. Read the privacy notice\./,
    );
    await expect(sent).not.toHaveBeenCalled();

    await userEvent.click(privacy);
    await userEvent.click(register);
    await expectToast(canvasElement, 'Sign up successful');
    await expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ accept_privacy_notice: 'true', marketing_opt_in: 'false' }),
    );
    await expectNavigatedTo(canvasElement, '/finish-setup-business/11');
  },
};

/** The notice opens in a new tab, so what was typed stays; offers and news are off unless ticked. */
export const PrivacyNoticeAndOffers: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const link = main.getByRole('link', { name: /Read the privacy notice/ });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).toHaveAttribute('target', '_blank');
    const offers = main.getByRole('checkbox', { name: 'Send me offers and news' });
    await expect(offers).not.toBeChecked();

    await userEvent.click(main.getByRole('radio', { name: 'Business Owner' }));
    await fill(main, 'urembo-2026', 'urembo-2026');
    await userEvent.click(main.getByRole('checkbox', { name: /I agree to the Terms/ }));
    await userEvent.click(main.getByRole('checkbox', { name: /I agree to the privacy notice/ }));
    await userEvent.click(offers);
    await userEvent.click(main.getByRole('button', { name: 'Register' }));
    await expectToast(canvasElement, 'Sign up successful');
    await expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Achieng Otieno',
        accept_privacy_notice: 'true',
        marketing_opt_in: 'true',
      }),
    );
  },
};

export const ServerRefusesEmail: Story = {
  parameters: {
    msw: {
      handlers: {
        register: http.post('/api/business-owners/', ({ response }) =>
          response(400).json({ email: ['A user with this email already exists.'] }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(main.getByRole('radio', { name: 'Business Owner' }));
    await fill(main, 'urembo-2026', 'urembo-2026');
    await userEvent.click(main.getByRole('checkbox', { name: /I agree to the Terms/ }));
    await userEvent.click(main.getByRole('checkbox', { name: /I agree to the privacy notice/ }));
    await userEvent.click(main.getByRole('button', { name: 'Register' }));
    await expectToast(canvasElement, 'Sign up failed');
    await expect(await main.findByText('A user with this email already exists.')).toBeVisible();
  },
};

export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  },
};

/** The business-owner variant words its one failure 'Please fill in all fields correctly.'. */
export const BusinessOwnerVariant: Story = {
  render: () => <SignUpBusinessOwnerPage />,
  parameters: { page: { path: '/sign-up-business-owner' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('textbox', { name: 'User name' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Register' }));
    await expect(main.getByRole('alert')).toHaveTextContent('Please fill in all fields correctly.');
  },
};
