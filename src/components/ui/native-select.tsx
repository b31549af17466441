import * as React from 'react';
import { cn } from '@/lib/utils';

/** A native <select>, styled like Input: keyboard and screen-reader behaviour come for free. */
export function NativeSelect({ className, ref, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      ref={ref}
      className={cn(
        'h-10 w-full rounded-md border border-input bg-background px-3 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
