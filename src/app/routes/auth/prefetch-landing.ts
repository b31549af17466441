/**
 * The pages a sign-in lands on (homePathForRole): their chunks are fetched while the visitor types
 * on /login, so the first staff page after the click waits for its data only (docs/decisions.md,
 * "Signed-in pages render from the stored session"). The same dynamic imports as the route table,
 * so the module cache is shared.
 */
let started = false;

export function prefetchLandingPages(): void {
  if (started) return;
  started = true;
  void Promise.all([
    import('@/app/routes/app/dashboard'),
    import('@/app/routes/expert/dashboard'),
    import('@/app/routes/admin/dashboard'),
  ]).catch(() => {
    // Only a head start: the route loads them again (and reports failures) when it renders.
    started = false;
  });
}
