import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createStaffUser } from '@/features/admin/api/create-staff-user';
import { deleteUser } from '@/features/admin/api/delete-user';
import { getAllUsers } from '@/features/admin/api/get-all-users';
import { USERS_PAGE_SIZE, userSearchFilter } from '@/features/admin/api/get-users-page';
import type { ManagedUser } from '@/features/admin/api/types';
import { updateUser } from '@/features/admin/api/update-user';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { API_ERROR_TEXT } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth/auth-store';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { FUNCTIONS_URL, REST_URL } from '@/testing/mocks/supabase-urls';
import { makeUser, renderApp, resetAuthStore } from '@/testing/test-utils';
import { serveUsers } from '@/features/admin/__tests__/support';
import { chooseRowAction } from '@/testing/row-actions';

const staff = (partial: Partial<ManagedUser>): ManagedUser => ({
  id: crypto.randomUUID(),
  name: 'Someone',
  email: 'someone@example.test',
  role: 'user',
  questionsRemaining: 10,
  avatarUrl: null,
  isCorporateUser: false,
  isApprover: false,
  ...partial,
});

let requests: Array<{ url: string; body: unknown }>;
let listed: URL[];

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  requests = [];
  listed = serveUsers(() => [
    staff({ name: 'Ada User', email: 'ada@example.test', questionsRemaining: 3 }),
    staff({ name: 'Eve Expert', email: 'eve@example.test', role: 'expert', isApprover: false }),
  ]);
  server.use(
    http.post(`${FUNCTIONS_URL}/:name`, async ({ request, params }) => {
      const body = await request.json().catch(() => null);
      requests.push({ url: request.url, body });
      if (params.name === 'get-all-users-email') {
        return HttpResponse.json({
          data: {
            users: [
              staff({ name: 'Ada User', email: 'ada@example.test', questionsRemaining: 3 }),
              staff({
                name: 'Eve Expert',
                email: 'eve@example.test',
                role: 'expert',
                isApprover: false,
              }),
            ],
          },
        });
      }
      if (params.name === 'create-staff-user') {
        const input = body as { email: string; name: string; role: 'admin' | 'expert' };
        return HttpResponse.json({ data: { user: staff({ ...input, questionsRemaining: -1 }) } });
      }
      if (params.name === 'delete-user') return HttpResponse.json({ data: { deleted: true } });
      return HttpResponse.json({ error: 'unknown' }, { status: 404 });
    }),
    http.post(`${REST_URL}/rpc/admin_update_user`, async ({ request }) => {
      requests.push({ url: request.url, body: await request.json() });
      return HttpResponse.json({});
    }),
  );
});

