import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adminBackend, pgError } from '@/features/admin/__tests__/support';
import { server } from '@/testing/mocks/server';
import { FUNCTIONS_URL } from '@/testing/mocks/supabase-urls';
import { renderApp } from '@/testing/test-utils';

const settings = {
  answer_time_target_hours: 72,
  answer_time_target_updated_at: null,
  answer_time_target_updated_by: null,
  demo_access_code_set: true,
  demo_access_code_updated_at: '2026-11-20T10:00:00Z',
  demo_access_code_updated_by: 'Alex Admin',
};

describe('Settings page', () => {
  it('changes the demo code after a confirmation; never shows a code', async () => {
    const calls = adminBackend({
      admin_get_settings: () => [settings],
      set_demo_access_code: () => null,
    });
    const { user } = renderApp('/admin/settings');
    expect(await screen.findByTestId('demo-code-changed')).toHaveTextContent(
      /Last changed .+ by Alex Admin\./,
    );
    expect(screen.getByRole('link', { name: /Corporate accounts/ })).toHaveAttribute(
      'href',
      '/admin/accounts',
    );
    const code = screen.getByLabelText('New access code');
    expect(code).toHaveAttribute('type', 'password');
    expect(code).toHaveValue('');

    await user.type(code, 'short');
    await user.click(screen.getByRole('button', { name: 'Change the code' }));
    expect(
      await screen.findByText('The access code must be 8 to 100 characters'),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await user.type(code, 'NEW-CODE-2027');
    await user.type(screen.getByLabelText('Type the new code again'), 'new-code-2028');
    await user.click(screen.getByRole('button', { name: 'Change the code' }));
    expect(await screen.findByText('The two codes do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Type the new code again'));
    await user.type(screen.getByLabelText('Type the new code again'), 'new-code-2027');
    await user.click(screen.getByRole('button', { name: 'Change the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the demo access code?' });
    expect(calls.some((c) => c.name === 'set_demo_access_code')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Change it' }));
    expect(
      await screen.findByText('Demo access code changed', { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'set_demo_access_code')?.body).toEqual({
      code: 'NEW-CODE-2027',
    });
    await waitFor(() => expect(code).toHaveValue(''));
  });

  it('says, next to the demo code, how long an unlocked form stays open', async () => {
    adminBackend({ admin_get_settings: () => [settings] });
    renderApp('/admin/settings');
    const section = (await screen.findByTestId('demo-code-changed')).closest('section')!;
    expect(within(section).getByTestId('demo-code-lifetime')).toHaveTextContent(
      "An unlocked form stays open for 12 hours on that browser, and only that partner's form.",
    );
  });

  it("saves the answer-time target, and shows the server's refusal on the form", async () => {
    let refuse = true;
    const calls = adminBackend({
      admin_get_settings: () => [settings],
      admin_set_answer_time_target: (b) =>
        refuse ? pgError(403, '42501', 'Only admins can change settings') : b.p_hours,
    });
    const { user } = renderApp('/admin/settings');
    const hours = await screen.findByLabelText('Target in hours');
    expect(hours).toHaveValue(72);
    await user.clear(hours);
    await user.type(hours, '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The answer-time target must be between 1 and 720 hours'),
    ).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Only admins can change settings', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Answer-time target saved', { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'admin_set_answer_time_target').at(-1)?.body).toEqual({
      p_hours: 48,
    });
  });

  it('saves the ask-back periods: validation tied to the fields, the server refusal, a toast', async () => {
    let refuse = true;
    const calls = adminBackend({
      admin_get_settings: () => [settings],
      admin_ask_back_settings: () => [{ reminder_days: 3, close_days: 14, reopen_days: 30 }],
      admin_set_ask_back_settings: () =>
        refuse ? pgError(403, '42501', 'Only admins can change settings') : null,
    });
    const { user } = renderApp('/admin/settings');
    const section = await screen.findByRole('region', { name: 'Request more information' });
    const reminder = await within(section).findByLabelText('Reminder after (days)');
    const close = within(section).getByLabelText('Close as "Closed – no reply" after (days)');
    const reopen = within(section).getByLabelText(
      'A reply reopens a closed question within (days)',
    );
    expect(reminder).toHaveValue(3);
    expect(close).toHaveValue(14);
    expect(reopen).toHaveValue(30);
    const save = within(section).getByRole('button', { name: 'Save' });

    await user.clear(reminder);
    await user.type(reminder, '61');
    await user.clear(reopen);
    await user.type(reopen, '0');
    await user.click(save);
    expect(
      await within(section).findByText('The reminder must be sent after 1 to 60 days'),
    ).toBeInTheDocument();
    expect(reminder).toHaveAttribute('aria-invalid', 'true');
    expect(reminder).toHaveAccessibleDescription('The reminder must be sent after 1 to 60 days');
    expect(reopen).toHaveAccessibleDescription('The reopen window must be 1 to 365 days');
    // the close must come after the reminder: the error sits on the close field
    await user.clear(reminder);
    await user.type(reminder, '14');
    await user.clear(reopen);
    await user.type(reopen, '20');
    await user.click(save);
    expect(close).toHaveAccessibleDescription(
      'Questions must close after the reminder and within 180 days',
    );
    expect(reminder).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.name === 'admin_set_ask_back_settings')).toBe(false);

    await user.clear(reminder);
    await user.type(reminder, '2');
    await user.clear(close);
    await user.type(close, '10');
    await user.click(save);
    expect(
      await within(section).findByText('Only admins can change settings', {
        selector: '[role=alert]',
      }),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(save);
    expect(
      await screen.findByText('Request periods saved', { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Reminder after 2 days, closed after 10 days, reopen within 20 days.', {
        selector: 'li *',
      }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'admin_set_ask_back_settings').at(-1)?.body).toEqual({
      p_reminder_days: 2,
      p_close_days: 10,
      p_reopen_days: 20,
    });
  });

  describe('the human check (Turnstile)', () => {
    const NOT_ENFORCED =
      'Turnstile is configured but not enforced: the widget may show, yet anonymous questions are accepted without the human check. Require it below.';
    const NOT_CONFIGURED =
      'The human check is required but Turnstile is not fully configured: anonymous questions are refused until the site key is in the build and the secret is set, or the requirement is turned off.';
    const secretIs = (configured: boolean) =>
      server.use(
        http.post(`${FUNCTIONS_URL}/verify-turnstile`, () =>
          HttpResponse.json({ data: { secretConfigured: configured } }),
        ),
      );
    afterEach(() => vi.unstubAllEnvs());

    it('configured but not required: a warning, and one click requires it (the server records it)', async () => {
      vi.stubEnv('VITE_TURNSTILE_SITE_KEY', '0x4AAAAAAA-site-key');
      let required = false;
      const calls = adminBackend({
        admin_get_settings: () => [settings],
        admin_turnstile_setting: () => [{ required, updated_at: null, updated_by: null }],
        admin_set_turnstile_required: (b) => ((required = b.p_on as boolean), required),
      });
      secretIs(true);
      const { user } = renderApp('/admin/settings');
      const section = await screen.findByRole('region', {
        name: 'Human check on the public forms (Cloudflare Turnstile)',
      });
      expect(await within(section).findByTestId('turnstile-warning')).toHaveTextContent(
        NOT_ENFORCED,
      );
      expect(within(section).getByTestId('turnstile-site-key')).toHaveTextContent('Yes');
      await waitFor(() =>
        expect(within(section).getByTestId('turnstile-secret')).toHaveTextContent('Yes'),
      );
      expect(within(section).getByTestId('turnstile-required')).toHaveTextContent('No');

      await user.click(within(section).getByRole('button', { name: 'Require the human check' }));
      expect(
        await screen.findByText('The human check is required', { selector: 'li *' }),
      ).toBeInTheDocument();
      expect(calls.filter((c) => c.name === 'admin_set_turnstile_required')).toEqual([
        { name: 'admin_set_turnstile_required', body: { p_on: true } },
      ]);
      await waitFor(() =>
        expect(within(section).getByTestId('turnstile-required')).toHaveTextContent('Yes'),
      );
      expect(within(section).queryByTestId('turnstile-warning')).not.toBeInTheDocument();
      expect(
        within(section).getByRole('button', { name: 'Stop requiring the human check' }),
      ).toBeInTheDocument();
    });

    it('required without a site key in the build: the warning says anonymous questions are refused', async () => {
      adminBackend({
        admin_get_settings: () => [settings],
        admin_turnstile_setting: () => [
          { required: true, updated_at: '2026-11-20T10:00:00Z', updated_by: 'Alex Admin' },
        ],
      });
      secretIs(true);
      renderApp('/admin/settings');
      expect(await screen.findByTestId('turnstile-warning')).toHaveTextContent(NOT_CONFIGURED);
      expect(screen.getByTestId('turnstile-site-key')).toHaveTextContent('No');
    });

    it('nothing configured and nothing required (the local stack): no warning', async () => {
      adminBackend({
        admin_get_settings: () => [settings],
        admin_turnstile_setting: () => [{ required: false, updated_at: null, updated_by: null }],
      });
      renderApp('/admin/settings');
      await waitFor(() => expect(screen.getByTestId('turnstile-secret')).toHaveTextContent('No'));
      expect(screen.getByTestId('turnstile-required')).toHaveTextContent('No');
      expect(screen.queryByTestId('turnstile-warning')).not.toBeInTheDocument();
    });
  });

  it('shows the reason and Retry when settings cannot be loaded', async () => {
    adminBackend({ admin_get_settings: () => pgError(500, 'XX000', 'connection lost') });
    renderApp('/admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('connection lost');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a setting no administrator changed says it was set at setup, never "by someone"', async () => {
    adminBackend({
      admin_get_settings: () => [{ ...settings, demo_access_code_updated_by: null }],
    });
    renderApp('/admin/settings');
    const changed = await screen.findByTestId('demo-code-changed');
    expect(changed).toHaveTextContent(
      /^Set .+ when ClaimDesk was set up; no administrator has changed it since\.$/,
    );
    expect(changed).not.toHaveTextContent('someone');
  });
});
