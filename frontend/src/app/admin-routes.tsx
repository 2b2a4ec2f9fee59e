import type { RouteObject } from 'react-router-dom';

/** Admin screens: lazy chunks that public pages never load. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', lazy: () => import('../features/admin/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
];
