/**
 * The dialog after a successful sign-up (Radix): a lazy chunk of signup-form.tsx, so the sign-up
 * page's first load carries no Radix (docs/decisions.md, "Auth pages' light entry").
 */
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SIGNUP_MESSAGES } from '@/features/auth/messages';

/**
 * The account exists and the user is signed in: closing the dialog any way (Escape included)
 * continues to the dashboard, never back to a sign-up form (docs/decisions.md, "Sign-up dialog").
 */
export default function SignupCreatedDialog({ onContinue }: { onContinue: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
    >
      <DialogContent showClose={false}>
        <DialogHeader>
          <DialogTitle>{SIGNUP_MESSAGES.dialogTitle}</DialogTitle>
          <DialogDescription>{SIGNUP_MESSAGES.dialogDescription}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onContinue}>{SIGNUP_MESSAGES.dialogContinue}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
