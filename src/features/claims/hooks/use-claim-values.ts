/**
 * A claim form's field state on the first-visit pages' light form hook (`useLightForm`: values,
 * errors, validation on submit and then on every change; the schemas load with the submission
 * code), plus what only claim forms have: the saved draft, which fields are shown, the error
 * summary's focus count, the PHI screen's findings and the test-data fill.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLightForm } from '@/components/form/use-light-form';
import { loadDraft, useDraft } from '@/features/claims/hooks/use-draft';
import { getVisibleFields } from '@/features/claims/lib/conditional-fields';
import type { ClaimField, ClaimFormValues, FieldErrors } from '@/features/claims/lib/form-values';
import { initialValuesFor } from '@/features/claims/lib/initial-values';
import { loadedSubmission, loadSubmission } from '@/features/claims/lib/load-submission';
import { renderedFields } from '@/features/claims/lib/rendered-fields';
import type { FormDescription } from '@/features/claims/partners';
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
  const [start] = useState<ClaimFormValues>(() => ({
    ...initial,
    ...loadDraft(form.key, user?.id),
  }));
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
  const draft = useDraft(form.key, values, initial, !form.visualTest, user?.id);

  const visible = getVisibleFields(values.codingQuestionType, form);
  const fields = useMemo(
    () => renderedFields(form.fieldOrder, form.serviceDate, visible),
    [form.fieldOrder, form.serviceDate, visible],
  );

  const setValue = useCallback(
    (field: ClaimField, value: string) => {
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
    draft.clear();
    resetValues(initial);
    setPhi(null);
    setTestDataLoaded(false);
  }

  async function fillTestData() {
    const { TEST_DATA } = await import('@/features/claims/lib/test-data');
    setValues({ ...TEST_DATA, email: '' });
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
