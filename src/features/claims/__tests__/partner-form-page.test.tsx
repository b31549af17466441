/**
 * A partner form's page: the address is resolved from the partner's row, and the page shows that
 * form, branded, or says why not: the lookup failed (with the reason and a Retry), no partner (or
 * not this form), a deactivated account, an old slug (moves to the new one), someone else's in-app
 * form. The light client is mocked at the HTTP level (MSW), as the browser would see it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetToasts } from '@/components/ui/use-toast';
import { parsePartnerFormPath } from '@/config/partner-forms';
import { CONSOLE_PARTNER } from '@/features/claims/__tests__/partner-fixtures';
import { DEMO_GATE_TEXT, FORM_TEXT, SUBMIT_MESSAGES } from '@/features/claims/messages';
import { FORM_STATUS_TEXT } from '@/features/claims/messages-after-input';
import { API_ERROR_TEXT } from '@/lib/api-error';
import { RouterNavigation } from '@/lib/router-navigation';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import type { AuthUser } from '@/lib/auth/types';
import { makeUser, resetAuthStore } from '@/testing/test-utils';

type Row = Record<string, unknown>;

/** get_partner_form_account answers these rows in turn (the last one from then on). */
function answerRows(...answers: Array<Row[] | 'error'>) {
  const slugs: string[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/get_partner_form_account`, async ({ request }) => {
      slugs.push(((await request.json()) as { p_slug: string }).p_slug);
      const answer = answers[Math.min(slugs.length, answers.length) - 1]!;
      return answer === 'error'
        ? new HttpResponse('Internal Server Error', { status: 500 })
        : HttpResponse.json(answer);
    }),
  );
  return slugs;
}

function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * The light client keeps the `fetch` it finds when its module loads, so the page is imported
 * after MSW started listening (src/testing/setup-tests.ts).
 */
async function renderPublic(path: string) {
  const { PublicPartnerPage } = await import('@/features/claims/pages/public-partner-page');
  resetToasts();
  localStorage.clear();
  const user = userEvent.setup();
  const address = parsePartnerFormPath(path.split('?')[0]!)!;
  // the document is at the address too, as in the browser (the router gives the query a move keeps)
  window.history.replaceState(null, '', path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <Routes>
          <Route path="*" element={<PublicPartnerPage address={address} />} />
        </Routes>
        <Location />
      </RouterNavigation>
    </MemoryRouter>,
  );
  return user;
}

const NORTHWIND = { ...CONSOLE_PARTNER, slug: 'northwind-clinics' };

describe('a public partner form, from its row', () => {
  it('a console partner: branded form (name, logo, intro, accent) and titled after the partner', async () => {
    answerRows([
      {
        ...NORTHWIND,
        display_name: 'Northwind',
        logo_url: '/logos/northwind.svg',
        intro_text: 'Coding help for Northwind staff.',
        accent_color: '#0f766e',
      },
    ]);
    await renderPublic('/questions/corporate/northwind-clinics');
    expect(
      await screen.findByRole('heading', { level: 1, name: FORM_TEXT.claimSubmission }),
    ).toBeInTheDocument();
    const brand = screen.getByTestId('partner-brand');
    expect(within(brand).getByRole('img', { name: 'Northwind logo' })).toBeInTheDocument();
    expect(within(brand).getByText('Northwind')).toBeInTheDocument();
    expect(brand).toHaveStyle({ borderTopColor: '#0f766e' });
    expect(screen.getByText('Coding help for Northwind staff.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(`${FORM_TEXT.claimSubmission} - Northwind · ClaimDesk`),
    );
    expect(screen.getByRole('button', { name: FORM_TEXT.submitForReview })).toBeEnabled();
  });

  it('a gated console partner shows the code card, not the form', async () => {
    answerRows([{ ...NORTHWIND, demo_gated: true }]);
    await renderPublic('/questions/corporate/northwind-clinics');
    expect(await screen.findByRole('heading', { name: DEMO_GATE_TEXT.title })).toBeInTheDocument();
    expect(screen.getByLabelText(DEMO_GATE_TEXT.inputLabel, { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FORM_TEXT.submitForReview })).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe(`${FORM_TEXT.claimSubmission} - Northwind Clinics · ClaimDesk`),
    );
  });

  it('every variant the row offers opens; one it does not is not found', async () => {
    answerRows([{ ...NORTHWIND, form_variants: ['standalone', 'embed'] }]);
    await renderPublic('/questions/corporate/northwind-clinics/embed');
    expect(
      await screen.findByRole('heading', { name: FORM_TEXT.claimSubmission }),
    ).toBeInTheDocument();
    // the embed has no Cancel; its standalone form does
    expect(screen.queryByRole('button', { name: FORM_TEXT.cancel })).toBeNull();
  });

  it('a form the partner does not offer, or no partner: "Form not found"', async () => {
    const slugs = answerRows([{ ...NORTHWIND, form_variants: ['standalone'] }], []);
    await renderPublic('/questions/corporate/northwind-clinics/visual-test');
    expect(
      await screen.findByRole('heading', { name: FORM_STATUS_TEXT.notFoundTitle }),
    ).toHaveFocus();
    await waitFor(() =>
      expect(document.title).toBe(`${FORM_STATUS_TEXT.notFoundTitle} · ClaimDesk`),
    );
    expect(slugs).toEqual(['northwind-clinics']);
  });

  it('a deactivated account: "not accepting questions", with the partner brand and its site', async () => {
    answerRows([
      {
        ...NORTHWIND,
        id: null,
        questions_remaining: null,
        accepting_questions: false,
        site_url: 'https://northwind.example/staff',
      },
    ]);
    await renderPublic('/questions/corporate/northwind-clinics/standalone');
    expect(
      await screen.findByRole('heading', { name: FORM_STATUS_TEXT.closedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Northwind Clinics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Northwind Clinics' })).toHaveAttribute(
      'href',
      'https://northwind.example/staff',
    );
    expect(screen.queryByRole('button', { name: FORM_TEXT.submitForReview })).toBeNull();
  });

  it('an old slug moves to the same form at the current slug, keeping the query', async () => {
    answerRows([NORTHWIND]);
    await renderPublic('/questions/corporate/northwind-old/standalone?ref=intranet');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/questions/corporate/northwind-clinics/standalone?ref=intranet',
      ),
    );
  });

  it('a failed lookup says what failed and why; Retry loads the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const slugs = answerRows('error', [NORTHWIND]);
    const user = await renderPublic('/questions/corporate/northwind-clinics');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // a page of its own: a heading, titled, then what failed and why
    expect(
      screen.getByRole('heading', { level: 1, name: SUBMIT_MESSAGES.loadFailedHeading }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(`${SUBMIT_MESSAGES.loadFailedHeading} · ClaimDesk`),
    );
    const panel = retry.closest('[role="alert"]') as HTMLElement;
    expect(panel).toHaveTextContent(SUBMIT_MESSAGES.loadCorporateAccountFailed);
    expect(panel).toHaveTextContent(API_ERROR_TEXT.serverFailed);
    expect(within(panel).queryByText('Internal Server Error')).toBeNull();
    await user.click(retry);
    expect(
      await screen.findByRole('button', { name: FORM_TEXT.submitForReview }),
    ).toBeInTheDocument();
    expect(slugs).toHaveLength(2);
  });

  it('a network failure is explained as an unreachable server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(`${REST_URL}/rpc/get_partner_form_account`, () => HttpResponse.error()));
    await renderPublic('/questions/corporate/unreachable-partner');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(API_ERROR_TEXT.unreachable);
  });

  it('Cancel without a partner site empties the form and stays on it (never the staff login)', async () => {
    answerRows([NORTHWIND]);
    const user = await renderPublic('/questions/corporate/northwind-clinics');
    const firstName = await screen.findByRole('textbox', { name: /^First Name/ });
    await user.type(firstName, 'Ada');
    await user.click(screen.getByRole('button', { name: FORM_TEXT.cancel }));
    expect(firstName).toHaveValue('');
    expect(firstName).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/questions/corporate/northwind-clinics',
    );
  });
});

describe("a partner's in-app form", () => {
  /** Northwind's in-app form; `open` gives the same page another slug, as a link in the app would. */
  async function renderInApp(user: ReturnType<typeof makeUser>) {
    const { AppPartnerPage } = await import('@/features/claims/pages/app-claim-pages');
    resetAuthStore({ user, status: 'ready' });
    const page = (at: string) => (
      // the router stays where it is unless the page moves
      <MemoryRouter initialEntries={['/start']}>
        <RouterNavigation>
          <AppPartnerPage slug={at} />
          <Location />
        </RouterNavigation>
      </MemoryRouter>
    );
    const { rerender } = render(page('northwind-clinics'));
    return { open: (at: string) => rerender(page(at)) };
  }

  it("its own users get the form, headed with the partner's name", async () => {
    answerRows([{ ...NORTHWIND, form_variants: ['in_app'] }]);
    await renderInApp(
      makeUser({
        isCorporateUser: true,
        // only the id decides membership; the rest of the joined row does not matter here
        corporateAccount: { id: NORTHWIND.id } as AuthUser['corporateAccount'],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'New Coding Question - Northwind Clinics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.test');
  });

  it('someone else is told whose form it is and sent to Submit Claim', async () => {
    answerRows([{ ...NORTHWIND, form_variants: ['in_app'] }]);
    await renderInApp(makeUser());
    expect(
      await screen.findByRole('heading', {
        name: FORM_STATUS_TEXT.membersTitle('Northwind Clinics'),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FORM_STATUS_TEXT.membersLink })).toHaveAttribute(
      'href',
      '/questions/new',
    );
    expect(screen.queryByRole('button', { name: FORM_TEXT.submitForReview })).toBeNull();
  });

  it("another partner's address in the same page shows that partner, never a move back", async () => {
    const slugs = answerRows(
      [{ ...NORTHWIND, form_variants: ['in_app'] }],
      [
        {
          ...NORTHWIND,
          id: 'c0000000-0000-4000-8000-00000000c0de',
          slug: 'contoso-health',
          name: 'Contoso Health',
          display_name: 'Contoso Health',
          form_variants: ['in_app'],
        },
      ],
    );
    const { open } = await renderInApp(makeUser());
    expect(
      await screen.findByRole('heading', {
        name: FORM_STATUS_TEXT.membersTitle('Northwind Clinics'),
      }),
    ).toBeInTheDocument();
    open('contoso-health');
    expect(
      await screen.findByRole('heading', { name: FORM_STATUS_TEXT.membersTitle('Contoso Health') }),
    ).toBeInTheDocument();
    expect(slugs).toEqual(['northwind-clinics', 'contoso-health']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/start$/);
  });

  it('a partner without an in-app form: not found', async () => {
    answerRows([NORTHWIND]);
    await renderInApp(makeUser({ role: 'admin' }));
    expect(
      await screen.findByRole('heading', { name: FORM_STATUS_TEXT.notFoundTitle }),
    ).toBeInTheDocument();
  });
});
