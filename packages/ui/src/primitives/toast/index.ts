export { Toaster, swToasterLabels, type ToasterLabels, type ToasterProps } from './toast.tsx';
export {
  dismissToast,
  dismissToastsOlderThan,
  toast,
  useToast,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './toast-store.ts';
