import { t } from '../../providers';
import { ErrorResult } from './ErrorResult';

/**
 * Where the route guard sends a path that is neither open nor in the user's permitted-route set
 * (docs/behaviour.md §1.6): the module exists, the user's role just has not been granted it.
 */
export default function UnPermissionPage() {
  return <ErrorResult status="403" title={t('page.unPermission.title')} subTitle={t('page.unPermission')} testId="page-un-permission" />;
}
