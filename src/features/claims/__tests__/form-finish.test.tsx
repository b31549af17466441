/**
 * The public forms' small things: where focus goes after a submit that keeps the form, the coding
 * section when the type is its only field, a heading the logo already shows, and the button row.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { resetToasts } from '@/components/ui/use-toast';
import { LightToaster } from '@/components/ui/light-toaster';
import { fakeClaimBackend, ok } from '@/features/claims/__tests__/fake-backend';
import { CONSOLE_PARTNER, specForms } from '@/features/claims/__tests__/partner-fixtures';
import { ClaimForm } from '@/features/claims/components/claim-form';
import type { FormDescription } from '@/features/claims/form-model';
import { FORM_TEXT } from '@/features/claims/messages';
import { OUTCOME_MESSAGES } from '@/features/claims/messages-after-input';
import { RouterNavigation } from '@/lib/router-navigation';

const FORMS = specForms({ id: CONSOLE_PARTNER.id, questions_remaining: 3 });
const L = FORM_TEXT.labels;
const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

function renderForm(form: FormDescription) {
  resetToasts();
  const backend = fakeClaimBackend({
    submit_question: () => ok('22222222-2222-4222-8222-222222222222'),
  }).backend;
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <RouterNavigation>
        <ClaimForm form={form} backend={backend} />
        <LightToaster />
      </RouterNavigation>
    </MemoryRouter>,
  );
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, gated: boolean) {
  await user.type(screen.getByLabelText(label(L.firstName)), 'Ada');
  await user.type(screen.getByLabelText(label(L.lastName)), 'Lovelace');
  await user.type(screen.getByLabelText(label(L.email)), 'ada@example.test');
  await user.selectOptions(
    screen.getByLabelText(label(L.codingQuestionType)),
    'General Coding Question',
  );
  await user.type(screen.getByLabelText(label(gated ? L.gatedTitle : L.title)), 'Modifier 25');
  await user.type(
    screen.getByLabelText(label(gated ? L.gatedContent : L.content)),
    'When is modifier 25 appropriate?',
  );
}

describe('claim forms: focus after a submit that keeps the form', () => {
  it.each([
    ['the embedded form', FORMS.embed, FORM_TEXT.submitForReview, false],
    ['a gated form', FORMS.hospitalNetwork, FORM_TEXT.submitQuestion, true],
  ] as const)('%s focuses the success banner', async (_, form, submit, gated) => {
    const user = renderForm(form);
    await waitFor(() => expect(screen.getByRole('button', { name: submit })).toBeEnabled());
    await fill(user, gated);
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(document.getElementById('claim-outcome')).toHaveFocus());
    expect(document.getElementById('claim-outcome')).toHaveTextContent(
      OUTCOME_MESSAGES.successBanner,
    );
  });
});

describe('claim forms: small things', () => {
  it('the coding section says more fields come when the type is its only field', async () => {
    const user = renderForm(FORMS.deviceCompanyStandalone);
    expect(screen.getByTestId('coding-more')).toHaveTextContent(FORM_TEXT.codingMore);
    await user.selectOptions(
      screen.getByLabelText(label(L.codingQuestionType)),
      'Hospital - Inpatient',
    );
    expect(screen.queryByTestId('coding-more')).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByLabelText(label(L.codingQuestionType)),
      'General Coding Question',
    );
    expect(screen.getByTestId('coding-more')).toBeInTheDocument();
  });

  it('a gated form under a logo that shows the name does not draw the name again', () => {
    renderForm(FORMS.universityHealthSystem);
    const heading = screen.getByRole('heading', { level: 1, name: 'Lakeside University Health' });
    expect(heading).toHaveClass('sr-only');
    expect(screen.getByRole('img', { name: 'Lakeside University Health logo' })).toBeVisible();
  });

  it('a heading that differs from the logo stays drawn', () => {
    renderForm(FORMS.hospitalSystemStandalone);
    expect(
      screen.getByRole('heading', { level: 1, name: FORM_TEXT.claimSubmission }),
    ).not.toHaveClass('sr-only');
  });

  it('Fill Test Data and Cancel wrap together, never Cancel alone', () => {
    renderForm(FORMS.hospitalSystemStandalone);
    const cancel = screen.getByRole('button', { name: FORM_TEXT.cancel });
    const fillTest = screen.getByRole('button', { name: FORM_TEXT.fillTestData });
    const submit = screen.getByRole('button', { name: FORM_TEXT.submitForReview });
    expect(cancel.parentElement).toBe(fillTest.parentElement);
    expect(submit.parentElement).not.toBe(cancel.parentElement);
  });
});
