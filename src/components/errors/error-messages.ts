/** Title of react-router's default error screen, which the product keeps (docs/spec-notes.md, "Routes and navigation"). */
export const ERROR_SCREEN = {
  title: 'Unexpected Application Error!',
  notFound: '404 Not Found',
  notFoundDetail: 'The page you are looking for does not exist.',
  goHome: 'Go to the home page',
} as const;
