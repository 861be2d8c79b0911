/** The 404 page (spec 2.7). */
export const notFoundPage = {
  code: '404',
  title: 'Page Not Found',
  text: 'Sorry, the page you are looking for does not exist or has been moved.',
  back: 'Back to Home',
};
