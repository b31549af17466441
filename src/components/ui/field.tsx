import * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/**
 * Field / FieldLabel / FieldError: wires `id`, `aria-invalid` and
 * `aria-describedby` between a label, its control and its error message.
 */
interface FieldContextValue {
  id: string;
  errorId: string;
  descriptionId: string;
  invalid: boolean;
  /** A FieldDescription (a hint) is shown: the control is described by it too. */
  described: boolean;
}

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useField(): FieldContextValue {
  const ctx = React.useContext(FieldContext);
  if (!ctx) throw new Error('Field parts must be used inside <Field>');
  return ctx;
}

interface FieldProps extends React.ComponentProps<'div'> {
  invalid?: boolean;
  id?: string;
  /** The field shows a FieldDescription. */
  described?: boolean;
}

export function Field({ invalid = false, described = false, id, className, ...props }: FieldProps) {
  const generated = React.useId();
  const baseId = id ?? generated;
  const value = React.useMemo(
    () => ({
      id: baseId,
      errorId: `${baseId}-error`,
      descriptionId: `${baseId}-description`,
      invalid,
      described,
    }),
    [baseId, invalid, described],
  );
  return (
    <FieldContext.Provider value={value}>
      <div className={cn('grid gap-2', className)} {...props} />
    </FieldContext.Provider>
  );
}

export function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { id } = useField();
  return <Label htmlFor={id} className={className} {...props} />;
}

/** Clones its single child control with id, aria-invalid and aria-describedby. */
export function FieldControl({
  children,
}: {
  children: React.ReactElement<Record<string, unknown>>;
}) {
  const { id, errorId, descriptionId, invalid, described } = useField();
  const describedBy = [invalid ? errorId : null, described ? descriptionId : null].filter(Boolean);
  return React.cloneElement(children, {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  });
}

export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { descriptionId } = useField();
  return (
    <p id={descriptionId} className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { errorId } = useField();
  if (!children) return null;
  return (
    <p
      id={errorId}
      role="alert"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  );
}
