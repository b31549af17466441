import { screen, waitFor, within } from '@testing-library/react';
import { adminBackend, pgError } from '@/features/admin/__tests__/support';
import { EMAIL_DELIVERY_MESSAGES as M } from '@/features/admin/messages/email-delivery';
import { renderApp } from '@/testing/test-utils';

const QID = '13d91a5b-7c2e-4f00-8000-000000000001';

function row(partial: Record<string, unknown> = {}) {
  return {
    key: 'o0000000000000000042',
    outbox_id: 42,
    answer_id: null,
    kind: 'confirmation_email',
    state: 'failed',
    recipient: 'pat@example.test',
    question_id: QID,
    question_title: 'Modifier 25 with a minor procedure',
    corporate_account_name: 'Summit Health System',
    attempts: 8,
    max_attempts: 8,
    last_error: 'confirmation: SMTP failed (SMTP server unreachable)',
    last_attempt_at: '2026-11-20T10:00:00Z',
    next_attempt_at: null,
    created_at: '2026-11-20T08:00:00Z',
    ...partial,
  };
}

const retrying = row({
  key: 'o0000000000000000041',
  outbox_id: 41,
  kind: 'info_request_email',
  state: 'retrying',
  attempts: 2,
  next_attempt_at: '2999-01-01T10:00:00Z',
  created_at: '2026-11-20T07:00:00Z',
});
const answer = row({
  key: `o${'9'.padStart(19, '0')}`,
  outbox_id: 9,
  answer_id: 'f0e00000-0000-4000-8000-000000000009',
  kind: 'answer_email',
  max_attempts: 8,
  attempts: 1,
  last_error: 'SMTP 550 mailbox unavailable',
  created_at: '2026-11-20T06:00:00Z',
});

describe('Email delivery page', () => {
  it('lists each email in words with its question reference, attempts, error and next try', async () => {
    adminBackend({
      admin_email_deliveries: () => [row(), retrying, answer],
      admin_email_delivery_counts: () => [{ failed: 2, retrying: 1 }],
    });
    renderApp('/admin/email-delivery');
    expect(await screen.findByRole('heading', { name: 'Email delivery', level: 1 })).toBeVisible();
    const rows = await screen.findAllByTestId('email-delivery-row');
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(first).toHaveTextContent('Confirmation to the submitter');
    expect(first).toHaveTextContent('Failed');
    expect(first).toHaveTextContent('pat@example.test');
    expect(first).toHaveTextContent('8 of 8');
    expect(first).toHaveTextContent('SMTP server unreachable');
    expect(first).toHaveTextContent(M.noNextTry);
    expect(within(first).getByRole('link', { name: 'Q-13D91A5B' })).toHaveAttribute(
      'href',
      `/admin/questions/${QID}`,
    );
    expect(rows[1]).toHaveTextContent('Request for more information');
    expect(rows[1]).toHaveTextContent('Retrying');
    expect(rows[1]).toHaveTextContent('2 of 8');
    expect(rows[1]).not.toHaveTextContent(M.noNextTry);
    expect(rows[2]).toHaveTextContent('Approved answer');
    expect(screen.getByTestId('email-delivery-summary')).toHaveTextContent('2 failed · 1 retrying');
  });

  it('filters by state in the URL and loads older pages after the last row', async () => {
    const page = Array.from({ length: 50 }, (_, i) =>
      row({ key: `o${String(100 - i).padStart(19, '0')}`, outbox_id: 100 - i }),
    );
    const calls = adminBackend({
      admin_email_deliveries: (b) => (b.p_after_key ? [row({ key: 'o1', outbox_id: 1 })] : page),
    });
    const { user } = renderApp('/admin/email-delivery?state=failed');
    expect(await screen.findAllByTestId('email-delivery-row')).toHaveLength(50);
    expect(calls.find((c) => c.name === 'admin_email_deliveries')?.body).toMatchObject({
      p_state: 'failed',
    });
    await user.click(screen.getByRole('button', { name: M.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('email-delivery-row')).toHaveLength(51));
    expect(calls.filter((c) => c.name === 'admin_email_deliveries').at(-1)?.body).toMatchObject({
      p_state: 'failed',
      p_after_created_at: '2026-11-20T08:00:00Z',
      p_after_key: `o${'51'.padStart(19, '0')}`,
    });
    await user.selectOptions(screen.getByLabelText(M.show), M.stateRetrying);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/email-delivery?state=retrying',
    );
  });

  it('sends an outbox email again, and an answer email the same way (its outbox row)', async () => {
    const calls = adminBackend({
      admin_email_deliveries: () => [row(), answer],
      admin_outbox_send_again: () => [
        { outbox_id: 42, state: 'queued', attempts: 0, next_attempt_at: null },
      ],
    });
    const { user } = renderApp('/admin/email-delivery');
    await user.click(
      await screen.findByRole('button', {
        name: 'Send again: Confirmation to the submitter, Q-13D91A5B',
      }),
    );
    expect(await screen.findByText(M.queuedToast)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'admin_outbox_send_again')?.body).toEqual({ p_id: 42 });
    await user.click(
      screen.getByRole('button', { name: 'Send again: Approved answer, Q-13D91A5B' }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'admin_outbox_send_again').map((c) => c.body)).toEqual([
        { p_id: 42 },
        { p_id: answer.outbox_id },
      ]),
    );
  });

  it('gives up after asking, and shows the refusal when someone else acted first', async () => {
    let refuse = true;
    const calls = adminBackend({
      admin_email_deliveries: () => [row()],
      admin_outbox_give_up: () =>
        refuse
          ? pgError(409, 'PT409', 'This email has already been given up')
          : [{ outbox_id: 42, state: 'given_up', attempts: 8, next_attempt_at: null }],
    });
    const { user } = renderApp('/admin/email-delivery');
    await user.click(
      await screen.findByRole('button', {
        name: 'Give up: Confirmation to the submitter, Q-13D91A5B',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: M.giveUpTitle });
    expect(dialog).toHaveTextContent('confirmation to the submitter to pat@example.test');
    await user.click(within(dialog).getByRole('button', { name: M.giveUp }));
    expect(await screen.findByText('Someone else acted first')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: /^Give up: / }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: M.giveUp }),
    );
    expect(await screen.findByText(M.givenUpToast)).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'admin_outbox_give_up').map((c) => c.body)).toEqual([
      { p_id: 42 },
      { p_id: 42 },
    ]);
  });

  it('says when nothing needs acting on', async () => {
    adminBackend({});
    renderApp('/admin/email-delivery');
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    adminBackend({ admin_email_deliveries: () => pgError(500, 'XX000', 'outbox unavailable') });
    renderApp('/admin/email-delivery?state=retrying');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('outbox unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("the dashboard's count says when every email went out and links to the page", async () => {
    adminBackend({ admin_email_delivery_counts: () => [{ failed: 0, retrying: 0 }] });
    renderApp('/admin/dashboard');
    expect(await screen.findByText(M.countNone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.open })).toHaveAttribute(
      'href',
      '/admin/email-delivery',
    );
  });
});
