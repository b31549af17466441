/**
 * The demo access gate's card (docs/decisions.md, "Demo access gate"): the code is checked by the
 * server (verify_demo_access, which answers a short-lived signed token that gated submissions
 * carry). Its own chunk: a visitor who already has access never downloads it (demo-gate.tsx).
 */
import { useState, type FormEvent } from 'react';
import type { ClaimBackend } from '@/features/claims/api/backend';
import { verifyDemoAccess } from '@/features/claims/api/demo-access';
import { BUTTON } from '@/features/claims/lib/styles';
import { DEMO_GATE_TEXT as T } from '@/features/claims/messages';
import { errorMessage } from '@/lib/api-error';

export function DemoGateCard({
  backend,
  onGranted,
}: {
  backend: ClaimBackend;
  onGranted: (token: string) => void;
}) {
  const [code, setCode] = useState('');
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    setError(null);
    try {
      const token = code.trim() === '' ? null : await verifyDemoAccess(backend, code);
      if (token) {
        onGranted(token);
        return;
      }
      setError(T.invalid);
      setCode('');
    } catch (e) {
      setError(errorMessage(e, T.invalid));
      setCode('');
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-100 p-4">
      <form
        onSubmit={onSubmit}
        className="w-full max-w-md space-y-4 rounded-lg border bg-card p-6 shadow-lg"
        noValidate
      >
        <h1 className="text-2xl font-semibold">{T.title}</h1>
        <div className="grid gap-1.5">
          <label htmlFor="demo-access-code" className="text-sm font-medium">
            {T.inputLabel}
          </label>
          <div className="flex gap-2">
            <input
              id="demo-access-code"
              type={visible ? 'text' : 'password'}
              autoComplete="off"
              autoFocus
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
              placeholder={T.placeholder}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
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
        <button type="submit" className={`${BUTTON.primary} w-full`} disabled={checking}>
          {checking ? T.checking : T.submit}
        </button>
        <p className="text-center text-sm text-muted-foreground">{T.note}</p>
      </form>
    </div>
  );
}
