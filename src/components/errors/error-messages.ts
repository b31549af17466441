/**
 * The error pages' words. The spec names react-router's default screen ("Unexpected Application
 * Error!"); ClaimDesk replaces it with a page that says what happened in plain words and what to do
 * next (docs/decisions.md, "Error pages and failed data views").
 */
export const ERROR_SCREEN = {
  notFoundTitle: 'Page not found',
  notFound: 'Error 404',
  notFoundDetail:
    'The page you are looking for does not exist or has moved. Check the address, or go to the home page.',
  errorTitle: 'Something went wrong',
  errorDetail:
    'This page could not be shown. Reload it to try again; if it keeps happening, go to the home page.',
  reload: 'Reload the page',
  goHome: 'Go to the home page',
} as const;
