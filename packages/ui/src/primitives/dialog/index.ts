export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  swDialogContentLabels,
  type DialogContentLabels,
  type DialogContentProps,
} from './dialog.tsx';
export { useReturnFocus } from './use-return-focus.ts';
