/**
 * A partner form's address resolved to its form (docs/spec-notes.md, "Partner forms"): the account
 * is read by slug (get_partner_form_account), and its row says whether it accepts questions, which
 * forms it offers and how they look. An old slug answers the account under its current slug: the
 * page moves there, so every link a partner published keeps working.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { partnerFormHref, type PartnerFormAddress } from '@/config/partner-forms';
import type { ClaimBackend } from '@/features/claims/api/backend';
import {
  getPartnerAccount,
  type PartnerFormAccount,
} from '@/features/claims/api/get-partner-account';
import {
  describePartnerForm,
  offersForm,
  type FormDescription,
  type FormPartner,
} from '@/features/claims/form-model';
import { LOG_PREFIX } from '@/features/claims/messages';
import { useRouterSearch } from '@/lib/navigation';

type Brand = Pick<FormPartner, 'name' | 'logoUrl' | 'accentColor' | 'siteUrl'>;

export type PartnerFormState =
  | { status: 'loading' }
  /** The lookup failed (network, 5xx): the page says so, with a Retry. */
  | { status: 'error'; error: unknown; retry: () => void }
  /** No partner has the slug, or it does not offer this form. */
  | { status: 'missing' }
  /** The account is deactivated. */
  | { status: 'closed'; partner: Brand }
  /** The slug is an old one: the same form lives at `href` now. */
  | { status: 'moved'; href: string }
  | { status: 'ready'; form: FormDescription };

/**
 * The lookup under way per backend and slug, shared by whoever asks while it is (React's strict
 * mode runs the page's effect twice); a settled one is not kept, so a later visit reads the row
 * afresh.
 */
const lookups = new WeakMap<ClaimBackend, Map<string, Promise<PartnerFormAccount | null>>>();

function lookUpPartnerAccount(
  backend: ClaimBackend,
  slug: string,
): Promise<PartnerFormAccount | null> {
  let pending = lookups.get(backend);
  if (!pending) lookups.set(backend, (pending = new Map()));
  const running = pending.get(slug);
  if (running) return running;
  const lookup = getPartnerAccount(backend, slug);
  pending.set(slug, lookup);
  const done = () => void pending.delete(slug);
  lookup.then(done, done);
  return lookup;
}

function brandOf(account: PartnerFormAccount): Brand {
  return {
    name: account.display_name || account.name,
    logoUrl: account.logo_url,
    accentColor: account.accent_color,
    siteUrl: account.site_url,
  };
}

/** What the address shows, from the account's row. */
export function partnerFormState(
  address: PartnerFormAddress,
  account: PartnerFormAccount | null,
  location: { search: string; hash: string } = { search: '', hash: '' },
): Exclude<PartnerFormState, { status: 'loading' } | { status: 'error' }> {
  if (!account || !offersForm(account, address.variant)) return { status: 'missing' };
  if (account.slug !== address.slug) {
    const href = partnerFormHref(account.slug, address.variant, address.bare);
    return { status: 'moved', href: `${href}${location.search}${location.hash}` };
  }
  if (!account.accepting_questions || !account.id) {
    return { status: 'closed', partner: brandOf(account) };
  }
  return {
    status: 'ready',
    form: describePartnerForm({ ...account, id: account.id }, address.variant),
  };
}

/**
 * The account's row for `slug` as read: under way, failed, or read (null: no partner has the slug).
 * A lookup of another slug than the page's (the address changed, its effect not yet run) is one
 * under way: its row must not move the new address back to the old partner.
 */
type Lookup =
  | { status: 'loading' }
  | { status: 'error'; slug: string; error: unknown }
  | { status: 'read'; slug: string; account: PartnerFormAccount | null };

const LOADING: PartnerFormState = { status: 'loading' };

export function usePartnerForm(
  backend: ClaimBackend,
  address: PartnerFormAddress,
): PartnerFormState {
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { slug, variant, bare } = address;
  // The query a move keeps is the page's own address as the app sees it (the router's inside one),
  // not whatever the document's address is by the time the row arrives. Read only once the row
  // is in: the prerender renders without a document.
  const routerSearch = useRouterSearch();

  useEffect(() => {
    let active = true;
    setLookup({ status: 'loading' });
    lookUpPartnerAccount(backend, slug)
      .then((account) => {
        if (active) setLookup({ status: 'read', slug, account });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`${LOG_PREFIX} could not load the corporate account`, error);
        setLookup({ status: 'error', slug, error });
      });
    return () => {
      active = false;
    };
  }, [backend, slug, attempt]);

  return useMemo(() => {
    if (lookup.status === 'loading' || lookup.slug !== slug) return LOADING;
    if (lookup.status === 'error') return { status: 'error', error: lookup.error, retry };
    return partnerFormState({ slug, variant, bare }, lookup.account, {
      search: routerSearch ?? window.location.search,
      hash: window.location.hash,
    });
  }, [lookup, slug, variant, bare, routerSearch, retry]);
}
