import type { FieldError as RhfFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, FieldControl, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface TextFieldProps {
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  registration: UseFormRegisterReturn;
  error?: RhfFieldError;
}

export function TextField({
  label,
  type = 'text',
  autoComplete,
  placeholder,
  registration,
  error,
}: TextFieldProps) {
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...registration}
        />
      </FieldControl>
      <FieldError>{error?.message}</FieldError>
    </Field>
  );
}
