/**
 * Form fields for react-hook-form + zod forms (CONTRIBUTING.md, "How a form is built"): each is a
 * Field with its label, the control (registered with the form) and the field's error, wired by id,
 * aria-invalid and aria-describedby (src/components/ui/field.tsx).
 */
import type { ReactNode } from 'react';
import type { FieldError as RhfFieldError, UseFormRegisterReturn } from 'react-hook-form';
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: RhfFieldError;
  description?: ReactNode;
  className?: string;
  /** The control's stable id (for an ErrorSummary link); generated when absent. */
  id?: string;
}

export function TextField({
  label,
  type = 'text',
  autoComplete,
  placeholder,
  min,
  registration,
  error,
  description,
  className,
  id,
}: FieldProps & { type?: string; autoComplete?: string; placeholder?: string; min?: number }) {
  return (
    <Field id={id} invalid={Boolean(error)} described={Boolean(description)} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          min={min}
          {...registration}
        />
      </FieldControl>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{error?.message}</FieldError>
    </Field>
  );
}

export function TextareaField({
  label,
  rows,
  maxLength,
  placeholder,
  disabled,
  registration,
  error,
  className,
  id,
}: FieldProps & { rows?: number; maxLength?: number; placeholder?: string; disabled?: boolean }) {
  return (
    <Field id={id} invalid={Boolean(error)} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Textarea
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          {...registration}
        />
      </FieldControl>
      <FieldError>{error?.message}</FieldError>
    </Field>
  );
}

export function SelectField({
  label,
  registration,
  error,
  className,
  id,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <Field id={id} invalid={Boolean(error)} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <NativeSelect {...registration}>{children}</NativeSelect>
      </FieldControl>
      <FieldError>{error?.message}</FieldError>
    </Field>
  );
}

export function CheckboxField({
  label,
  registration,
  error,
  description,
  className,
  id,
}: FieldProps) {
  return (
    <Field id={id} invalid={Boolean(error)} described={Boolean(description)} className={className}>
      <div className="flex items-center gap-2">
        <FieldControl>
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            {...registration}
          />
        </FieldControl>
        <FieldLabel className="font-normal">{label}</FieldLabel>
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{error?.message}</FieldError>
    </Field>
  );
}

/** The form-level error (react-hook-form's `errors.root`), e.g. the server's answer to a submit. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
