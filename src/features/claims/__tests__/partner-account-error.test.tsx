/**
 * A public form whose partner account fails to load says what failed, why, and
 * offers a Retry; it never leaves a disabled submit button with no explanation.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { resetToasts } from '@/components/ui/use-toast';
import { API_ERROR_TEXT } from '@/lib/api-error';
import { RouterNavigation } from '@/lib/router-navigation';
import { FORM_TEXT, SUBMIT_MESSAGES } from '@/features/claims/messages';
import { FORMS, type FormDescription } from '@/features/claims/partners';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';

const ACCOUNT = {
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Meridian Medical Devices',
  slug: 'meridian-medical',
  logo_url: null,
  questions_remaining: 100,
  accepting_questions: true,
};

/** The account RPC answers 500 first, then the account. */
function failOnceThenAnswer() {
  let calls = 0;
  server.use(
    http.post(`${REST_URL}/rpc/get_partner_form_account`, () => {
      calls += 1;
      return calls === 1
        ? new HttpResponse('Internal Server Error', { status: 500 })
        : HttpResponse.json([ACCOUNT]);
    }),
  );
  return () => calls;
}

/**
 * The light client keeps the `fetch` it finds when its module loads, so the shell is imported
 * after MSW started listening (src/testing/setup-tests.ts).
 */
async function renderShell(form: FormDescription) {
  const { PublicFormShell } = await import('@/features/claims/pages/public-form-shell');
  resetToasts();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <RouterNavigation>
        <PublicFormShell form={form} />
      </RouterNavigation>
    </MemoryRouter>,
  );
  return user;
}

describe('public form whose partner account fails to load', () => {
  it.each([
    ['device-company standalone', FORMS.deviceCompanyStandalone],
    ['hospital-system standalone', FORMS.hospitalSystemStandalone],
  ] as const)('%s: says what failed and why, and Retry loads the form', async (_kind, form) => {
    const calls = failOnceThenAnswer();
    const user = await renderShell(form);
    const submit = screen.getByRole('button', { name: FORM_TEXT.submitForReview });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    const panel = retry.closest('[role="alert"]') as HTMLElement;
    expect(panel).toHaveTextContent(SUBMIT_MESSAGES.loadCorporateAccountFailed);
    expect(panel).toHaveTextContent(API_ERROR_TEXT.serverFailed);
    expect(within(panel).queryByText('Internal Server Error')).toBeNull();
    // The blocked submit button points at the explanation.
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      expect.stringContaining(API_ERROR_TEXT.serverFailed),
    );

    await user.click(retry);
    expect(await screen.findByRole('button', { name: FORM_TEXT.submitForReview })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls()).toBe(2);
  });

  it('a network failure is explained as an unreachable server', async () => {
    server.use(http.post(`${REST_URL}/rpc/get_partner_form_account`, () => HttpResponse.error()));
    await renderShell(FORMS.deviceCompanyStandalone);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(API_ERROR_TEXT.unreachable);
  });
});
