import { Navigate, useLocation } from 'react-router';
import { loginUrl } from '../providers/redirect';

/**
 * Sends a visitor without a session to the login page, carrying the full path they asked for in the
 * `redirect` query (docs/behaviour.md §1.4). Refine's CatchAllNavigate would name that parameter `to`.
 */
export function LoginRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginUrl(pathname + search)} replace />;
}
