import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../providers';
import type { BillSide } from '../../schemas/bills';

/**
 * The head of one side of an order's charge lines (应收 or 应付), on the order's charges panel and on
 * its 杂费 page: the side's name, 新增 when the user may add a line (`add-{testIdPrefix}-{side}`), then
 * the screen's own actions for that side.
 */
export function ChargeSideHead({
  side,
  onAdd,
  testIdPrefix,
  children,
}: {
  side: BillSide;
  onAdd?: () => void;
  testIdPrefix: string;
  children?: ReactNode;
}) {
  return (
    <Space style={{ marginBottom: 8 }}>
      <strong>{t(side === 'AR' ? 'money.receivable' : 'money.payable')}</strong>
      {onAdd ? (
        <Button size="small" icon={<PlusOutlined />} onClick={onAdd} data-testid={`add-${testIdPrefix}-${side}`}>
          {t('buttons.create')}
        </Button>
      ) : null}
      {children}
    </Space>
  );
}
