import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { Alert, Button, Card, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { hasButton, t } from '../../providers';
import { PAYMENT_APPROVE_CODE, linesEditable, type BillAction } from '../../schemas/bills';
import { formatDecimal } from '../../schemas/money';
import type { PanelProps } from '../panels/types';
import { addBillLines, billAction, fetchBill, removeBillLine, type BillDetail, type ChargeLine } from './api';
import { BillStatusTag } from './BillStatusTag';

const money = (v: unknown, d = 2) => formatDecimal(v, d) ?? '-';
const DANGER = new Set<BillAction>(['void', 'reject', 'unconfirm']);

/**
 * A bill's lines, state and settlements on its detail screen (docs/money.md): the state's actions
 * (confirm, send; submit, approve, reject; void) as the user's button codes allow, lines added from
 * the partner's unbilled lines of the same side and currency or taken off while the bill is a draft,
 * and the settlements applied to it.
 */
export default function BillLinesPanel({ route, record }: PanelProps) {
  const id = record.id as number;
  const invalidate = useInvalidate();
  const [data, setData] = useState<BillDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const canEdit = hasButton(`${route.name}:edit`);

  const load = useCallback(async () => {
    try {
      setData(await fetchBill(route.name, id));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [route.name, id]);
  useEffect(() => {
    void load();
  }, [load]);

  const after = async (p: Promise<unknown>) => {
    try {
      await p;
      setPicked([]);
      await load();
      // The header above (amount, balance, state) reads the bill again.
      await invalidate({ resource: route.name, invalidates: ['detail', 'list'], id });
    } catch {
      // The http client has shown the message (409 for a confirmed bill, 403 without the code).
    }
  };

  const editable = !!data && linesEditable(data.bill.billStatus) && canEdit;
  const lineColumns: TableColumnsType<ChargeLine> = [
    { title: t('money.col.order'), dataIndex: 'orderCode', key: 'orderCode', width: 120 },
    { title: t('money.col.date'), dataIndex: 'orderDate', key: 'orderDate', width: 110 },
    { title: t('money.col.service'), dataIndex: 'serviceName', key: 'serviceName', width: 160 },
    { title: t('money.col.unitPrice'), dataIndex: 'unitPrice', key: 'unitPrice', align: 'right', width: 110, render: (v) => money(v, 4) },
    { title: t('money.col.quantity'), dataIndex: 'quantity', key: 'quantity', align: 'right', width: 100, render: (v) => formatDecimal(v, 3) },
    { title: t('money.col.amount'), dataIndex: 'amount', key: 'amount', align: 'right', width: 120, render: (v) => money(v) },
    { title: t('money.col.tax'), dataIndex: 'taxAmount', key: 'taxAmount', align: 'right', width: 100, render: (v) => money(v) },
  ];
  const withRemove: TableColumnsType<ChargeLine> = editable
    ? [...lineColumns, {
        title: t('table.actions'), key: 'x', width: 70,
        render: (_, l) => (
          <Popconfirm title={t('money.bill.removeConfirm')} onConfirm={() => after(removeBillLine(route.name, id, l.id))}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('buttons.delete')} />
          </Popconfirm>
        ),
      }]
    : lineColumns;

  return (
    <Card title={t('money.bill.lines')} style={{ marginTop: 16 }} data-testid="bill-lines"
      extra={data ? (
        <Space wrap>
          <BillStatusTag status={data.bill.billStatus} />
          {data.actions
            .filter((a) => hasButton(a.needs === 'approve' ? PAYMENT_APPROVE_CODE : `${route.name}:edit`))
            .map((a) => DANGER.has(a.action) ? (
              <Popconfirm key={a.action} title={t(`money.bill.confirm.${a.action}`)} onConfirm={() => after(billAction(route.name, id, a.action))}>
                <Button danger data-testid={`bill-action-${a.action}`}>{t(`money.bill.action.${a.action}`)}</Button>
              </Popconfirm>
            ) : (
              <Button key={a.action} type="primary" data-testid={`bill-action-${a.action}`} onClick={() => after(billAction(route.name, id, a.action))}>
                {t(`money.bill.action.${a.action}`)}
              </Button>
            ))}
        </Space>
      ) : null}
    >
      {failed ? <Alert type="warning" showIcon message={t('money.loadFailed')} /> : null}
      <Table<ChargeLine> size="small" rowKey="id" columns={withRemove} dataSource={data?.lines ?? []} pagination={false} scroll={{ x: 'max-content' }} data-testid="bill-line-table" />
      {editable && data?.candidates.length ? (
        <section style={{ marginTop: 16 }} data-testid="bill-candidates">
          <Space style={{ marginBottom: 8 }}>
            <strong>{t('money.bill.candidates')}</strong>
            <Button size="small" icon={<PlusOutlined />} disabled={!picked.length} onClick={() => after(addBillLines(route.name, id, picked))} data-testid="bill-add-lines">
              {t('money.bill.add')}
            </Button>
          </Space>
          <Table<ChargeLine> size="small" rowKey="id" columns={lineColumns} dataSource={data.candidates} pagination={false} scroll={{ x: 'max-content' }}
            rowSelection={{ selectedRowKeys: picked, onChange: (k) => setPicked(k.map(Number)) }} />
        </section>
      ) : null}
      {data?.settlements.length ? (
        <section style={{ marginTop: 16 }} data-testid="bill-settlements">
          <strong>{t('money.bill.settlements')}</strong>
          <Table size="small" rowKey="id" pagination={false} dataSource={data.settlements} style={{ marginTop: 8 }}
            columns={[
              { title: t('money.col.settleNumber'), dataIndex: 'settleNumber', key: 'n' },
              { title: t('money.col.date'), dataIndex: 'settleDate', key: 'd' },
              { title: t('money.col.applied'), dataIndex: 'amount', key: 'a', align: 'right', render: (v) => money(v) },
              { title: t('money.col.writeOff'), dataIndex: 'writeOffAmount', key: 'w', align: 'right', render: (v) => money(v) },
            ]} />
        </section>
      ) : null}
    </Card>
  );
}
