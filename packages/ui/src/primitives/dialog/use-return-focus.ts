import { useRef } from 'react';

/**
 * A controlled Dialog opened by any button (no DialogTrigger) would leave focus on <body> when it
 * closes; these DialogContent handlers put it back on whatever had it when the dialog opened.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
