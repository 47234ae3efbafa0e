import { t } from '../../providers';
import { ErrorResult } from './ErrorResult';

/** Menu entries marked unavailable, and every route whose screen is not built yet (docs/behaviour.md §2.2.4). */
export default function UnDevelopPage() {
  return <ErrorResult status="info" title={t('menu.notOpen')} testId="page-un-develop" />;
}
