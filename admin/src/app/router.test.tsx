import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '#core/site/admin-routes.ts';
import { AppRoutes } from './router.tsx';

function findRoutes(node: ReactNode): ReactElement<{ children: ReactNode }> | undefined {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<{ children?: ReactNode }>(child)) continue;
    if (child.type === Routes) return child as ReactElement<{ children: ReactNode }>;
    const found = findRoutes(child.props.children);
    if (found) return found;
  }
  return undefined;
}

const paths = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

describe('AppRoutes', () => {
  it('has a page at every admin route the server answers with the app, and nowhere else', () => {
    const routes = findRoutes(AppRoutes());
    if (!routes) throw new Error('AppRoutes renders no <Routes>');
    const declared = paths(createRoutesFromChildren(routes.props.children)).filter((p) => p !== '*');
    expect(declared.sort()).toEqual(Object.values(ADMIN_ROUTES).sort());
  });
});
