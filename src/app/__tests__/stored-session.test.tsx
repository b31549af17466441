/**
 * docs/decisions.md, "Signed-in pages render from the stored session": a signed-in page renders
 * from the stored session and profile at once, and the profile read in the background decides
 * afterwards (role changed: the role guard redirects; session gone: /login). And a sign-in's
 * landing data is requested once, before the page renders, and handed to the page's query cache.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { AuthApp } from '@/app/auth-app';
import { resetLandingData } from '@/app/landing-data';
import { resetToasts } from '@/components/ui/use-toast';
import { LOGIN_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { toRole } from '@/lib/auth/roles';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb, type MockUser } from '@/testing/mocks/handlers';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { server } from '@/testing/mocks/server';
import { expectLocation, makeUser, renderApp, resetAuthStore } from '@/testing/test-utils';
import { heldBack } from '@/testing/held-back';

// The expert's landing page with its two queries (the real page's hooks and keys).
vi.mock('@/app/routes/expert/dashboard', async () => {
  const { useDashboardCounts } = await import('@/features/expert/api/get-dashboard-counts');
  const { useQueue } = await import('@/features/expert/api/get-queue');
  return {
    ExpertDashboardRoute: function ExpertLanding() {
      const counts = useDashboardCounts();
      const queue = useQueue();
      return (
        <>
          <h1>Expert landing</h1>
          {counts.data && queue.data && <p>Counts and queue loaded</p>}
        </>
      );
    },
  };
});
vi.mock('@/app/routes/app/dashboard', () => ({
  DashboardRoute: () => <h1>User landing</h1>,
}));

/** Requests by path (profiles, rpc/...), counted when they start. */
let requests: string[] = [];
function record({ request }: { request: Request }) {
  requests.push(
    `${request.method} ${new URL(request.url).pathname.replace(/^.*\/rest\/v1\//, '')}`,
  );
}
const count = (what: string) => requests.filter((r) => r === what).length;

/** Holds every profile read until `release()`. */
function holdProfileReads() {
  const { opened: gate, release } = heldBack();
  server.use(
    http.get(`${REST_URL}/profiles`, async () => {
      await gate;
      // Falls through to the default handler, which answers from mockDb.
      return undefined;
    }),
  );
  return () => release();
}

/** The browser as a previous visit left it: supabase-js' session and the app's stored profile. */
function storedSignIn(account: MockUser, storedRole: string) {
  resetAuthStore({
    user: makeUser({ id: account.id, email: account.email, role: toRole(storedRole) }),
    session: { accessToken: 'stored', refreshToken: 'stored', expiresAt: null, expiresIn: 3600 },
  });
}

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  resetToasts();
  resetLandingData();
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

describe('a signed-in page opened with a stored session', () => {
  it('renders from the stored profile before the profile request answers', async () => {
    const account = addSignedInUser({ email: 'expert@example.test', role: 'expert' });
    storedSignIn(account, 'expert');
    const release = holdProfileReads();
    renderApp('/expert/dashboard');

    expect(await screen.findByRole('heading', { name: 'Expert landing' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your session')).not.toBeInTheDocument();
    await waitFor(() => expect(count('GET profiles')).toBe(1));

    release();
    // The background read confirms the role: the page stays.
    await waitFor(() => expect(useAuthStore.getState().status).toBe('ready'));
    expect(screen.getByRole('heading', { name: 'Expert landing' })).toBeInTheDocument();
    expect(count('GET profiles')).toBe(1);
  });

  it('redirects when the background read finds another role', async () => {
    const account = addSignedInUser({ email: 'former@example.test', role: 'user' });
    storedSignIn(account, 'expert');
    const release = holdProfileReads();
    renderApp('/expert/dashboard');

    expect(await screen.findByRole('heading', { name: 'Expert landing' })).toBeInTheDocument();
    release();
    await expectLocation('/dashboard');
    expect(await screen.findByRole('heading', { name: 'User landing' })).toBeInTheDocument();
  });

  it('sends the visitor to /login when the stored session is gone', async () => {
    const account = mockDb.addUser({ email: 'gone@example.test', role: 'expert' });
    storedSignIn(account, 'expert'); // the app's copy only: supabase-js holds no session
    renderApp('/expert/dashboard');
    await expectLocation('/login');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?redirectTo=%2Fexpert%2Fdashboard',
    );
  });
});

describe('signing in on the light entry', () => {
  it('requests the landing data once, before the page renders, with one profile request', async () => {
    mockDb.addUser({ email: 'expert@example.test', password: 'pw', role: 'expert' });
    // The data answers only once the page is on screen: it must have been asked for already.
    let pageShown = false;
    const askedBeforePage: string[] = [];
    const noteEarly = ({ request }: { request: Request }) => {
      if (!pageShown && /expert_(dashboard_counts|queue)$/.test(request.url))
        askedBeforePage.push(new URL(request.url).pathname.split('/').pop()!);
    };
    server.events.on('request:start', noteEarly);
    server.use(
      http.post(`${REST_URL}/rpc/expert_dashboard_counts`, async () => {
        await delay(50);
        return undefined;
      }),
    );
    window.history.replaceState(null, '', '/login');
    render(<AuthApp />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'expert@example.test');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: LOGIN_MESSAGES.submit }));

    await screen.findByRole('heading', { name: 'Expert landing' });
    pageShown = true;
    expect(await screen.findByText('Counts and queue loaded')).toBeInTheDocument();
    server.events.removeListener('request:start', noteEarly);
    expect(askedBeforePage.sort()).toEqual(['expert_dashboard_counts', 'expert_queue']);
    expect(count('GET profiles')).toBe(1);
    expect(count('POST rpc/expert_dashboard_counts')).toBe(1);
    expect(count('POST rpc/expert_queue')).toBe(1);
  });
});
