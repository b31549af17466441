import { ERROR_SCREEN } from '@/components/errors/error-messages';

interface ErrorScreenProps {
  /** Short message under the title, e.g. "404 Not Found" or the error's message. */
  message: string;
  detail?: string;
}

/**
 * "Unexpected Application Error!": shown for unknown routes and for errors
 * thrown while rendering a route. Kept free of heavy imports (it is in the
 * main chunk); the home link is a plain anchor so it works outside the router.
 */
export function ErrorScreen({ message, detail }: ErrorScreenProps) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-4 p-6">
      <h2 className="text-2xl font-semibold">{ERROR_SCREEN.title}</h2>
      <h3 className="font-mono text-lg italic text-muted-foreground">{message}</h3>
      {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      <p>
        <a href="/" className="font-medium text-primary underline underline-offset-4">
          {ERROR_SCREEN.goHome}
        </a>
      </p>
    </main>
  );
}

export function NotFoundScreen() {
  return <ErrorScreen message={ERROR_SCREEN.notFound} detail={ERROR_SCREEN.notFoundDetail} />;
}
