/** A claim form's banner: a notice, the outcome of a submit, a note about the page. */
import type { ReactNode } from 'react';

export function Banner({
  tone,
  title,
  children,
  role,
  id,
}: {
  tone: 'info' | 'warning' | 'success' | 'error';
  title?: string;
  children: ReactNode;
  role?: 'alert' | 'status' | 'note';
  id?: string;
}) {
  const tones = {
    info: 'border-blue-200 bg-blue-50 text-blue-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
    success: 'border-green-300 bg-green-50 text-green-900',
    error: 'border-red-300 bg-red-50 text-red-900',
  } as const;
  return (
    <div id={id} role={role} className={`rounded-lg border p-4 text-sm ${tones[tone]}`}>
      {title ? <p className="mb-1 font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
