import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fail, fakeClaimBackend, ok } from '@/features/claims/__tests__/fake-backend';
import { ClaimForm } from '@/features/claims/components/claim-form';
import { PublicArticleSuggestions } from '@/features/claims/components/public-article-suggestions';
import { FORM_TEXT } from '@/features/claims/messages';
import { PUBLIC_SUGGESTION_TEXT as T } from '@/features/claims/messages-after-input';
import { takeViewedDraft } from '@/features/claims/lib/public-kb-session';
import { formOf, SEEDED_PARTNERS } from '@/features/claims/__tests__/partner-fixtures';

const ARTICLE = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Modifier 25 with a preventive visit',
  excerpt: 'When is modifier 25 appended...',
};
const FULL = {
  id: ARTICLE.id,
  title: ARTICLE.title,
  question: 'When is modifier 25 appended to a problem-oriented visit on the same day?',
  answer: 'Append 25 when the problem-oriented service is significant and separately identifiable.',
};

const SESSION = '44444444-4444-4444-8444-444444444444';

describe('PublicArticleSuggestions', () => {
  it('offers matching articles for the summary, and expands one in place with its question and answer', async () => {
    const { backend, calls } = fakeClaimBackend({
      kb_suggest_articles: () => ok([ARTICLE]),
      kb_public_article: () => ok([FULL]),
      kb_open_form_session: () => ok(SESSION),
    });
    const user = userEvent.setup();
    render(<PublicArticleSuggestions backend={backend} slug="x" summary="modifier 25" sent={0} />);
    const aside = await screen.findByRole('complementary', { name: T.title });
    expect(calls[0]).toEqual({
      kind: 'rpc',
      name: 'kb_suggest_articles',
      args: { p_text: 'modifier 25', p_account_slug: 'x' },
    });
    const toggle = within(aside).getByRole('button', { name: ARTICLE.title });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(aside).getByText(ARTICLE.excerpt)).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(aside).findByText(FULL.answer)).toBeInTheDocument();
    expect(within(aside).getByText(FULL.question)).toBeInTheDocument();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      within(aside).getByText(FULL.answer),
    );
    const read = calls.find((c) => c.name === 'kb_public_article')!;
    expect(read.args).toMatchObject({ p_id: ARTICLE.id, p_account_slug: 'x' });
    // the view was recorded under the form session the server issued; the submission code marks it sent
    expect(calls.find((c) => c.name === 'kb_open_form_session')?.args).toEqual({
      p_account_slug: 'x',
    });
    expect(read.args.p_draft_id).toBe(SESSION);
    expect(takeViewedDraft()).toBe(SESSION);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(aside).queryByText(FULL.answer)).not.toBeInTheDocument();
  });

  it('asks for one session per visit of the form, and a new one after a submission', async () => {
    let n = 0;
    const other = { ...ARTICLE, id: '55555555-5555-4555-8555-555555555555', title: 'Other' };
    const third = { ...ARTICLE, id: '66666666-6666-4666-8666-666666666666', title: 'Third' };
    const { backend, calls } = fakeClaimBackend({
      kb_suggest_articles: () => ok([ARTICLE, other, third]),
      kb_public_article: (args) => ok([{ ...FULL, id: args.p_id, title: 'x' }]),
      kb_open_form_session: () => ok(`${SESSION.slice(0, -1)}${++n}`),
    });
    const user = userEvent.setup();
    const { rerender } = render(
      <PublicArticleSuggestions backend={backend} slug="x" summary="modifier 25" sent={0} />,
    );
    await user.click(await screen.findByRole('button', { name: ARTICLE.title }));
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'kb_public_article')).toHaveLength(2),
    );
    rerender(
      <PublicArticleSuggestions backend={backend} slug="x" summary="modifier 25" sent={1} />,
    );
    await user.click(screen.getByRole('button', { name: 'Third' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'kb_public_article')).toHaveLength(3),
    );
    const drafts = calls
      .filter((c) => c.name === 'kb_public_article')
      .map((c) => c.args.p_draft_id);
    expect(drafts).toEqual([
      `${SESSION.slice(0, -1)}1`,
      `${SESSION.slice(0, -1)}1`,
      `${SESSION.slice(0, -1)}2`,
    ]);
    takeViewedDraft();
  });

  it('shows nothing under 3 characters or without matches, and says so when an article fails to load', async () => {
    const empty = fakeClaimBackend({ kb_suggest_articles: () => ok([]) });
    const { rerender } = render(
      <PublicArticleSuggestions backend={empty.backend} slug="x" summary="mo" sent={0} />,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(empty.calls).toEqual([]);
    rerender(
      <PublicArticleSuggestions backend={empty.backend} slug="x" summary="modifier" sent={0} />,
    );
    await waitFor(() => expect(empty.calls).toHaveLength(1));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    const failing = fakeClaimBackend({
      kb_suggest_articles: () => ok([ARTICLE]),
      kb_public_article: () => fail('down'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    rerender(
      <PublicArticleSuggestions backend={failing.backend} slug="x" summary="modifier" sent={0} />,
    );
    await user.click(await screen.findByRole('button', { name: ARTICLE.title }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
    expect(takeViewedDraft()).toBeNull();
  });
});

describe('public claim form', () => {
  async function typeSummary(kbSuggestions: boolean) {
    const fake = fakeClaimBackend({ kb_suggest_articles: () => ok([ARTICLE]) });
    const form = formOf(SEEDED_PARTNERS.meridian, 'standalone', { kb_suggestions: kbSuggestions });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ClaimForm form={form} backend={fake.backend} />
      </MemoryRouter>,
    );
    await user.type(
      await screen.findByRole('textbox', { name: new RegExp(`^${FORM_TEXT.labels.title}`) }),
      'modifier 25',
    );
    return fake;
  }

  it("suggests articles when the partner's setting is on", async () => {
    await typeSummary(true);
    expect(await screen.findByRole('button', { name: ARTICLE.title })).toBeInTheDocument();
  });

  it('makes no suggestion call when it is off', async () => {
    const { calls } = await typeSummary(false);
    await new Promise((r) => setTimeout(r, 600));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
