export const SKIP_LINK_LABEL = 'Skip to main content';

/** The first tab stop of every page with the app header: jumps to <main id="main-content">. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:text-primary focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring"
    >
      {SKIP_LINK_LABEL}
    </a>
  );
}
