/**
 * A CSS-only spinner. It is in the main chunk, so it imports nothing (not even cn/tailwind-merge).
 * The build also writes it into index.html (scripts/prerender.ts), so a page that renders in the
 * browser shows it from the HTML before any script has loaded; its ring is an image (src/index.css,
 * `spinner-ring`), which the browser paints as content.
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
      <span className="spinner-ring h-6 w-6 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