describe('admin API messages (docs/spec-notes.md, "Messages": Admin and session)', () => {
  it("refuses non-admins before any request: 'Only admins can create expert users'", async () => {
    useAuthStore.setState({ user: makeUser({ role: 'expert' }) });
    await expect(
      createStaffUser({
        email: 'x@example.test',
        password: 'long-enough',
        name: 'X',
        role: 'expert',
      }),
    ).rejects.toThrow('Only admins can create expert users');
    expect(requests).toHaveLength(0);
  });

  it("refuses non-admins: 'Only admins can update users'", async () => {
    useAuthStore.setState({ user: makeUser({ role: 'user' }) });
    await expect(updateUser({ userId: 'u1', name: 'Y' })).rejects.toThrow(
      'Only admins can update users',
    );
    expect(requests).toHaveLength(0);
  });

  it("refuses non-admins: 'Only admins can delete users'", async () => {
    useAuthStore.setState({ user: makeUser({ role: 'expert' }) });
    await expect(deleteUser('u1')).rejects.toThrow('Only admins can delete users');
    expect(requests).toHaveLength(0);
  });

  it("lists users only with a session: 'No valid session found'", async () => {
    await expect(getAllUsers()).rejects.toThrow('No valid session found');
  });

  it('returns an empty list when get-all-users-email fails', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${FUNCTIONS_URL}/get-all-users-email`, () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    await expect(getAllUsers()).resolves.toEqual([]);
  });

  it("says 'Failed to create user' when create-staff-user returns nothing", async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    useAuthStore.setState({ user: makeUser({ role: 'admin' }) });
    server.use(
      http.post(`${FUNCTIONS_URL}/create-staff-user`, () => HttpResponse.json({ data: {} })),
    );
    await expect(
      createStaffUser({
        email: 'x@example.test',
        password: 'long-enough',
        name: 'X',
        role: 'expert',
      }),
    ).rejects.toThrow(ADMIN_MESSAGES.failedToCreateUser);
  });

  it("passes the backend's message through", async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    useAuthStore.setState({ user: makeUser({ role: 'admin' }) });
    server.use(
      http.post(`${FUNCTIONS_URL}/create-staff-user`, () =>
        HttpResponse.json(
          { error: 'A user with this email address has already been registered' },
          { status: 409 },
        ),
      ),
    );
    await expect(
      createStaffUser({
        email: 'x@example.test',
        password: 'long-enough',
        name: 'X',
        role: 'expert',
      }),
    ).rejects.toThrow('A user with this email address has already been registered');
  });
});

describe('User Management page', () => {
  it('lists users with email, role and quota, and creates a staff user', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin', name: 'Root Admin' });
    const { user } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const row = await screen.findByTestId('user-row-ada@example.test');
    expect(within(row).getByText('Ada User')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ADMIN_MESSAGES.addStaff }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'New Expert');
    await user.type(within(dialog).getByLabelText('Email'), 'new.expert@example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough-pw');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.create }));
    expect(
      await screen.findByText(ADMIN_MESSAGES.createdToast, { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/create-staff-user'))?.body).toEqual({
      name: 'New Expert',
      email: 'new.expert@example.test',
      password: 'long-enough-pw',
      role: 'expert',
    });
  });

  it('a failed list says so in words with Retry, never "No users to show."', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin', name: 'Root Admin' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serveUsers(() => [staff({ email: 'ada@example.test' })]);
    server.use(
      http.get(`${REST_URL}/profiles`, ({ request }) =>
        fail && new URL(request.url).searchParams.has('order')
          ? new HttpResponse('Internal Server Error', { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderApp('/admin/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.loadUsersFailed);
    expect(alert).toHaveTextContent(API_ERROR_TEXT.serverFailed);
    expect(alert).not.toHaveTextContent('Internal Server Error');
    expect(screen.queryByText(ADMIN_MESSAGES.empty)).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('user-row-ada@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after deleting a user, focus is on the users table, not lost on <body>', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin', name: 'Root Admin' });
    let deleted = false;
    serveUsers(() => [
      staff({ name: 'Eve Expert', email: 'eve@example.test', role: 'expert' }),
      ...(deleted ? [] : [staff({ name: 'Ada User', email: 'ada@example.test' })]),
    ]);
    server.use(
      http.post(`${FUNCTIONS_URL}/delete-user`, () => {
        deleted = true;
        return HttpResponse.json({ data: { deleted: true } });
      }),
    );
    const { user } = renderApp('/admin/users');
    await chooseRowAction(user, 'Ada User', ADMIN_MESSAGES.delete);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.delete }));
    await waitFor(() =>
      expect(screen.queryByTestId('user-row-ada@example.test')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'Users' })).toHaveFocus());
  });

  it('sets the approver flag of an expert through admin_update_user', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    const { user } = renderApp('/admin/users');
    const row = await screen.findByTestId('user-row-eve@example.test');
    await user.click(within(row).getByRole('button', { name: 'Edit Eve Expert' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.save }));
    expect(
      await screen.findByText(ADMIN_MESSAGES.updatedToast, { selector: 'li *' }),
    ).toBeInTheDocument();
    const rpc = requests.find((r) => r.url.endsWith('/rpc/admin_update_user'));
    expect(rpc?.body).toMatchObject({ p_is_approver: true });
  });
});

describe('User Management forms (react-hook-form + zod + Field)', () => {
  it('checks the create-staff form before sending, with the errors tied to their fields', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: ADMIN_MESSAGES.addStaff }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.create }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_MESSAGES.passwordTooShort)).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText(ADMIN_MESSAGES.nameRequired).id,
    );
    expect(requests.filter((r) => r.url.endsWith('/create-staff-user'))).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and in an Error toast", async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    server.use(
      http.post(`${REST_URL}/rpc/admin_update_user`, () =>
        HttpResponse.json(
          { code: '22023', message: 'Quota must be -1 or more', details: null, hint: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/admin/users');
    const row = await screen.findByTestId('user-row-ada@example.test');
    await user.click(within(row).getByRole('button', { name: 'Edit Ada User' }));
    const dialog = await screen.findByRole('dialog');
    const quota = within(dialog).getByLabelText('Questions remaining (-1 is unlimited)');
    await user.clear(quota);
    await user.type(quota, '2.5');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.save }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.quotaInvalid)).toBeInTheDocument();
    await user.clear(quota);
    await user.type(quota, '7');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Quota must be -1 or more');
    expect(
      await screen.findByText(ADMIN_MESSAGES.errorToast, { selector: 'li *' }),
    ).toBeInTheDocument();
  });
});

describe('User Management paging and search (on the server)', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      staff({ id: `u${i + 1}`, name: `Person ${i + 1}`, email: `p${i + 1}@example.test` }),
    );

  it('asks for one page newest first with its count, and steps with Next and Previous', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    listed = serveUsers(() => many(USERS_PAGE_SIZE + 3));
    const { user } = renderApp('/admin/users');
    expect(await screen.findByTestId('user-row-p1@example.test')).toBeInTheDocument();
    expect(screen.queryByTestId(`user-row-p${USERS_PAGE_SIZE + 1}@example.test`)).toBeNull();
    const first = listed.at(-1)!;
    expect(first.searchParams.get('order')).toBe('created_at.desc,id.asc');
    expect(first.searchParams.get('offset')).toBe('0');
    expect(first.searchParams.get('limit')).toBe(String(USERS_PAGE_SIZE));

    const pages = screen.getByRole('navigation', { name: ADMIN_MESSAGES.pagination });
    expect(within(pages).getByRole('status')).toHaveTextContent(
      `1–${USERS_PAGE_SIZE} of ${USERS_PAGE_SIZE + 3} users · Page 1 of 2`,
    );
    const previous = within(pages).getByRole('button', { name: ADMIN_MESSAGES.previous });
    const next = within(pages).getByRole('button', { name: ADMIN_MESSAGES.next });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    next.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByTestId(`user-row-p${USERS_PAGE_SIZE + 3}@example.test`),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('user-row-p1@example.test')).toBeNull();
    expect(listed.at(-1)!.searchParams.get('offset')).toBe(String(USERS_PAGE_SIZE));
    expect(within(pages).getByRole('status')).toHaveTextContent(
      `${USERS_PAGE_SIZE + 1}–${USERS_PAGE_SIZE + 3} of ${USERS_PAGE_SIZE + 3} users · Page 2 of 2`,
    );
    // The last page: Next stays focused, and pressing it again does nothing.
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    expect(next).toHaveFocus();
    const asked = listed.length;
    await user.keyboard('{Enter}');
    expect(listed).toHaveLength(asked);

    await user.click(previous);
    expect(await screen.findByTestId('user-row-p1@example.test')).toBeInTheDocument();
  });

  it('shows its spinner until the rows are drawn, and the pager only with its rows', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    listed = serveUsers(() => many(USERS_PAGE_SIZE + 3));
    // Every state the page commits, as the person sees it: the rows are drawn in a deferred render
    const wrong = new Set<string>();
    const observer = new MutationObserver(() => {
      const rows = document.querySelectorAll('[data-testid^="user-row-"]').length;
      const pager = document.querySelector(`nav[aria-label="${ADMIN_MESSAGES.pagination}"]`);
      const spinner = screen.queryByText(ADMIN_MESSAGES.loadingUsers);
      if (pager && rows === 0) wrong.add('the pager without its rows');
      if (spinner && rows > 0) wrong.add('the spinner beside the rows');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp('/admin/users');
    expect(await screen.findByText(ADMIN_MESSAGES.loadingUsers)).toBeInTheDocument();
    expect(await screen.findByTestId('user-row-p1@example.test')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: ADMIN_MESSAGES.pagination })).toBeVisible();
    expect(screen.queryByText(ADMIN_MESSAGES.loadingUsers)).toBeNull();
    observer.disconnect();
    expect([...wrong]).toEqual([]);
  });

  it('sends the search to the server, so a user past the first page is found', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    listed = serveUsers(() => many(USERS_PAGE_SIZE + 3));
    const { user } = renderApp('/admin/users');
    await screen.findByTestId('user-row-p1@example.test');
    await user.type(screen.getByRole('searchbox', { name: ADMIN_MESSAGES.search }), 'P53{Enter}');
    expect(await screen.findByTestId('user-row-p53@example.test')).toBeInTheDocument();
    expect(screen.queryByTestId('user-row-p1@example.test')).toBeNull();
    expect(listed.at(-1)!.searchParams.get('or')).toBe('(name.ilike."*P53*",email.ilike."*P53*")');
    expect(screen.getByRole('status')).toHaveTextContent('1–1 of 1 user · Page 1 of 1');

    await user.clear(screen.getByRole('searchbox', { name: ADMIN_MESSAGES.search }));
    await user.type(
      screen.getByRole('searchbox', { name: ADMIN_MESSAGES.search }),
      'nobody{Enter}',
    );
    expect(await screen.findByText(ADMIN_MESSAGES.emptySearch)).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MESSAGES.empty)).not.toBeInTheDocument();
  });

  it('a page past the end (an old link) shows the last page', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    listed = serveUsers(() => many(3));
    renderApp('/admin/users?page=4');
    expect(await screen.findByTestId('user-row-p3@example.test')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1–3 of 3 users · Page 1 of 1');
  });
});

describe('userSearchFilter', () => {
  it('takes what the admin types literally: LIKE wildcards escaped, the pattern quoted', () => {
    expect(userSearchFilter('ada')).toBe('name.ilike."*ada*",email.ilike."*ada*"');
    expect(userSearchFilter('50%_a,b(c)"d\\')).toBe(
      'name.ilike."*50\\\\%\\\\_a,b(c)\\"d\\\\\\\\*",email.ilike."*50\\\\%\\\\_a,b(c)\\"d\\\\\\\\*"',
    );
  });
});
