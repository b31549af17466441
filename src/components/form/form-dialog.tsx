/**
 * The two dialogs admin pages are made of: a form in a dialog (FormDialog) and a yes/no question
 * (ConfirmDialog). Both are Radix dialogs: focus moves in and back, Escape closes, the title and
 * description label the dialog.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface DialogFrameProps {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
}

/** A react-hook-form form in a dialog: the fields, the form-level error, one submit button. */
export function FormDialog({
  open = true,
  onOpenChange,
  title,
  description,
  onSubmit,
  error,
  submitLabel,
  submitting = false,
  children,
}: DialogFrameProps & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form-level error (react-hook-form's errors.root), e.g. the server's refusal. */
  error?: string;
  /** The button's label, already switched to its pending text ("Saving...") while submitting. */
  submitLabel: string;
  /** Disables the button while the request is in flight. */
  submitting?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A long form (the account dialog with its errors) scrolls inside the viewport. */}
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormError message={error} />
          {children}
          <DialogFooter>
            <Button type="submit" disabled={submitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before an action that cannot be undone; the confirm button is disabled while pending. */
export function ConfirmDialog({
  open = true,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending = false,
  destructive = false,
  onConfirm,
}: DialogFrameProps & {
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
