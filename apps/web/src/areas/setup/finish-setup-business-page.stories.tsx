import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ownBusiness } from '../../storybook/fixtures.ts';
import { catalogue, emptyList, failing, http } from '../../storybook/handlers.ts';
import { screenMeta } from '../../storybook/screen.ts';
import { choose, expectNavigatedTo, expectToast, findMain, problemsOnSubmit } from '../../storybook/play.ts';
import { FinishSetupBusinessPage } from './finish-setup-business-page.tsx';

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
      save: http.put('/api/business-owners/{id}/', ({ response }) => response(200).json(ownBusiness)),
    },
  ),
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
