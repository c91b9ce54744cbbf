import { createBrowserRouter, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx';
import { ErrorScreen } from '../shared/ui/error-screen.tsx';
import { LoadingScreen } from '../shared/ui/status-screen.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function RouteError() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}

/** The dashboards: signed-in admins and tenant users (spec 1 §6); everyone else to /login. */
const dashboard = () => import('./routes/dashboard.tsx');

/**
 * Every address the server answers with this app (spec 1 §2). Each page is its own chunk
 * (route `lazy`), so /login loads no dashboard code.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: () => <LoadingScreen />,
      children: [
        { path: 'login', lazy: () => import('../features/auth/routes/login.tsx') },
        { path: 'set-password', lazy: () => import('../features/auth/routes/set-password.tsx') },
        { path: 'reset-password', lazy: () => import('../features/auth/routes/reset-password.tsx') },
        {
          element: <ProtectedRoute roles={['admin', 'tenant']} />,
          children: [
            { path: 'admin', lazy: dashboard },
            { path: 'dashboard', lazy: dashboard },
            { path: ':businessSlug/admin', lazy: dashboard },
            { path: ':businessSlug/dashboard', lazy: dashboard },
          ],
        },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ]);
}
