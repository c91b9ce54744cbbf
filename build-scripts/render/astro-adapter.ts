import type { AstroIntegration } from 'astro';

/**
 * A minimal Astro adapter whose server entry exports the Astro `App` itself instead of an HTTP
 * handler. The publish pipeline imports it once into a long-lived process and renders a tenant's
 * routes in-process (`app.render(request, { locals })`), which is what makes a publish take
 * milliseconds instead of the seconds of an `astro build` (see docs/decisions/002).
 */
export function inProcessRenderAdapter(): AstroIntegration {
  return {
    name: 'localsite:in-process-render',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // Sessions are not used by the public pages; without this Astro asks the adapter for a driver.
        updateConfig({ session: undefined });
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'localsite:in-process-render',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./astro-entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server', middlewareMode: 'classic' },
          supportedAstroFeatures: {
            hybridOutput: 'stable',
            staticOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'stable',
          },
        });
      },
    },
  };
}
