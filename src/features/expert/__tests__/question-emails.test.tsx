import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QuestionEmails } from '@/features/expert/components/question-emails';
import { QUESTION_EMAILS_TEXT as T } from '@/features/expert/messages/question-emails';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { makeUser, renderWithProviders, resetAuthStore } from '@/testing/test-utils';

const QID = '13d91a5b-7c2e-4f00-8000-000000000001';

function email(partial: Record<string, unknown>) {
  return {
    key: 'o1',
    kind: 'confirmation_email',
    state: 'sent',
    recipient: 'pat@example.test',
    attempts: 1,
    max_attempts: 8,
    last_error: null,
    last_attempt_at: '2026-11-20T10:00:00Z',
    next_attempt_at: null,
    sent_at: '2026-11-20T10:00:01Z',
    given_up_at: null,
    created_at: '2026-11-20T10:00:00Z',
    ...partial,
  };
}

function backend(rows: unknown[]) {
  const asked: unknown[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/question_emails`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(rows);
    }),
  );
  return asked;
}

describe('QuestionEmails', () => {
  it("shows each email's state in words: sent, retrying with the error, scheduled, not sent", async () => {
    resetAuthStore({ user: makeUser({ role: 'expert' }) });
    const asked = backend([
      email({ key: 'o1' }),
      email({
        key: 'o2',
        kind: 'partner_notification',
        state: 'retrying',
        recipient: 'ops@summit.test',
        attempts: 2,
        last_error: 'notification: SMTP failed (SMTP server unreachable)',
        next_attempt_at: '2999-01-01T10:00:00Z',
        sent_at: null,
      }),
      email({
        key: 'o3',
        kind: 'info_request_close',
        state: 'scheduled',
        attempts: 0,
        next_attempt_at: '2999-01-01T10:00:00Z',
        sent_at: null,
      }),
      email({
        key: 'o4',
        kind: 'smartsheet_row',
        state: 'skipped',
        recipient: null,
        last_error: 'Smartsheet is not configured',
      }),
    ]);
    renderWithProviders(<QuestionEmails questionId={QID} />);
    const rows = await screen.findAllByTestId('question-email');
    expect(asked).toEqual([{ p_question_id: QID }]);
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual([
      'sent',
      'retrying',
      'scheduled',
      'skipped',
    ]);
    expect(rows[0]).toHaveTextContent('Confirmation to the submitter');
    expect(rows[0]).toHaveTextContent('To pat@example.test');
    expect(rows[0]).toHaveTextContent(/Sent .*2026/);
    expect(rows[1]).toHaveTextContent(
      /Attempt 2 of 8 failed \(notification: SMTP failed \(SMTP server unreachable\)\)\. Next try .*2999/,
    );
    expect(rows[2]).toHaveTextContent('Closing notice (no reply)');
    expect(rows[2]).toHaveTextContent(/Scheduled for .*2999/);
    expect(rows[3]).toHaveTextContent('To Smartsheet');
    expect(rows[3]).toHaveTextContent('Not sent: Smartsheet is not configured.');
    expect(screen.queryByTestId('confirmation-failed')).toBeNull();
  });

  it('says first that the confirmation finally failed; admins get the way to Email delivery', async () => {
    resetAuthStore({ user: makeUser({ role: 'admin' }) });
    backend([
      email({
        state: 'failed',
        attempts: 8,
        last_error: 'confirmation: SMTP failed (SMTP server unreachable)',
        sent_at: null,
      }),
    ]);
    renderWithProviders(<QuestionEmails questionId={QID} />);
    const note = await screen.findByTestId('confirmation-failed');
    expect(note).toHaveTextContent(T.confirmationFailed('pat@example.test'));
    expect(within(note).getByRole('link', { name: T.openEmailDelivery })).toHaveAttribute(
      'href',
      '/admin/email-delivery?state=failed',
    );
    expect(screen.getByTestId('question-email')).toHaveTextContent(
      'Failed after 8 attempts (confirmation: SMTP failed (SMTP server unreachable)).',
    );
  });

  it('an expert reads a given-up confirmation too, without the admin link', async () => {
    resetAuthStore({ user: makeUser({ role: 'expert' }) });
    backend([
      email({
        state: 'given_up',
        last_error: 'SMTP 550',
        given_up_at: '2026-11-21T09:00:00Z',
        sent_at: null,
      }),
    ]);
    renderWithProviders(<QuestionEmails questionId={QID} />);
    const note = await screen.findByTestId('confirmation-failed');
    expect(within(note).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('question-email')).toHaveTextContent(
      /Given up .*2026.* \(SMTP 550\)\./,
    );
  });

  it('says when no email is recorded', async () => {
    resetAuthStore({ user: makeUser({ role: 'expert' }) });
    backend([]);
    renderWithProviders(<QuestionEmails questionId={QID} />);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});
