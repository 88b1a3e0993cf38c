import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../../primitives/index.ts';
import { InvitationDialog, employmentRoleOf, type InvitationDialogProps } from './invitation-dialog.tsx';

/** State a parent keeps, started from the story's arg and following it when the Controls change it. */
function useArgState<T>(arg: T) {
  const [state, setState] = useState(arg);
  const [seen, setSeen] = useState(arg);
  if (arg !== seen) {
    setSeen(arg);
    setState(arg);
  }
  return [state, setState] as const;
}

/**
 * Plays the parent's part: a trigger, the form's values, a fresh invitation at each opening and, once
 * sent, the dialog closed as when the server took it.
 */
function AsParent(props: InvitationDialogProps) {
  const [open, setOpen] = useArgState(props.open);
  const [message, setMessage] = useArgState(props.message);
  const [role, setRole] = useArgState(props.role);
  const [otherRole, setOtherRole] = useArgState(props.otherRole);
  const [pay, setPay] = useArgState(props.pay);
  const changeOpen = (next: boolean) => {
    props.onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button
        onClick={() => {
          setMessage('');
          setRole('');
          setOtherRole('');
          setPay('');
          setOpen(true);
        }}
      >
        Add Employee
      </Button>
      <InvitationDialog
        {...props}
        open={open}
        onOpenChange={changeOpen}
        message={message}
        onMessageChange={(next) => {
          props.onMessageChange(next);
          setMessage(next);
        }}
        role={role}
        onRoleChange={(next) => {
          props.onRoleChange(next);
          setRole(next);
        }}
        otherRole={otherRole}
        onOtherRoleChange={(next) => {
          props.onOtherRoleChange(next);
          setOtherRole(next);
        }}
        pay={pay}
        onPayChange={(next) => {
          props.onPayChange(next);
          setPay(next);
        }}
        onSubmit={(event) => {
          props.onSubmit(event);
          changeOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Marketplace/Overlays/InvitationDialog',
  id: 'domain-invitationdialog',
  component: InvitationDialog,
  tags: ['autodocs'],
  // An open dialog covers the whole window: on the docs page each story gets its own frame to cover.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  args: {
    open: false,
    onOpenChange: fn(),
    message: '',
    onMessageChange: fn(),
    role: '',
    onRoleChange: fn(),
    otherRole: '',
    onOtherRoleChange: fn(),
    pay: '',
    onPayChange: fn(),
    onSubmit: fn(),
    description: 'Amina Wanjiru reads this before she accepts or declines.',
  },
  argTypes: {
    role: {
      control: 'select',
      options: [
        '',
        'stylist',
        'barber',
        'braider',
        'nail_technician',
        'beauty_therapist',
        'receptionist',
        'other',
      ],
    },
    error: { control: 'text' },
  },
  render: (args) => <AsParent {...args} />,
} satisfies Meta<typeof InvitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name = 'Invite to your team') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

export const Playground: Story = {};

/** Nothing is required: the spec's one-tap invitation is still one more tap. */
export const SendsWithoutWords: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Employee' });
    await userEvent.click(trigger);
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SendsMessageRoleAndPay: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Employee' }));
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.selectOptions(dialog.getByLabelText('Role (optional)'), 'Braider');
    await expect(args.onRoleChange).toHaveBeenLastCalledWith('braider');
    await expect(dialog.queryByLabelText('The role, in your words')).not.toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Pay offered (optional)'), 'KES 1,500 a day');
    await expect(args.onPayChange).toHaveBeenLastCalledWith('KES 1,500 a day');
    await userEvent.type(dialog.getByLabelText('Message (optional)'), 'Weekends, from 8 to 6.');
    await expect(args.onMessageChange).toHaveBeenLastCalledWith('Weekends, from 8 to 6.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** "Other" asks for the role in the business's own words. */
export const OtherRole: Story = {
  args: { open: true, role: 'other', otherRole: 'Make-up artist' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByLabelText('Role (optional)')).toHaveValue('other');
    await expect(dialog.getByLabelText('The role, in your words')).toHaveValue('Make-up artist');
    await expect(employmentRoleOf('other', ' Make-up artist ')).toBe('Make-up artist');
    await expect(employmentRoleOf('barber', 'ignored')).toBe('barber');
  },
};

/** The server's words under the fields it refused. */
export const FieldErrors: Story = {
  args: {
    open: true,
    role: 'other',
    otherRole: 'Senior stylist and colour specialist for the Westlands branch',
    errors: {
      role: 'Ensure this field has no more than 60 characters.',
      pay: 'Ensure this field has no more than 100 characters.',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByLabelText('The role, in your words')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText('Pay offered (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Ensure this field has no more than 60 characters.')).toBeVisible();
  },
};

/** The parent's words for the server's refusal; the dialog stays open. */
export const Refused: Story = {
  args: { open: true, role: 'stylist', error: 'You already invited this professional.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You already invited this professional.');
    await expect(dialog.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  },
};

/** While the invitation is sent: nothing changes it and the dialog does not close. */
export const Busy: Story = {
  args: { open: true, role: 'barber', pay: 'KES 900 a day', busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByLabelText('Pay offered (optional)')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(await dialogOf(canvasElement)).toBeVisible();
  },
};

export const CancelCloses: Story = {
  args: { open: true, message: 'Come and see the salon first.' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Inside a Kiswahili LocaleProvider, with Kiswahili-length words everywhere, on a 360 px phone. */
export const Kiswahili: Story = {
  args: {
    open: true,
    role: 'beauty_therapist',
    pay: 'KES 1,500 kwa siku pamoja na asilimia kumi ya kila huduma',
    message:
      'Tunatafuta mtaalamu wa urembo wa kufanya kazi Jumamosi na Jumapili kuanzia saa mbili asubuhi hadi saa kumi na mbili jioni. Unaweza kuanza wiki ijayo.',
    description: 'Amina Wanjiru atasoma haya kabla ya kukubali au kukataa.',
  },
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Mwalike ajiunge na timu yako'));
    await expect(dialog.getByLabelText('Nafasi ya kazi (si lazima)')).toHaveValue('beauty_therapist');
    await expect(dialog.getByRole('option', { name: 'Mtaalamu wa urembo' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Tuma mwaliko' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Ghairi' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { open: true, role: 'other', otherRole: 'Make-up artist', error: 'Something went wrong. Try again.' },
  globals: { viewport: { value: 'mobile360' } },
};
