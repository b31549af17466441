/**
 * The demo access gate's card (docs/decisions.md, "Demo access gate"): the code is checked by the
 * server (verify_demo_access, which answers a short-lived signed token that gated submissions
 * carry). Its own chunk: a visitor who already has access never downloads it (demo-gate.tsx).
 */
import { useState } from 'react';
import { useLightForm } from '@/components/form/use-light-form';
import type { ClaimBackend } from '@/features/claims/api/backend';
import { verifyDemoAccess } from '@/features/claims/api/demo-access';
import { BUTTON } from '@/features/claims/lib/styles';
import { DEMO_GATE_TEXT as T } from '@/features/claims/messages';
import { errorMessage } from '@/lib/api-error';
import { focusWhenReady } from '@/lib/focus';

const CODE_ID = 'demo-access-code';

const checkCode = ({ code }: { code: string }) => (code.trim() === '' ? { code: T.invalid } : {});

export function DemoGateCard({
  backend,
  slug,
  partnerName,
  onGranted,
}: {
  backend: ClaimBackend;
  /** The partner whose form the gate opens: the token is good for that form only. */
  slug: string;
  /** Its name, so the card says whose form it opens. */
  partnerName: string;
  onGranted: (token: string) => void;
}) {
  const form = useLightForm({ code: '' }, checkCode);
  const code = form.field('code');
  const [visible, setVisible] = useState(false);
  /** The server's answer to the last code sent: refused, or why it could not check. */
  const [refused, setRefused] = useState<string | null>(null);
  const error = code.error ?? refused;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefused(null);
    try {
      const token = await verifyDemoAccess(backend, values.code, slug);
      if (token) {
        onGranted(token);
        return;
      }
      setRefused(T.invalid);
    } catch (e) {
      setRefused(errorMessage(e, T.invalid));
    }
    form.reset({ code: '' });
    // The refused code is cleared: focus goes back to the emptied field, which the error describes
    // (docs/decisions.md, "Where focus goes after an action").
    focusWhenReady(() => document.getElementById(CODE_ID));
  });

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-100 p-4">
      <form
        onSubmit={onSubmit}
        className="w-full max-w-md space-y-4 rounded-lg border bg-card p-6 shadow-lg"
        noValidate
      >
        <h1 className="text-2xl font-semibold">{T.title}</h1>
        {partnerName ? (
          <p className="text-sm text-muted-foreground" data-testid="demo-gate-partner">
            {T.opens(partnerName)}
          </p>
        ) : null}
        <div className="grid gap-1.5">
          <label htmlFor={CODE_ID} className="text-sm font-medium">
            {T.inputLabel}
          </label>
          <div className="flex gap-2">
            <input
              id={CODE_ID}
              type={visible ? 'text' : 'password'}
              autoComplete="off"
              autoFocus
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
              placeholder={T.placeholder}
              name={code.name}
              ref={code.ref}
              value={code.value}
              onChange={(e) => form.setValues({ code: e.target.value.toUpperCase() })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'demo-access-error' : undefined}
            />
            <button
              type="button"
              className={BUTTON.outline}
              aria-label={visible ? T.hide : T.show}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? 'Hide' : 'Show'}
            </button>
          </div>
          {error ? (
            <p id="demo-access-error" role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${BUTTON.primary} w-full`} disabled={form.isSubmitting}>
          {form.isSubmitting ? T.checking : T.submit}
        </button>
        <p className="text-center text-sm text-muted-foreground">{T.note}</p>
      </form>
    </div>
  );
}
