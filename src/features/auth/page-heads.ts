/**
 * The account pages' headings (the user's dashboard, profile and profile update), once: the pages
 * and the registry of signed-in pages (src/app/pages.ts) read them. Strings only, no imports: the
 * registry's chunk carries this module.
 */
export const ACCOUNT_PAGE_HEADS = {
  dashboard: { title: 'Dashboard' },
  profile: { title: 'Profile' },
  updateProfile: { title: 'Update Profile' },
} as const;
