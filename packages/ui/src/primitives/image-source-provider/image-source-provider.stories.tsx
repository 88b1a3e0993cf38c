import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Avatar } from '../avatar/index.ts';
import { ImageSourceProvider } from './image-source-provider.tsx';

// A tiny inline image: stories never reach the network. A fragment names the width asked for.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#0f766e"/></svg>',
  );
const sourceAt = (src: string, width: number) => (src.startsWith('data:') ? `${src}#w=${width}` : undefined);

/**
 * How pictures inside it ask their server for a smaller size: an Avatar drawn 48 pixels wide asks for 48,
 * 96 and 144 pixels (1x, 2x, 3x screens) instead of the full picture. Without a provider, or for a picture
 * its `sourceAt` cannot resize, the Avatar fetches `src` alone.
 */
const meta = {
  title: 'Primitives/Layout/ImageSourceProvider',
  id: 'primitives-imagesourceprovider',
  component: ImageSourceProvider,
  tags: ['autodocs'],
  args: {
    sourceAt,
    children: (
      <div className="flex items-center gap-4">
        <Avatar name="Wanjiru Kamau" src={photo} size="md" />
        <Avatar name="Achieng Otieno" src={photo} size="lg" />
      </div>
    ),
  },
  argTypes: { sourceAt: { control: false }, children: { control: false } },
} satisfies Meta<typeof ImageSourceProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const [small, large] = await within(canvasElement).findAllByRole('img');
    await expect(small).toHaveAttribute('srcset', `${photo}#w=48 1x, ${photo}#w=96 2x, ${photo}#w=144 3x`);
    await expect(large).toHaveAttribute('srcset', `${photo}#w=80 1x, ${photo}#w=160 2x, ${photo}#w=240 3x`);
    await expect(small).toHaveAttribute('src', photo);
  },
};

/** A picture from a server that cannot resize it: fetched as it is. */
export const PictureItCannotResize: Story = {
  args: { sourceAt: () => undefined },
  play: async ({ canvasElement }) => {
    for (const image of await within(canvasElement).findAllByRole('img'))
      await expect(image).not.toHaveAttribute('srcset');
  },
};
