import { Alert, Card } from 'antd';
import { t, tDynamic } from '../../providers';
import { CustomerProfiles } from './CustomerProfiles';

/**
 * 集团客户信息 (/jt_customer_info_menu): the customers of every member organisation of the user's
 * group (docs/organisations.md), read-only; an organisation that is no group's own sees only itself.
 */
export default function GroupCustomerInfoPage() {
  return (
    <Card title={tDynamic('route.jt_customer_info_menu')} data-testid="group-customer-info">
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('customerInfo.groupHint')} />
      <CustomerProfiles group />
    </Card>
  );
}
