import { defineMiddleware } from 'astro:middleware';

/**
 * Under `astro dev` nothing passes page data, so resolve the preview sites and platform pages from
 * the bundled content to let the templates be worked on live. Builds never take this branch.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (import.meta.env.DEV && !context.locals.page) {
    const { resolveDevPage } = await import('./data/dev-pages.ts');
    context.locals.page = resolveDevPage(context.url);
  }
  return next();
});
