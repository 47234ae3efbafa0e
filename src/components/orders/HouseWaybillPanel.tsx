import { App, Button, Card, Empty, Input, Table, type ButtonProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { canOpenPath, endpoints, hasButton, http, t } from '../../providers';
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
  const [rows, setRows] = useState<Hawb[]>([]);
  const hawb = useRef('');

  const load = useCallback(async () => {
    const res = await http.get(`${endpoints.api}/${HAWB_RESOURCE}`, { params: { orderCode: record.orderCode, size: 100 } });
    setRows((res.data?.data?.records ?? []) as Hawb[]);
  }, [record.orderCode]);

  useEffect(() => {
    if (visible) void load().catch(() => setRows([]));
  }, [visible, load]);
  if (!visible || !hawbRoute) return null;

  const make = () => {
    hawb.current = typeof record.hawbNumber === 'string' ? record.hawbNumber : '';
    modal.confirm({
      title: t('hawb.fromOrder'),
      content: <Input defaultValue={hawb.current} maxLength={12} placeholder={t('hawb.number')} onChange={(e) => { hawb.current = e.target.value; }} data-testid="hawb-number" />,
      okButtonProps: { 'data-testid': 'hawb-make-ok' } as ButtonProps,
      onOk: async () => {
        await http.post(endpoints.orderHouseWaybill(route.name, record.id as number), { hawbNumber: hawb.current.trim() || undefined });
        await load();
      },
    });
  };

  return (
    <Card size="small" title={t('hawb.fromOrderList')} style={{ marginTop: 16 }} data-testid="order-hawb-panel"
      extra={hasButton(buttonCode(HAWB_RESOURCE, 'create')) ? <Button size="small" onClick={make} data-testid="hawb-make">{t('hawb.fromOrder')}</Button> : null}>
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
          { key: 'pieces', title: t('weighing.pieces'), dataIndex: 'pieces', render: (v: number | null) => v ?? '-' },
          { key: 'weight', title: t('weighing.weight'), dataIndex: 'grossWeight', render: (v: number | null) => v ?? '-' },
        ]}
      />
    </Card>
  );
}
