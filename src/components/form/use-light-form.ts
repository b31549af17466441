/**
 * The light form hook of the first-visit sign-in pages, which cannot carry react-hook-form
 * (docs/decisions.md, "One form idiom"): values, errors from a validate function, validation on
 * submit and then on every change (react-hook-form's defaults), focus on the first invalid field,
 * and isSubmitting while the submit handler runs. Shared code, so any first-visit page may use it.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export interface LightField {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLInputElement | null) => void;
}

export function useLightForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FormErrors<K> | Promise<FormErrors<K>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submitted = useRef(false);
  const run = useRef(0);
  const elements = useRef<Partial<Record<K, HTMLInputElement | null>>>({});

  const check = async (next: Record<K, string>) => {
    const id = ++run.current;
    const found = await validate(next);
    if (id === run.current) setErrors(found);
    return found;
  };

  const field = (name: K): LightField => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted.current) void check(next);
    },
    ref: (element) => {
      elements.current[name] = element;
    },
  });

  const handleSubmit =
    (onValid: (values: Record<K, string>) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      setIsSubmitting(true);
      try {
        const found = await check(values);
        const first = (Object.keys(initial) as K[]).find((key) => found[key]);
        if (first) {
          elements.current[first]?.focus();
          return;
        }
        await onValid(values);
      } finally {
        setIsSubmitting(false);
      }
    };

  return { field, handleSubmit, isSubmitting };
}
