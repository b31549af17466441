/**
 * Light, accessible form controls for the claim forms (native label/input/select/textarea, no Radix):
 * the label names the control, an error sets aria-invalid and is referenced by aria-describedby.
 */
import type { ReactNode } from 'react';

const CONTROL =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';

interface BaseProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
}

function FieldShell({
  id,
  label,
  required,
  error,
  className,
  children,
}: BaseProps & { children: ReactNode }) {
  return (
    // content-start: in a row where another field shows an error, this one stays at the row's top
    <div
      className={
        className ? `grid content-start gap-1.5 ${className}` : 'grid content-start gap-1.5'
      }
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const a11y = (id: string, error: string | undefined, required: boolean | undefined) => ({
  id,
  name: id.replace(/^claim-/, ''),
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  'aria-required': required || undefined,
});

export function TextField({
  type = 'text',
  value,
  onChange,
  placeholder,
  maxLength,
  min,
  max,
  autoComplete,
  inputMode,
  ...base
}: BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
}) {
  return (
    <FieldShell {...base}>
      <input
        {...a11y(base.id, base.error, base.required)}
        type={type}
        className={`${CONTROL} h-10`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        min={min}
        max={max}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  value,
  onChange,
  placeholder,
  rows = 6,
  ...base
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
}) {
  return (
    <FieldShell {...base}>
      <textarea
        {...a11y(base.id, base.error, base.required)}
        className={`${CONTROL} min-h-[120px]`}
        style={{ minHeight: 120 }}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </FieldShell>
  );
}

export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  ...base
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
}) {
  return (
    <FieldShell {...base}>
      <select
        {...a11y(base.id, base.error, base.required)}
        className={`${CONTROL} h-10`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
