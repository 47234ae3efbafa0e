import { createContext } from 'react';

/**
 * What follows a sign-in on the login page before it moves on. Shown before the app is loaded,
 * nothing: the app starts afresh. Shown inside the app (a tab whose old token is no longer good),
 * Refine's cached "logged out" answer is dropped (src/routes/AppRoutes.tsx).
 */
export const AfterSignIn = createContext<() => unknown>(() => undefined);
