import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { meByRole } from '../../../storybook/fixtures.ts';
import { http } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { expectNavigatedTo, expectToast, findMain } from '../../../storybook/play.ts';
import { SignInPage } from './sign-in-page.tsx';

let signedIn = false;

const meta = {
  title: 'Screens/Public/Sign in',
  component: SignInPage,
  decorators: [withPage],
  beforeEach: () => {
    signedIn = false;
  },
  parameters: {
    layout: 'fullscreen',
    page: { path: '/sign-in', shell: 'public' } satisfies PageParameters,
    msw: {
      handlers: {
        // Signed out until the login call succeeds, as the cookie session behaves.
        me: http.get('/api/me/', ({ response }) =>
          signedIn
            ? response(200).json(meByRole['Retail Customer'])
            : response(401).json({ detail: 'Authentication credentials were not provided.' }),
        ),
        login: http.post('/api/oauth/', ({ response }) => {
          signedIn = true;
          return response(200).json({ access: 'header.payload.signature' });
        }),
      },
    },
  },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 5: the e-mail is asked for first, then the password; success goes to the role's home. */
export const ValidationOrder: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const email = main.getByRole('textbox', { name: 'Email' });
    const continueButton = main.getByRole('button', { name: 'Continue' });
    await userEvent.click(continueButton);
    await expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter your email'));
    await userEvent.type(email, 'brian.mwangi@gmail.com');
    await userEvent.click(continueButton);
    await expect(main.getByText('Please enter your password')).toBeVisible();
    await userEvent.type(main.getByLabelText('Password'), 'urembo-demo-2026');
    await userEvent.click(continueButton);
    await expectToast(canvasElement, 'Login successful');
    await expectNavigatedTo(canvasElement, '/customer-home');
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: {
        login: http.post('/api/oauth/', ({ response }) =>
          response(401).json({ detail: 'No active account found with the given credentials' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.type(main.getByRole('textbox', { name: 'Email' }), 'brian.mwangi@gmail.com');
    await userEvent.type(main.getByLabelText('Password'), 'not-my-password');
    await userEvent.click(main.getByRole('button', { name: 'Continue' }));
    await expectToast(canvasElement, 'No active account found with the given credentials');
  },
};
