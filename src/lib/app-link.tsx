import type { ComponentProps } from 'react';
import { useAppNavigate } from '@/lib/navigation';

/**
 * A link that navigates with useAppNavigate() on a plain click (a client-side navigation in the
 * app and the auth pages); modified clicks (new tab, ...) keep the browser's behaviour.
 */
export function AppLink({
  to,
  onClick,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const navigate = useAppNavigate();
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey ||
          (props.target && props.target !== '_self')
        )
          return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
