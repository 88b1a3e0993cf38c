import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { Avatar, initialsOf } from './avatar.tsx';

// A tiny inline image: stories never reach the network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#be185d"/><circle cx="40" cy="32" r="14" fill="#fce7f3"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#fce7f3"/></svg>',
  );

const meta = {
  title: 'Primitives/Display/Avatar',
  id: 'display-avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Wanjiru Kamau', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { src: photo } };

export const InitialsFallback: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Wanjiru Kamau' });
    await expect(avatar).toHaveTextContent('WK');
    await expect(initialsOf('  amina ')).toBe('A');
    await expect(initialsOf('Achieng Otieno Odhiambo')).toBe('AO');
  },
};

export const WithImage: Story = {
  args: { src: photo, size: 'lg' },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Wanjiru Kamau' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '80');
    await expect(image).toHaveAttribute('height', '80');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    // Once the picture fails, the initials stand in for it, named for screen readers.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const fallback = within(canvasElement).getByRole('img', { name: 'Wanjiru Kamau' });
    await expect(fallback.tagName).toBe('SPAN');
    await expect(fallback).toHaveTextContent('WK');
  },
};

/** Beside the name in words (cards, reviews): screen readers skip it rather than read the name twice. */
export const Decorative: Story = {
  args: { src: photo, decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** The page's main picture (a profile's header): fetched at once and before other images. */
export const Priority: Story = {
  args: { src: photo, size: 'lg', priority: true },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Wanjiru Kamau' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};
