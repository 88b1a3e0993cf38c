import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button, swButtonLabels } from '../button/index.ts';
import { Rating } from '../rating/index.ts';
import { Spinner } from '../spinner/index.ts';
import { Textarea } from '../textarea/index.ts';
import { LocaleProvider } from './locale-provider.tsx';
import { transformDefaults, useLocale } from '../lib/locale.ts';

function CurrentLocale() {
  return <p data-testid="current-locale">{useLocale()}</p>;
}

/** A few components whose own texts show the language they are in. */
function Sample() {
  return (
    <div className="flex flex-col items-start gap-4">
      <CurrentLocale />
      <Button loading>Book now</Button>
      <Spinner />
      <Rating value={4} reviewCount={12} />
      <Textarea aria-label="Review" maxLength={500} defaultValue="Kazi nzuri" />
    </div>
  );
}

/**
 * The language of every component inside it ('en' or 'sw'); English without one. Storybook's Language
 * toolbar puts every story in one: switch it to Kiswahili to see any component in Kiswahili.
 */
const meta = {
  title: 'Primitives/Layout/LocaleProvider',
  id: 'primitives-localeprovider',
  component: LocaleProvider,
  tags: ['autodocs'],
  args: { locale: 'sw', children: <Sample /> },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'sw'] }, children: { control: false } },
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Kiswahili: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('current-locale')).toHaveTextContent('sw');
    await expect(canvas.getAllByText('Inapakia…')).toHaveLength(2);
    await expect(canvas.getByText('Nyota 4 kati ya 5')).toBeInTheDocument();
    await expect(canvas.getByText('(maoni 12)')).toBeVisible();
    await expect(canvas.getByText('Herufi 490 zimebaki')).toBeInTheDocument();
  },
};

/** English: the defaults every component has always had. */
export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('current-locale')).toHaveTextContent('en');
    await expect(canvas.getAllByText('Loading…')).toHaveLength(2);
    await expect(canvas.getByText('Rated 4 out of 5')).toBeInTheDocument();
    await expect(canvas.getByText('490 characters left')).toBeInTheDocument();
  },
};

/** A `labels` prop still wins over the language's defaults; the Kiswahili sets can be passed explicitly. */
export const LabelsWin: Story = {
  args: {
    children: (
      <div className="flex flex-col items-start gap-4">
        <Rating value={4} labels={{ value: (value) => `Amepata nyota ${value}` }} />
        <LocaleProvider locale="en">
          <Button loading labels={swButtonLabels}>
            Weka miadi
          </Button>
        </LocaleProvider>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amepata nyota 4')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Inapakia…');
  },
};

/**
 * `chooseDefaults={transformDefaults(f)}` passes every built-in text through a function (e.g. a pseudo-locale in a test build, to
 * find texts a consumer never translated); the consumer's own texts and `labels` stay as given.
 */
export const TransformedLabels: Story = {
  args: {
    locale: 'en',
    chooseDefaults: transformDefaults((text) => `[${text.toUpperCase()}]`),
    children: (
      <div className="flex flex-col items-start gap-4">
        <Button loading>Book now</Button>
        <Rating value={4} reviewCount={12} />
        <Rating value={3} labels={{ value: (value) => `${value} of 5` }} />
      </div>
    ),
  },
  argTypes: { chooseDefaults: { control: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveTextContent('Book now');
    await expect(canvas.getByRole('status')).toHaveTextContent('[LOADING…]');
    await expect(canvas.getByText('[RATED 4 OUT OF 5]')).toBeInTheDocument();
    await expect(canvas.getByText('3 of 5')).toBeInTheDocument();
  },
};
