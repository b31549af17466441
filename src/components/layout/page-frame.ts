/**
 * The container of every signed-in page (`PageShell`, and the in-app claim forms, which build their
 * own heading): one width and padding, so every page heading starts at the same place.
 */
export const PAGE_FRAME = 'mx-auto w-full min-w-0 max-w-6xl p-4 md:p-6';
