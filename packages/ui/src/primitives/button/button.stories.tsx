import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from './button.tsx';

const meta = {
  title: 'Primitives/Forms/Button',
  id: 'primitives-button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Book now', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args}>Default</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <Button {...args} size="icon" aria-label="Save to favourites">
        <Heart />
      </Button>
    </div>
  ),
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book now' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true, labels: { loading: 'Sending…' }, children: 'Sending…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending…');
    button.focus();
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A button that may load (given `loading`, even false) has its live region ready before the wait starts. */
export const ReadyToLoad: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Book now' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A button that never loads renders no live region: a page of buttons is not a page of status regions. */
export const WithoutLoading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Book now' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#sign-up">Sign Up</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sign Up' });
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const LongSwahiliText: Story = {
  args: {
    children: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini',
    className: 'whitespace-normal h-auto py-2',
  },
  globals: { viewport: { value: 'mobile360' } },
};

export const Dark: Story = { ...Variants, tags: [], globals: { theme: 'dark' } };
