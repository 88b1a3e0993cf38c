import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ReportForm } from './report-form.tsx';

const meta = {
  title: 'Marketplace/Forms/ReportForm',
  id: 'domain-reportform',
  component: ReportForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReasonsInSpecOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes.map((b) => b.getAttribute('aria-labelledby') ?? '')).toHaveLength(5);
    await expect(
      canvas.getByRole('group', { name: 'Why are you reporting this account?' }),
    ).toHaveTextContent(
      "It's a scamIt's offensiveIt's inaccurate or incorrectQuality services were not deliveredSomething else",
    );
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: "It's offensive" }));
    await userEvent.click(canvas.getByRole('checkbox', { name: "It's a scam" }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    // Reasons go out in the spec's order, not the click order.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reasons: ["It's a scam", "It's offensive"],
      details: '',
    });
  },
};

export const SomethingElseNeedsText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(canvas.queryByLabelText(/Tell us what happened/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Something else' }));
    const details = canvas.getByLabelText(/Tell us what happened/);
    await expect(details).toBeRequired();
    await expect(submit).toBeDisabled();
    await userEvent.type(details, '   ');
    await expect(submit).toBeDisabled();
    await userEvent.type(details, 'Asked for payment outside the app.');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reasons: ['Something else'],
      details: 'Asked for payment outside the app.',
    });
  },
};

export const ReportingABusiness: Story = {
  args: { labels: { legend: 'Why are you reporting this business?' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The spec's five reasons for businesses as for professionals.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Something else' }));
    await userEvent.type(canvas.getByLabelText(/Tell us what happened/), 'Fake listing.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reasons: ['Something else'],
      details: 'Fake listing.',
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeInTheDocument();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const Swahili: Story = {
  args: {
    labels: {
      legend: 'Kwa nini unaripoti akaunti hii?',
      reasons: {
        "It's a scam": 'Ni ulaghai',
        "It's offensive": 'Ni ya kuudhi',
        "It's inaccurate or incorrect": 'Si sahihi au ina makosa',
        'Quality services were not delivered': 'Huduma bora hazikutolewa kama ilivyoahidiwa',
        'Something else': 'Kitu kingine',
      },
      details: 'Tueleze kilichotokea',
      submit: 'Tuma ripoti',
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider: the reasons read in Kiswahili, the values sent stay the spec's English. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Kwa nini unaripoti akaunti hii?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ni utapeli' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tuma' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reasons: ["It's a scam"], details: '' });
  },
};
