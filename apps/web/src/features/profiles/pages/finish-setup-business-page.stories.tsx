import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { meByRole, ownBusiness } from '../../../storybook/fixtures.ts';
import { catalogue, emptyList, failing, http } from '../../../storybook/handlers.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import {
  choose,
  expectNavigatedTo,
  expectToast,
  findMain,
  problemsOnSubmit,
} from '../../../storybook/play.ts';
import { FinishSetupBusinessPage } from './finish-setup-business-page.tsx';

const saved = fn();

/** Once setup is done, the same page edits the business. */
const editing = {
  msw: {
    handlers: { me: http.get('/api/me/', ({ response }) => response(200).json(meByRole['Business Owner'])) },
  },
};

const meta = {
  title: 'Screens/Setup/Business',
  component: FinishSetupBusinessPage,
  ...screenMeta(
    {
      path: '/finish-setup-business/:userID',
      url: '/finish-setup-business/11',
      shell: 'setup',
      as: 'Business Owner',
    },
    {
      ...catalogue,
      // Right after sign-up: setup not done yet.
      me: http.get('/api/me/', ({ response }) =>
        response(200).json({ ...meByRole['Business Owner'], setup_complete: false }),
      ),
      business: http.get('/api/business-owners/{id}/', ({ response }) => response(200).json(ownBusiness)),
      save: http.put('/api/business-owners/{id}/', async ({ request, response }) => {
        const form = await request.formData();
        saved({ ...Object.fromEntries(form), services_business: form.getAll('services_business') });
        return response(200).json(ownBusiness);
      }),
    },
  ),
  beforeEach: () => {
    saved.mockClear();
  },
} satisfies Meta<typeof FinishSetupBusinessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 5: one message at a time, in the spec's order; then 'Business setup success'. */
export const ValidationOrder: Story = {
  play: async ({ canvasElement }) => {
    const { main, submit, expectProblem } = await problemsOnSubmit(canvasElement, "That's It");

    // The header of the setup pages hides Login and Sign Up.
    await expect(main.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(main.getByRole('combobox', { name: /Sub-county/ })).toBeDisabled();

    await expectProblem('Please enter your business name');
    await userEvent.type(main.getByRole('textbox', { name: /Business name/ }), 'Glow Studio');
    await expectProblem('Please select your county');
    await choose(canvasElement, 'County', 'Kisumu');
    await expectProblem('Please select your sub-county');
    await choose(canvasElement, 'Sub-county', 'Kisumu Central');
    await expectProblem('Please enter your business description');
    await userEvent.type(main.getByRole('textbox', { name: /Description/ }), 'A salon and nail bar.');
    await expectProblem('Please select a category');
    await choose(canvasElement, 'Category', 'Manicure and Pedicure');
    await expectProblem('Please select at least one service');
    await userEvent.click(await main.findByRole('button', { name: 'Gel manicure' }));
    await userEvent.click(submit);
    await expectToast(canvasElement, 'Business setup success');
    await expectNavigatedTo(canvasElement, '/sign-in');
  },
};

export const NoCategories: Story = {
  parameters: { msw: { handlers: { categories: emptyList('/api/service-categories/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No categories found.')).toBeVisible();
  },
};

export const ServicesFailToLoad: Story = {
  parameters: { msw: { handlers: { services: failing('get', '/api/services/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await choose(canvasElement, 'Category', 'Hair');
    await expect(await main.findByText('Failed to load services. Please try again later.')).toBeVisible();
  },
};

/** Editing: every field starts from the business as saved; saving stays here with a confirmation. */
export const EditPrefilled: Story = {
  parameters: editing,
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('heading', { name: 'Edit your business profile' })).toBeVisible();
    const name = await main.findByRole('textbox', { name: /Business name/ });
    await expect(name).toHaveValue('Glow Studio');
    await expect(main.getByRole('textbox', { name: /Location/ })).toHaveValue(
      ownBusiness.more.business_location,
    );
    await expect(main.getByRole('textbox', { name: /Description/ })).toHaveValue(
      ownBusiness.more.business_bio,
    );
    await expect(main.getByRole('combobox', { name: /^County/ })).toHaveValue(ownBusiness.more.county);
    await expect(main.getByRole('combobox', { name: /Sub-county/ })).toHaveValue(ownBusiness.more.sub_county);
    await expect(main.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await expect(main.getByRole('link', { name: /Account details/ })).toHaveAttribute(
      'href',
      '/account-details',
    );

    await userEvent.clear(name);
    await userEvent.type(name, 'Glow Studio & Spa');
    const location = main.getByRole('textbox', { name: /Location/ });
    await userEvent.clear(location);
    await userEvent.type(location, 'Sarit Centre, 1st floor');
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }));
    await expectToast(canvasElement, 'Your profile is saved.');
    await expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({
        'more.business_name': 'Glow Studio & Spa',
        'more.business_location': 'Sarit Centre, 1st floor',
        'more.county': ownBusiness.more.county,
        services_business: ownBusiness.services_business.map(String),
      }),
    );
    // Still here: no hop to /sign-in.
    await expect(main.getByRole('heading', { name: 'Edit your business profile' })).toBeVisible();
  },
};

export const EditProfileFailsToLoad: Story = {
  parameters: {
    msw: {
      handlers: {
        ...editing.msw.handlers,
        business: failing('get', '/api/business-owners/{id}/'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Failed to fetch your data, try again later',
    );
    await expect(main.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};
