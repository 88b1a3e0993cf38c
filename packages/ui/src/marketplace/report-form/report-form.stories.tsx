import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ReportForm, type ReportFormProps } from './report-form.tsx';

/** State a parent's form keeps, started from the story's arg and following it when the Controls change it. */
function useArgState<T>(arg: T) {
  const [state, setState] = useState(arg);
  const [seen, setSeen] = useState(arg);
  if (arg !== seen) {
    setSeen(arg);
    setState(arg);
  }
  return [state, setState] as const;
}

/** Plays the parent's form: it keeps the reasons and the text the form reports back. */
function WithFormState(props: ReportFormProps) {
  const [reasons, setReasons] = useArgState(props.reasons);
  const [details, setDetails] = useArgState(props.details);
  return (
    <ReportForm
      {...props}
      reasons={reasons}
      onReasonsChange={(next) => {
        props.onReasonsChange(next);
        setReasons(next);
      }}
      details={details}
      onDetailsChange={(next) => {
        props.onDetailsChange(next);
        setDetails(next);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/Forms/ReportForm',
  id: 'domain-reportform',
  component: ReportForm,
  tags: ['autodocs'],
  args: {
    reasons: [],
    onReasonsChange: fn(),
    details: '',
    onDetailsChange: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    reasonsError: { control: 'text' },
    detailsError: { control: 'text' },
  },
  render: (args) => <WithFormState {...args} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReasonsInSpecOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(
      canvas.getByRole('group', { name: 'Why are you reporting this account?' }),
    ).toHaveTextContent(
      "It's a scamIt's offensiveIt's inaccurate or incorrectQuality services were not deliveredSomething else",
    );
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: "It's offensive" }));
    await userEvent.click(canvas.getByRole('checkbox', { name: "It's a scam" }));
    // Reasons go to the form in the spec's order, not the click order.
    await expect(args.onReasonsChange).toHaveBeenLastCalledWith(["It's a scam", "It's offensive"]);
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
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
    await expect(args.onDetailsChange).toHaveBeenLastCalledWith('   Asked for payment outside the app.');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The text stays with the form while 'Something else' is unticked, and comes back with it. */
export const TextKeptWhileUnticked: Story = {
  args: { reasons: ['Something else'], details: 'Fake listing.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const somethingElse = canvas.getByRole('checkbox', { name: 'Something else' });
    await userEvent.click(somethingElse);
    await expect(canvas.queryByLabelText(/Tell us what happened/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(somethingElse);
    await expect(canvas.getByLabelText(/Tell us what happened/)).toHaveValue('Fake listing.');
  },
};

export const ReportingABusiness: Story = {
  args: { labels: { legend: 'Why are you reporting this business?' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Why are you reporting this business?' })).toBeVisible();
    // The spec's five reasons for businesses as for professionals.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Something else' }));
    await userEvent.type(canvas.getByLabelText(/Tell us what happened/), 'Fake listing.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The server refused the report: its words under the reasons and the text. */
export const Errors: Story = {
  args: {
    reasons: ["It's a scam", 'Something else'],
    details: 'Fake listing.',
    reasonsError: 'You have already reported this account.',
    detailsError: 'Ensure this field has no more than 1000 characters.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Why are you reporting this account?' }),
    ).toHaveAccessibleDescription('You have already reported this account.');
    await expect(canvas.getByLabelText(/Tell us what happened/)).toHaveAccessibleDescription(
      /no more than 1000 characters/,
    );
    await expect(canvas.getByLabelText(/Tell us what happened/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Busy: Story = {
  args: { reasons: ["It's a scam"], busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Longer Kiswahili texts in the labels. */
export const Swahili: Story = {
  args: {
    reasons: ['Quality services were not delivered', 'Something else'],
    details: 'Mtaalamu hakufika kwa wakati na huduma haikukamilika kama tulivyokubaliana.',
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

export const Mobile: Story = {
  args: { reasons: ['Something else'] },
  globals: { viewport: { value: 'mobile360' } },
};

/** Inside a Kiswahili LocaleProvider: the reasons read in Kiswahili, the values kept stay the spec's English. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Kwa nini unaripoti akaunti hii?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ni utapeli' }));
    await expect(args.onReasonsChange).toHaveBeenLastCalledWith(["It's a scam"]);
    await userEvent.click(canvas.getByRole('button', { name: 'Tuma' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
