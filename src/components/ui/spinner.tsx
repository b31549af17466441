/**
 * A spinner drawn in SVG and CSS. It is in the main chunk, so it imports nothing (not even
 * cn/tailwind-merge). The build also writes it into index.html (scripts/prerender.ts), so a page
 * that renders in the browser shows it from the HTML, before any script has loaded: an SVG is
 * content the browser paints (and reports as the first contentful paint), a bordered box is not.
 */
export function Spinner({
  className = '',
  label = 'Loading',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <div role="status" className={`flex items-center justify-center p-8 ${className}`}>
      <svg
        className="h-6 w-6 animate-spin"
        viewBox="0 0 24 24"
        fill="none"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="11" className="stroke-muted" />
        <path d="M12 1a11 11 0 0 1 11 11" className="stroke-primary" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
