import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { APP_VERSION } from './health.ts';

/** Spec 1 §9 runtime values: 5 MB uploads, 24 h session timeout. */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const SESSION_TIMEOUT_MS = 86_400_000;

export function configRoutes({ config }: AppDeps) {
  return new Hono().get('/', (c) =>
    c.json({
      success: true,
      config: {
        apiBaseUrl: config.publicUrl,
        apiUrl: `${config.publicUrl}/api`,
        version: APP_VERSION,
        features: {
          booking: true,
          reviews: true,
          quotes: true,
          maps: false,
          stripe: false,
          payments: false,
          // The reviews card offers the import from Google Maps only when the server can make it (decision 037).
          googleRatingImport: Boolean(config.googlePlaces),
        },
        client: { maxUploadSize: MAX_UPLOAD_BYTES },
        sessionTimeout: SESSION_TIMEOUT_MS,
      },
    }),
  );
}
