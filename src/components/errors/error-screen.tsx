import { ERROR_SCREEN } from '@/components/errors/error-messages';

interface ErrorScreenProps {
  title: string;
  /** A short line over the title, e.g. "Error 404". */
  eyebrow?: string;
  /** What happened and what to do, in words. */
  detail: string;
  /** Technical reason (the error's message), shown small under the explanation. */
  reason?: string;
  /** Offer "Reload the page" (render errors), besides the way home. */
  reload?: boolean;
}

/**
 * The error page for unknown routes and for errors thrown while rendering a route: a page heading,
 * the explanation in words and the ways on. Kept free of heavy imports (it is in the main chunk);
 * the home link is a plain anchor so it works outside the router. The caller places it inside a
 * main landmark (the app layout's, or its own).
 */
export function ErrorScreen({ title, eyebrow, detail, reason, reload }: ErrorScreenProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-xl flex-col justify-center gap-4 p-6">
      {eyebrow && <p className="text-sm font-semibold text-muted-foreground">{eyebrow}</p>}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p>{detail}</p>
      {reason && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{reason}</p>}
      <div className="flex flex-wrap items-center gap-4">
        {reload && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {ERROR_SCREEN.reload}
          </button>
        )}
        <a href="/" className="font-medium text-primary underline underline-offset-4">
          {ERROR_SCREEN.goHome}
        </a>
      </div>
    </div>
  );
}

export function NotFoundScreen() {
  return (
    <ErrorScreen
      title={ERROR_SCREEN.notFoundTitle}
      eyebrow={ERROR_SCREEN.notFound}
      detail={ERROR_SCREEN.notFoundDetail}
    />
  );
}
