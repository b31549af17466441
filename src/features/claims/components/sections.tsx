/**
 * The shared sections of every claim form (docs/spec-notes.md, "Claim forms"): Submitter Demographics, Service Location
 * & Coding Details, Question Details; and the gated forms' field order built from the same fields.
 */
import type { ReactNode } from 'react';
import { SelectField, TextAreaField, TextField } from '@/features/claims/components/fields';
import { fieldId } from '@/features/claims/lib/rendered-fields';
import type { VisibleFields } from '@/features/claims/lib/conditional-fields';
import { CODING_QUESTION_TYPES, POS_INDICATORS } from '@/config/coding';
import { FORM_TEXT } from '@/features/claims/messages';
import type { FormDescription } from '@/features/claims/form-model';
import type { ClaimField, ClaimFormValues, FieldErrors } from '@/features/claims/lib/form-values';

interface SectionProps {
  form: Pick<FormDescription, 'serviceDate' | 'fieldOrder' | 'schema'>;
  values: ClaimFormValues;
  errors: FieldErrors;
  visible: VisibleFields;
  setValue: (field: ClaimField, value: string) => void;
}

const L = FORM_TEXT.labels;
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function useBind({ values, errors, setValue }: SectionProps) {
  return (field: ClaimField) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    onChange: (value: string) => setValue(field, value),
  });
}

function NameEmailFields(props: SectionProps) {
  const bind = useBind(props);
  return (
    <>
      <TextField
        {...bind('firstName')}
        label={L.firstName}
        required
        maxLength={100}
        autoComplete="given-name"
      />
      <TextField
        {...bind('lastName')}
        label={L.lastName}
        required
        maxLength={100}
        autoComplete="family-name"
      />
      <TextField
        {...bind('email')}
        type="email"
        label={L.email}
        required
        maxLength={255}
        autoComplete="email"
      />
    </>
  );
}

function TypeField(props: SectionProps) {
  const bind = useBind(props);
  return (
    <SelectField
      {...bind('codingQuestionType')}
      label={L.codingQuestionType}
      required
      options={CODING_QUESTION_TYPES}
      placeholder={FORM_TEXT.selectPlaceholder}
    />
  );
}

function ConditionalFields(props: SectionProps) {
  const bind = useBind(props);
  const { visible, form } = props;
  return (
    <>
      {visible.serviceDate ? (
        form.serviceDate === 'year' ? (
          <TextField
            {...bind('yearOfService')}
            type="number"
            label={L.yearOfService}
            min={2000}
            max={2050}
            inputMode="numeric"
          />
        ) : (
          <TextField {...bind('dateOfService')} type="date" label={L.dateOfService} />
        )
      ) : null}
      {visible.locationOfServiceName ? (
        <TextField
          {...bind('locationOfServiceName')}
          label={L.locationOfServiceName}
          maxLength={200}
        />
      ) : null}
      {visible.locationOfServiceZip ? (
        <TextField
          {...bind('locationOfServiceZip')}
          label={L.locationOfServiceZip}
          maxLength={10}
          inputMode="numeric"
        />
      ) : null}
      {visible.posIndicator ? (
        <SelectField
          {...bind('posIndicator')}
          label={form.fieldOrder === 'compact' ? L.placeOfService : L.posIndicator}
          options={POS_INDICATORS}
          placeholder={FORM_TEXT.posPlaceholder}
        />
      ) : null}
    </>
  );
}

function QuestionFields(props: SectionProps) {
  const bind = useBind(props);
  const compact = props.form.fieldOrder === 'compact';
  return (
    <>
      <TextField
        {...bind('title')}
        label={compact ? L.gatedTitle : L.title}
        required
        maxLength={200}
        placeholder={FORM_TEXT.titlePlaceholder}
      />
      <TextAreaField
        {...bind('content')}
        label={compact ? L.gatedContent : L.content}
        required
        placeholder={FORM_TEXT.contentPlaceholder}
      />
    </>
  );
}

export function StandardSections(props: SectionProps) {
  const bind = useBind(props);
  return (
    <>
      <Section title={FORM_TEXT.sections.demographics}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NameEmailFields {...props} />
          <TextField
            {...bind('phoneNumber')}
            type="tel"
            label={L.phoneNumber}
            maxLength={50}
            autoComplete="tel"
          />
          <TextField
            {...bind('userTitle')}
            label={L.userTitle}
            maxLength={200}
            autoComplete="organization-title"
          />
          <TextField
            {...bind('entityInstitution')}
            label={L.entityInstitution}
            maxLength={200}
            autoComplete="organization"
          />
          <TextField
            {...bind('zipCode')}
            label={L.zipCode}
            maxLength={10}
            autoComplete="postal-code"
            inputMode="numeric"
          />
        </div>
      </Section>
      <Section title={FORM_TEXT.sections.coding}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TypeField {...props} />
          <ConditionalFields {...props} />
          {Object.values(props.visible).some(Boolean) ? null : (
            <p className="text-sm text-muted-foreground sm:self-end" data-testid="coding-more">
              {FORM_TEXT.codingMore}
            </p>
          )}
        </div>
      </Section>
      <Section title={FORM_TEXT.sections.question}>
        <QuestionFields {...props} />
      </Section>
    </>
  );
}

/** University and hospital-network order: type, title, question, names, email, then the conditional fields. */
export function GatedFields(props: SectionProps) {
  return (
    <div className="space-y-4 rounded-lg border bg-card p-4 sm:p-6">
      <TypeField {...props} />
      <QuestionFields {...props} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameEmailFields {...props} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ConditionalFields {...props} />
      </div>
    </div>
  );
}
