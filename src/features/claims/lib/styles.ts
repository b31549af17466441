/** Button classes for the light claim pages (no Radix Slot, no cva). */
export const BUTTON = {
  primary:
    'inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
  outline:
    'inline-flex h-10 items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
} as const;

/** The frame of a public claim form: its width, padding and spacing (ClaimForm, PartnerFormFrame). */
export const PUBLIC_FORM_FRAME = 'mx-auto w-full max-w-3xl space-y-6 p-4 sm:p-6';

/** Around the visual test page's frame (ClaimForm, PartnerFormFrame). */
export const VISUAL_TEST_BACKGROUND = 'bg-gradient-to-b from-fuchsia-50 to-sky-50 py-6';
