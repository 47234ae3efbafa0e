import { dash } from '../display/empty';
import { App, Button, Card, Empty, Input, Table, type ButtonProps } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { canOpenPath, hasButton, t } from '../../providers';
import { buttonCode } from '../../resources';
import { findDataRoute } from '../crud/routeDefs';
import { screenPath } from '../../resources/screen-paths';
import type { PanelProps } from '../panels/types';

const HAWB_RESOURCE = 'fhl_operation';

interface Hawb {
  id: number;
  hawbNumber: string;
  pieces: number | null;
  grossWeight: number | null;
  arrivalAirport: string | null;
}

/**
 * The house waybills made from an air export order (creation source CREATED_BY_ORDER, docs/behaviour.md §1.3),
 * and 由订单生成分单, which makes one from the order's figures. Shown to users who may open the
 * house waybill screen.
 */
export default function HouseWaybillPanel({ route, record }: PanelProps) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const hawbRoute = findDataRoute(HAWB_RESOURCE);
  const visible = !!hawbRoute && canOpenPath(hawbRoute.path) && typeof record.orderCode === 'string';
  const hawb = useRef('');
  // The order's house waybills, read under their route's topic: making one (topic fhl_operation)
  // refreshes this list and the house waybill screens' lists.
  const list = useApiQuery(
    api.crud.list,
    { params: { resource: HAWB_RESOURCE }, query: { orderCode: record.orderCode as string, size: 100 } },
    { enabled: visible },
  );
  const rows = (list.isError ? [] : ((list.data as { records?: unknown[] } | undefined)?.records ?? [])) as Hawb[];
  const makeHawb = useApiMutation(api.orders.orderHouseWaybill);
  if (!visible || !hawbRoute) return null;

  const make = () => {
    hawb.current = typeof record.hawbNumber === 'string' ? record.hawbNumber : '';
    modal.confirm({
      title: t('hawb.fromOrder'),
      content: (
        <Input
          defaultValue={hawb.current}
          maxLength={12}
          placeholder={t('hawb.number')}
          onChange={(e) => {
            hawb.current = e.target.value;
          }}
          data-testid="hawb-number"
        />
      ),
      okButtonProps: { 'data-testid': 'hawb-make-ok' } as ButtonProps,
      onOk: async () => {
        await makeHawb.mutateAsync({
          params: { resource: route.name, id: record.id as number },
          body: { hawbNumber: hawb.current.trim() || undefined },
        });
      },
    });
  };

  return (
    <Card
      size="small"
      title={t('hawb.fromOrderList')}
      style={{ marginTop: 16 }}
      data-testid="order-hawb-panel"
      extra={
        hasButton(buttonCode(HAWB_RESOURCE, 'create')) ? (
          <Button size="small" onClick={make} data-testid="hawb-make">
            {t('hawb.fromOrder')}
          </Button>
        ) : null
      }
    >
      <Table<Hawb>
        size="small"
        scroll={{ x: 'max-content' }}
        rowKey="id"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.noData')} /> }}
        onRow={(r) => ({ onClick: () => navigate(screenPath.show(hawbRoute, r.id)), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'hawb', title: t('hawb.number'), dataIndex: 'hawbNumber' },
          { key: 'to', title: t('hawb.destination'), dataIndex: 'arrivalAirport', render: (v: string | null) => v || '-' },
          { key: 'pieces', title: t('weighing.pieces'), dataIndex: 'pieces', render: (v: number | null) => dash(v) },
          { key: 'weight', title: t('weighing.weight'), dataIndex: 'grossWeight', render: (v: number | null) => dash(v) },
        ]}
      />
    </Card>
  );
}
