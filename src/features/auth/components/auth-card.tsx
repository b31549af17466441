import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The auth pages' card (the classes of src/components/ui/card.tsx, without tailwind-merge). */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-lg border bg-card text-card-foreground shadow-sm">
        <div className="flex flex-col space-y-1.5 p-6">
          <h1 className="text-2xl font-semibold leading-none tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        <div className="p-6 pt-0">{children}</div>
        {footer && (
          <div className="flex flex-col items-center gap-2 p-6 pt-0 text-sm text-muted-foreground">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
