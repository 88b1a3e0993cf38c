import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { meByRole, ownProfessional } from '../../../storybook/fixtures.ts';
import { catalogue, http } from '../../../storybook/handlers.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import {
  choose,
  expectNavigatedTo,
  expectToast,
  findMain,
  problemsOnSubmit,
} from '../../../storybook/play.ts';
import { FinishSetupProfessionalPage } from './finish-setup-professional-page.tsx';

const saved = fn();

const meta = {
  title: 'Screens/Setup/Professional',
  component: FinishSetupProfessionalPage,
  ...screenMeta(
    {
      path: '/finish-setup-business-professional/:userID',
      url: '/finish-setup-business-professional/21',
      shell: 'setup',
      as: 'Beauty Professional',
    },
    {
      ...catalogue,
      // Right after sign-up: setup not done yet.
      me: http.get('/api/me/', ({ response }) =>
        response(200).json({ ...meByRole['Beauty Professional'], setup_complete: false }),
      ),
      professional: http.get('/api/beauty-professionals/{id}/', ({ response }) =>
        response(200).json(ownProfessional),
      ),
      save: http.put('/api/beauty-professionals/{id}/', async ({ request, response }) => {
        const form = await request.formData();
        saved({ ...Object.fromEntries(form), services: form.getAll('services') });
        return response(200).json(ownProfessional);
      }),
    },
  ),
  beforeEach: () => {
    saved.mockClear();
  },
} satisfies Meta<typeof FinishSetupProfessionalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 5: bio, county, sub-county, category, services, each '... to proceed', in order. */
export const ValidationOrder: Story = {
  play: async ({ canvasElement }) => {
    const { main, submit, expectProblem } = await problemsOnSubmit(canvasElement, "That's It");

    await expectProblem('Please enter your bio data to proceed');
    await userEvent.type(main.getByRole('textbox', { name: /Bio/ }), 'Braider with nine years in Westlands.');
    await expectProblem('Please select your county to proceed');
    await choose(canvasElement, 'County', 'Nairobi');
    await expectProblem('Please select your sub-county to proceed');
    await choose(canvasElement, 'Sub-county', 'Westlands');
    await expectProblem('Please select a category to proceed');
    await choose(canvasElement, 'Category', 'Hair');
    await expectProblem('Please select at least one service to proceed');
    await userEvent.click(await main.findByRole('button', { name: 'Box braids' }));
    await userEvent.click(submit);
    await expectToast(canvasElement, 'Professional setup successful');
    await expectNavigatedTo(canvasElement, '/sign-in');
  },
};

/** The bio counts down to its 500-character limit as it is typed. */
export const BioCounter: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const bio = await main.findByRole('textbox', { name: /Bio/ });
    await expect(bio).toHaveAttribute('maxlength', '500');
    await userEvent.type(bio, 'Braids');
    await expect(main.getByText(/6\s*\/\s*500/)).toBeVisible();
  },
};

/** Once setup is done the same page edits it: filled with her profile; saving stays here. */
export const EditPrefilled: Story = {
  parameters: {
    msw: {
      handlers: {
        me: http.get('/api/me/', ({ response }) => response(200).json(meByRole['Beauty Professional'])),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('heading', { name: 'Edit your professional profile' })).toBeVisible();
    const bio = await main.findByRole('textbox', { name: /Bio/ });
    await expect(bio).toHaveValue(ownProfessional.more.bio);
    await expect(main.getByRole('combobox', { name: /^County/ })).toHaveValue('Nairobi');
    await expect(main.getByRole('combobox', { name: /Sub-county/ })).toHaveValue('Westlands');
    await waitFor(() => expect(main.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Hair'));
    await expect(await main.findByRole('button', { name: 'Box braids' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(main.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
      'href',
      '/professional-profile-details',
    );

    await userEvent.clear(bio);
    await userEvent.type(bio, 'Braids and locs, home visits in Kilimani.');
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }));
    await expectToast(canvasElement, 'Your profile is saved.');
    await expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({
        'more.bio': 'Braids and locs, home visits in Kilimani.',
        'more.county': 'Nairobi',
        services: ownProfessional.services.map(String),
      }),
    );
    await expect(main.getByRole('heading', { name: 'Edit your professional profile' })).toBeVisible();
  },
};
