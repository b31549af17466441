/**
 * The light form hook of the first-visit pages (the sign-in pages, the public claim forms, the demo
 * gate and the ask-back reply page),
 * which cannot carry react-hook-form (docs/decisions.md, "One form idiom"): values, errors from a
 * validate function (sync or async), validation on submit and then on every change
 * (react-hook-form's defaults), focus on the first invalid field, and isSubmitting while the
 * submit handler runs. Shared code, so any first-visit page may use it.
 *
 * Simple forms bind inputs with `field(name)` and submit with `handleSubmit`. A form with its own
 * controls and submit flow (the claim forms: selects, an error summary, the PHI screen) uses
 * `setValues`, `validate` and `reset`, with the same rules.
 */
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The controls `field(name)` binds: inputs and text areas. */
type LightControl = HTMLInputElement | HTMLTextAreaElement;

export interface LightField {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<LightControl>) => void;
  ref: (element: LightControl | null) => void;
}

export function useLightForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FormErrors<K> | Promise<FormErrors<K>>,
) {
  const [values, setValuesState] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const latest = useRef(values);
  const submitted = useRef(false);
  const run = useRef(0);
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const elements = useRef<Partial<Record<K, LightControl | null>>>({});

  /** Validates `next`; only the latest run's answer is kept. */
  const check = useCallback(async (next: Record<K, string>) => {
    const id = ++run.current;
    const found = await validateRef.current(next);
    if (id === run.current) setErrors(found);
    return found;
  }, []);

  /** Changes some values; after the first submit attempt, validates again. */
  const setValues = useCallback(
    (patch: Partial<Record<K, string>>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setValuesState(next);
      if (submitted.current) void check(next);
    },
    [check],
  );

  /** A submit attempt: from now on every change validates again. Resolves with the errors. */
  const validateNow = useCallback(() => {
    submitted.current = true;
    return check(latest.current);
  }, [check]);

  /** Starts again from `next`: no errors, no submit attempt. */
  const reset = useCallback((next: Record<K, string>) => {
    latest.current = next;
    submitted.current = false;
    run.current++;
    setValuesState(next);
    setErrors({});
  }, []);

  const field = (name: K): LightField => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => setValues({ [name]: event.target.value } as Partial<Record<K, string>>),
    ref: (element) => {
      elements.current[name] = element;
      // A prerendered field (scripts/prerender.ts) that the visitor typed into, or the browser
      // autofilled, before the page hydrated holds what the state does not: the state takes it, so
      // nothing typed is lost (e2e/prerender.spec.ts). Otherwise the two are equal (setValues keeps
      // `latest` in step before React writes the field).
      if (element && element.value !== latest.current[name])
        setValues({ [name]: element.value } as Partial<Record<K, string>>);
    },
  });

  const handleSubmit =
    (onValid: (values: Record<K, string>) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      setIsSubmitting(true);
      try {
        const found = await validateNow();
        const first = (Object.keys(initial) as K[]).find((key) => found[key]);
        if (first) {
          elements.current[first]?.focus();
          return;
        }
        await onValid(latest.current);
      } finally {
        setIsSubmitting(false);
      }
    };

  return {
    values,
    errors,
    field,
    handleSubmit,
    isSubmitting,
    setValues,
    validate: validateNow,
    reset,
  };
}
