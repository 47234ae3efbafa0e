import { t } from '../../providers';
import { ErrorResult } from './ErrorResult';

/** Any path the registry does not declare (docs/behaviour.md §2.2.1). */
export default function NotFoundPage() {
  return <ErrorResult status="404" title="404" subTitle={t('page.404')} testId="page-404" />;
}
