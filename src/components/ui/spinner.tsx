/**
 * A CSS-only spinner. It is in the main chunk, so it imports nothing
 * (not even cn/tailwind-merge).
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
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
