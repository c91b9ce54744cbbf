import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ADMIN_ROUTES } from '#core/site/admin-routes.ts';
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx';
import { LoadingScreen } from '../shared/ui/status-screen.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

/*
 * Every page is its own chunk, loaded with React.lazy, so /login downloads no dashboard or
 * password-form code. (The declarative router is used on purpose: no loaders are needed, and the
 * data router would add ~17 KB gzip to the first screen.)
 */
const loadDashboard = () => import('./routes/dashboard.tsx');
const LoginRoute = lazy(() => import('../features/auth/routes/login.tsx').then((m) => ({ default: m.LoginRoute })));
const SetPasswordRoute = lazy(() => import('../features/auth/routes/set-password.tsx').then((m) => ({ default: m.SetPasswordRoute })));
const ResetPasswordRoute = lazy(() =>
  import('../features/auth/routes/reset-password.tsx').then((m) => ({ default: m.ResetPasswordRoute })),
);
const DashboardRoute = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardRoute })));
const ConsoleRoute = lazy(() => import('./routes/console.tsx').then((m) => ({ default: m.ConsoleRoute })));
const PreviewGeneratorRoute = lazy(() =>
  import('../features/previews/routes/preview-generator.tsx').then((m) => ({ default: m.PreviewGeneratorRoute })),
);

/** While a page's chunk loads: nothing for a moment (usually all it takes), then "Loading...". */
function PageFallback() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return visible ? <LoadingScreen /> : <div className="min-h-dvh bg-slate-50" />;
}

/** Each page starts at the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Once the sign-in page is up and the browser is idle, fetch the dashboard's code, so the
 * dashboard appears at once after signing in.
 */
function PrefetchDashboard() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== ADMIN_ROUTES.login) return;
    const prefetch = () => void loadDashboard().catch(() => {});
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}

/**
 * The addresses the server answers with this app (spec 1 §2, §6; one list in core, which the server
 * matches too): the sign-in pages are public; the dashboards need a signed-in admin or tenant user,
 * everyone else goes to /login.
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <PrefetchDashboard />
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route path={ADMIN_ROUTES.login} element={<LoginRoute />} />
          <Route path={ADMIN_ROUTES.setPassword} element={<SetPasswordRoute />} />
          <Route path={ADMIN_ROUTES.resetPassword} element={<ResetPasswordRoute />} />
          <Route element={<ProtectedRoute roles={['admin', 'tenant']} />}>
            <Route path={ADMIN_ROUTES.admin} element={<ConsoleRoute />} />
            <Route path={ADMIN_ROUTES.dashboard} element={<DashboardRoute />} />
            <Route path={ADMIN_ROUTES.businessAdmin} element={<DashboardRoute />} />
            <Route path={ADMIN_ROUTES.businessDashboard} element={<DashboardRoute />} />
            <Route path={ADMIN_ROUTES.businessDashboardTab} element={<DashboardRoute />} />
          </Route>
          {/* Spec 1 §2 "other routes": one page per role; the other role goes to its own dashboard. */}
          <Route element={<ProtectedRoute roles="admin" fallbackPath={ADMIN_ROUTES.dashboard} />}>
            <Route path={ADMIN_ROUTES.adminDashboard} element={<ConsoleRoute />} />
            <Route path={ADMIN_ROUTES.adminSection} element={<ConsoleRoute />} />
            <Route path={ADMIN_ROUTES.adminApplication} element={<ConsoleRoute />} />
            <Route path={ADMIN_ROUTES.previewGenerator} element={<PreviewGeneratorRoute />} />
          </Route>
          <Route element={<ProtectedRoute roles="tenant" fallbackPath={ADMIN_ROUTES.admin} />}>
            <Route path={ADMIN_ROUTES.tenantDashboard} element={<DashboardRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </>
  );
}
