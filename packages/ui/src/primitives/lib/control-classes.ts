/** The look every text control shares (Input, Textarea, Select, the OTP boxes): border, focus ring, invalid state. */
export const controlClasses = [
  'w-full min-w-0 rounded-md border border-input bg-background text-base text-foreground shadow-sm',
  'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:outline-destructive',
];
