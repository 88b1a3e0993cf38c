import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { businessReviews } from '../../../storybook/fixtures.ts';
import { browse, http } from '../../../storybook/handlers.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { documentBody, expectNavigatedTo, expectToast } from '../../../storybook/play.ts';
import { LeaveReviewPage } from './leave-review-page.tsx';

const sent = fn();

const meta = {
  title: 'Screens/Professional/Leave a review',
  component: LeaveReviewPage,
  // The page is an open modal: a docs page would stack one per story over each other.
  tags: ['!autodocs'],
  ...screenMeta(
    { path: '/leave-a-review/:id', url: '/leave-a-review/12', area: 'Beauty Professional' },
    {
      ...browse,
      review: http.post('/api/business-reviews/', async ({ request, response }) => {
        sent(await request.json());
        return response(201).json(businessReviews[0]!);
      }),
    },
  ),
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof LeaveReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await documentBody(canvasElement).findByRole('dialog', { name: 'Leave a Review' }));

/** The dialog is open on arrival; Submit waits for a rating; the text goes trimmed; back to the business. */
export const SubmitNeedsARating: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('How was working at Nyali Beauty Spa?')).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(dialog.getByLabelText('Your review (optional)'), ' Welcoming team. ');
    await userEvent.click(submit);
    await expectToast(canvasElement, 'Review submitted successfully!');
    await expect(sent).toHaveBeenCalledWith({ business: 12, rating: 4, review_text: 'Welcoming team.' });
    await expectNavigatedTo(canvasElement, '/BusinessOverviewPage/12');
  },
};

/** The server's 403 in the page's words, inside the dialog, which stays open with the rating kept. */
export const OnlyAfterWorkingThere: Story = {
  parameters: {
    msw: {
      handlers: {
        review: http.post('/api/business-reviews/', ({ response }) =>
          response(403).json({ detail: 'You do not have permission to perform this action.' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You can review a business only after working there or a completed booking with it.',
    );
    await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(documentBody(canvasElement).queryByRole('dialog')).toBeNull());
    await expectNavigatedTo(canvasElement, '/BusinessOverviewPage/12');
  },
};
