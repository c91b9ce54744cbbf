/** Composes the HTTP application: API route modules, security headers, then the static sites. */
import { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { googleAnalyticsRoutes } from './routes/google-analytics.ts';
import { availabilityRoutes } from './routes/availability.ts';
import { bookingRoutes } from './routes/booking.ts';
import { authRoutes } from './routes/auth.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { adminConsoleRoutes, resumeRoutes } from './routes/admin-console.ts';
import { previewLinkRoutes, previewRoutes } from './routes/preview.ts';
import { publishingRoutes } from './routes/publishing.ts';
import { configRoutes } from './routes/config.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { healthRoutes } from './routes/health.ts';
import { overviewRoutes } from './routes/overview.ts';
import { estimateRoutes } from './routes/estimates.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { customerRoutes } from './routes/customers.ts';
import { serviceRoutes } from './routes/services.ts';
import { scheduleRoutes } from './routes/schedule.ts';
import { teamRoutes } from './routes/team.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { publicReviewRoutes } from './routes/public-reviews.ts';
import { dashboardReviewRoutes } from './routes/dashboard-reviews.ts';
import { tenantRoutes } from './routes/tenants.ts';
import { locationRoutes, serviceAreaLookupRoutes } from './routes/service-areas.ts';
import { brandRoutes } from './routes/brand.ts';
import { healthMonitoringRoutes, tenantHealthRoutes } from './routes/health-monitoring.ts';
import { domainAskRoutes, domainRoutes } from './routes/domains.ts';
import { websiteContentRoutes } from './routes/website-content.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { log, loggedPath, requestLog } from './lib/log.ts';

export function createApp(deps: AppDeps, sites?: (c: import('hono').Context) => Promise<Response>) {
  const app = new Hono();
  app.use('*', requestLog());
  app.use('*', securityHeaders());
  const api = new Hono()
    .route('/health', healthRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/config', configRoutes(deps))
    .route('/tenants', notificationRoutes(deps))
    .route('/tenants', publishingRoutes(deps))
    .route('/tenants', galleryRoutes(deps))
    .route('/tenants', overviewRoutes(deps))
    .route('/tenants', brandRoutes(deps))
    .route('/tenants', tenantHealthRoutes(deps))
    .route('/tenants', domainRoutes(deps))
    .route('/domains', domainAskRoutes(deps))
    .route('/tenants', tenantRoutes(deps))
    .route('/website-content', websiteContentRoutes(deps))
    .route('/reviews', publicReviewRoutes(deps))
    .route('/tenant-reviews', dashboardReviewRoutes(deps))
    .route('/quotes', quoteRoutes(deps))
    .route('/customers', customerRoutes(deps))
    .route('/', estimateRoutes(deps))
    .route('/locations', locationRoutes(deps))
    .route('/service-areas', serviceAreaLookupRoutes(deps))
    .route('/availability', availabilityRoutes(deps))
    .route('/booking', bookingRoutes(deps))
    .route('/services', serviceRoutes(deps))
    .route('/schedule', scheduleRoutes(deps))
    .route('/team', teamRoutes(deps))
    .route('/calendar', calendarRoutes(deps))
    .route('/onboarding', onboardingRoutes(deps))
    .route('/onboarding', resumeRoutes(deps))
    .route('/admin', adminConsoleRoutes(deps))
    .route('/preview-links', previewLinkRoutes(deps))
    .route('/preview', previewRoutes(deps))
    .route('/health-monitoring', healthMonitoringRoutes(deps))
    .route('/analytics', analyticsRoutes(deps))
    .route('/google/analytics', googleAnalyticsRoutes(deps))
    .route('/', openApiRoutes(deps));
  // Mounted routers do not use their own notFound; a catch-all keeps unknown API paths out of the sites.
  api.all('*', (c) => c.json({ success: false, error: 'Not found' }, 404));
  // The request id in the answer lets a user's report of this error be found in the log.
  api.onError((error, c) => {
    const requestId = c.get('requestId');
    log.error('unhandled error', { requestId, method: c.req.method, path: loggedPath(c.req.path), error });
    return c.json({ success: false, error: 'Something went wrong on our side. Please try again.', requestId }, 500);
  });
  app.route('/api', api);
  if (sites) app.all('*', sites);
  return app;
}
