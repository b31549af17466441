/**
 * A claim form's field state on the first-visit pages' light form hook (`useLightForm`: values,
 * errors, validation on submit and then on every change; the schemas load with the submission
 * code), plus what only claim forms have: the saved draft and the form time it had spent, which
 * fields are shown, the error summary's focus count, the PHI screen's findings and the test-data
 * fill.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLightForm } from '@/components/form/use-light-form';
import { loadDraft, useDraft } from '@/features/claims/hooks/use-draft';
import { getVisibleFields } from '@/features/claims/lib/conditional-fields';
import type { ClaimField, ClaimFormValues, FieldErrors } from '@/features/claims/lib/form-values';
import { initialValuesFor } from '@/features/claims/lib/initial-values';
import { loadedSubmission, loadSubmission } from '@/features/claims/lib/load-submission';
import { renderedFields } from '@/features/claims/lib/rendered-fields';
import type { FormDescription } from '@/features/claims/form-model';
import type { PhiFinding } from '@/lib/phi-detector';

export interface ClaimUser {
  id: string;
  name: string;
  email: string;
}

export function useClaimValues(form: FormDescription, user: ClaimUser | null | undefined) {
  const userName = user?.name;
  const userEmail = user?.email;
  const initial = useMemo(
    () => initialValuesFor(form, userEmail ? { name: userName ?? '', email: userEmail } : null),
    [form, userName, userEmail],
  );
  const [restored] = useState(() => loadDraft(form.key, user?.id));
  const [start] = useState<ClaimFormValues>(() => ({ ...initial, ...restored?.values }));
  /** The form time a restored draft had already spent; the fill time the form sends adds it. */
  const [spentMs, setSpentMs] = useState(restored?.spentMs ?? 0);
  const checkValues = useCallback(
    async (next: ClaimFormValues): Promise<FieldErrors> =>
      (loadedSubmission() ?? (await loadSubmission())).checkClaim(form, next),
    [form],
  );
  const light = useLightForm<ClaimField>(start, checkValues);
  const { values, setValues, reset: resetValues } = light;
  const errors: FieldErrors = light.errors;
  /** Failed submit attempts: each one focuses the error summary. */
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [testDataLoaded, setTestDataLoaded] = useState(false);
  const [phi, setPhi] = useState<{ findings: PhiFinding[] } | null>(null);
  const draft = useDraft(form.key, values, initial, !form.visualTest, user?.id, restored?.spentMs);

  const visible = getVisibleFields(values.codingQuestionType, form);
  const fields = useMemo(
    () => renderedFields(form.fieldOrder, form.serviceDate, visible),
    [form.fieldOrder, form.serviceDate, visible],
  );

  /**
   * While a "Fill Test Data" click waits for its sample values (a module fetched on the click),
   * the fields the person edits meanwhile: the samples never overwrite them. null when no fill is
   * pending.
   */
  const editedDuringFill = useRef<Set<ClaimField> | null>(null);

  const setValue = useCallback(
    (field: ClaimField, value: string) => {
      editedDuringFill.current?.add(field);
      setValues({ [field]: value });
      if (field === 'title' || field === 'content') setPhi(null);
    },
    [setValues],
  );

  /** A submit attempt: checks every shown field; false (and the error summary) when one fails. */
  async function validateAll(): Promise<boolean> {
    const found = await light.validate();
    if (fields.some((f) => found[f])) {
      setFailedSubmits((n) => n + 1);
      return false;
    }
    return true;
  }

  /** The PHI screen of the title and question; false (and the review panel) when it found some. */
  async function screenPhi(): Promise<boolean> {
    const { detectPhiIn } = await loadSubmission();
    const findings = detectPhiIn([values.title, values.content]);
    if (findings.length === 0) return true;
    setPhi({ findings });
    return false;
  }

  /** After a stored submission: the draft goes and the form starts again. */
  function reset() {
    editedDuringFill.current = null;
    draft.clear();
    resetValues(initial);
    setPhi(null);
    setTestDataLoaded(false);
    setSpentMs(0);
  }

  /** The sample values, with the email left blank, in every field not edited since the click. */
  async function fillTestData() {
    const edited = new Set<ClaimField>();
    editedDuringFill.current = edited;
    const { TEST_DATA } = await import('@/features/claims/lib/test-data');
    // A later click or a reset took over this fill.
    if (editedDuringFill.current !== edited) return;
    editedDuringFill.current = null;
    const samples: Partial<ClaimFormValues> = {};
    for (const [field, value] of Object.entries({ ...TEST_DATA, email: '' }) as Array<
      [ClaimField, string]
    >) {
      if (!edited.has(field)) samples[field] = value;
    }
    setValues(samples);
    setTestDataLoaded(true);
    setPhi(null);
  }

  return {
    values,
    errors,
    visible,
    fields,
    failedSubmits,
    testDataLoaded,
    spentMs,
    phi,
    dismissPhi: () => setPhi(null),
    setValue,
    validateAll,
    screenPhi,
    reset,
    fillTestData,
  };
}

export type ClaimValues = ReturnType<typeof useClaimValues>;
