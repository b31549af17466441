/**
 * docs/decisions.md, "Weight of the staff pages": while the app loads, a signed-in page shows the
 * staff frame, the layout and the page's own heading and description, and only what the stored
 * user's guard would let them open. A visitor sees the spinner alone.
 */
import { render, screen } from '@testing-library/react';
import { pageHeadFor, preloadStaffPage } from '@/app/layout/page-heads';
import { StaffFrame } from '@/app/layout/staff-frame';
import { SIGNED_IN_PAGES } from '@/app/pages';
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import { AUTH_STORE_KEY, readStoredUser } from '@/lib/auth/stored-user';

// The loaders record what was asked for (the real ones import the layout's and pages' modules).
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@/app/route-loaders', () => {
  const loader = (name: string) => () => {
    loaded.push(name);
    return Promise.resolve({});
  };
  return { loadAppLayout: loader('layout'), loadGuards: loader('guards') };
});
beforeAll(() => {
  for (const page of SIGNED_IN_PAGES)
    vi.spyOn(page, 'load').mockImplementation(() => {
      loaded.push(page.path);
      return Promise.resolve({});
    });
});

function storeUser(user: Record<string, unknown> | null) {
  window.localStorage.setItem(
    AUTH_STORE_KEY,
    JSON.stringify({ state: { user, session: user ? { accessToken: 't' } : null }, version: 0 }),
  );
}

const admin = { id: 'a', role: 'admin', isApprover: false, name: 'Ada' };
const expert = { id: 'e', role: 'expert', isApprover: false, name: 'Eve' };
const approver = { ...expert, isApprover: true };

afterEach(() => window.localStorage.clear());

describe('readStoredUser', () => {
  it('reads the role and approver flag the auth store persisted', () => {
    storeUser(approver);
    expect(readStoredUser()).toEqual({ role: 'expert', isApprover: true });
  });

  it('is null with nothing stored, no user, an unknown role or unreadable JSON', () => {
    expect(readStoredUser()).toBeNull();
    storeUser(null);
    expect(readStoredUser()).toBeNull();
    storeUser({ ...admin, role: 'superuser' });
    expect(readStoredUser()).toBeNull();
    window.localStorage.setItem(AUTH_STORE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
  });
});

describe('pageHeadFor', () => {
  it('gives each staff page its own heading, for the role its guard lets in', () => {
    expect(pageHeadFor('/admin/users', { role: 'admin', isApprover: false })).toEqual(
      ADMIN_PAGE_HEADS.users,
    );
    expect(pageHeadFor('/admin/', { role: 'admin', isApprover: false })).toEqual(
      ADMIN_PAGE_HEADS.dashboard,
    );
    expect(pageHeadFor('/expert/dashboard', { role: 'expert', isApprover: false })).toEqual(
      EXPERT_PAGE_HEADS.dashboard,
    );
    expect(pageHeadFor('/admin/users', { role: 'expert', isApprover: true })).toBeUndefined();
    expect(pageHeadFor('/expert/metrics', { role: 'admin', isApprover: false })).toBeUndefined();
    expect(pageHeadFor('/admin/users', null)).toBeUndefined();
  });

  it('gives the Approval Queue heading to approvers only', () => {
    expect(pageHeadFor('/expert/approval', { role: 'expert', isApprover: true })).toEqual(
      EXPERT_PAGE_HEADS.approval,
    );
    expect(pageHeadFor('/expert/approval', { role: 'expert', isApprover: false })).toBeUndefined();
  });

  it('has no heading for pages named by their data (one question) or unknown paths', () => {
    const user = { role: 'expert', isApprover: true } as const;
    expect(pageHeadFor('/expert/questions/123', user)).toBeUndefined();
    expect(pageHeadFor('/nowhere', user)).toBeUndefined();
  });
});

describe('preloadStaffPage', () => {
  beforeEach(() => loaded.splice(0));

  it("starts the layout, the guards and the page's module", () => {
    preloadStaffPage('/expert/questions', { role: 'expert', isApprover: false });
    expect(loaded).toEqual(['layout', 'guards', '/expert/questions']);
    loaded.splice(0);
    preloadStaffPage('/admin/', { role: 'admin', isApprover: false });
    expect(loaded).toEqual(['layout', 'guards', '/admin/dashboard']);
  });

  it('starts nothing for a page the guard would not open, or one it does not know', () => {
    preloadStaffPage('/admin/users', { role: 'expert', isApprover: true });
    preloadStaffPage('/expert/approval', { role: 'expert', isApprover: false });
    preloadStaffPage('/expert/questions/42', { role: 'expert', isApprover: true });
    preloadStaffPage('/admin/users', null);
    expect(loaded).toEqual([]);
  });
});

describe('StaffFrame', () => {
  it("paints the page's heading and description, the side panel's place and a spinner", () => {
    storeUser(admin);
    const { container } = render(<StaffFrame pathname="/admin/users" />);
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_PAGE_HEADS.users.description)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('main')).toBeInTheDocument();
    // Nothing to click or focus yet: no links, no buttons, no tab stops.
    expect(container.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    expect(container.querySelector('.md\\:block[aria-hidden="true"]')).not.toBeNull();
  });

  it('paints the layout without a heading on a page its guard would not open', () => {
    storeUser(expert);
    const { container } = render(<StaffFrame pathname="/admin/users" />);
    expect(screen.getByText('ClaimDesk')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(container.querySelector('.md\\:block[aria-hidden="true"]')).not.toBeNull();
  });

  it("paints no side panel's place for a user without one", () => {
    storeUser({ ...admin, role: 'user' });
    const { container } = render(<StaffFrame pathname="/dashboard" />);
    expect(screen.getByText('ClaimDesk')).toBeInTheDocument();
    expect(container.querySelector('.md\\:block[aria-hidden="true"]')).toBeNull();
  });

  it('shows a visitor (nothing stored) the spinner alone', () => {
    render(<StaffFrame pathname="/admin/users" />);
    expect(screen.queryByText('ClaimDesk')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
