import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canOpenPath } from '../providers';
import { unPermissionPath } from '../resources';

/**
 * A logged-in user may open a path that is open to everyone or in their permitted-route set;
 * anything else goes to /unPermission (docs/behaviour.md §1.6). canOpenPath is a synchronous lookup over the
 * set AccessGate loaded, so guarding every route costs nothing.
 */
export function PathGuard({ path, children }: { path: string; children: ReactNode }) {
  if (!canOpenPath(path)) return <Navigate to={unPermissionPath()} replace />;
  return <>{children}</>;
}
