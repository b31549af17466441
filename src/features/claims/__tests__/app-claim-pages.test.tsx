import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initialValuesFor } from '@/features/claims/lib/initial-values';
import { COUNTER_TEXT, FORM_TEXT } from '@/features/claims/messages';
import { FORMS } from '@/features/claims/__tests__/partner-fixtures';
import { SubmitClaimPage } from '@/features/claims/pages/app-claim-pages';
import { makeUser, resetAuthStore } from '@/testing/test-utils';

describe('initialValuesFor', () => {
  it('defaults the year to 2025 except on the device-company in-app form, and prefills the signed-in user', () => {
    expect(initialValuesFor(FORMS.deviceCompanyStandalone).yearOfService).toBe('2025');
    expect(initialValuesFor(FORMS.universityHealthSystem).yearOfService).toBe('2025');
    expect(initialValuesFor(FORMS.deviceCompanyInApp).yearOfService).toBe('');
    expect(initialValuesFor(FORMS.hospitalSystemStandalone).yearOfService).toBe('');
    expect(
      initialValuesFor(FORMS.generic, { name: 'Ada King Lovelace', email: 'ada@example.test' }),
    ).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.test',
    });
  });
});

describe('Submit Claim page (docs/decisions.md "Quotas")', () => {
  function renderPage() {
    return render(
      <MemoryRouter>
        <SubmitClaimPage />
      </MemoryRouter>,
    );
  }

  it('shows the remaining quota and prefills the submitter', () => {
    resetAuthStore({ user: makeUser({ questionsRemaining: 4 }), status: 'ready' });
    renderPage();
    expect(screen.getByRole('heading', { name: FORM_TEXT.submitClaim })).toBeInTheDocument();
    expect(screen.getByTestId('quota-remaining')).toHaveTextContent(`${COUNTER_TEXT.label} 4`);
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.test');
  });

  it('at 0 says the quota is used up, and still lets the user submit', () => {
    resetAuthStore({ user: makeUser({ questionsRemaining: 0 }), status: 'ready' });
    renderPage();
    expect(screen.getByText(COUNTER_TEXT.quotaExhausted)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FORM_TEXT.submitForReview })).toBeEnabled();
  });

  it('corporate users are unlimited: no counter', () => {
    resetAuthStore({
      user: makeUser({ isCorporateUser: true, questionsRemaining: -1 }),
      status: 'ready',
    });
    renderPage();
    expect(screen.queryByTestId('quota-remaining')).not.toBeInTheDocument();
  });
});
