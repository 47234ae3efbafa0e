import { t } from '../../providers';
import { ErrorResult } from './ErrorResult';

/** /noPermission (docs/behaviour.md §2.2.1). */
export default function NoPermissionPage() {
  return <ErrorResult status="403" title="403" subTitle={t('page.403')} testId="page-no-permission" />;
}
