import { moneyText } from '../../components/display/money';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { hasButton, t } from '../../providers';
import { PAYMENT_APPROVE_CODE, linesEditable, type BillAction } from '../../schemas/bills';
import type { PanelProps } from '../../components/panels/types';
import type { ChargeLine } from './api';
import { BillStatusTag } from './BillStatusTag';
import { priceQuantityAmountColumns } from './chargeColumns';

const DANGER_ACTIONS = ['void', 'reject', 'unconfirm'] as const satisfies readonly BillAction[];
const DANGER = new Set<BillAction>(DANGER_ACTIONS);
/** The actions that ask first; each has its question in the catalogue (`money.bill.confirm.*`). */
const isDanger = (a: BillAction): a is (typeof DANGER_ACTIONS)[number] => DANGER.has(a);

/**
 * A bill's lines, state and settlements on its detail screen (docs/money.md): the state's actions
 * (confirm, send; submit, approve, reject; void) as the user's button codes allow, lines added from
 * the partner's unbilled lines of the same side and currency or taken off while the bill is a draft,
 * and the settlements applied to it.
 */
export default function BillLinesPanel({ route, record }: PanelProps) {
  const id = record.id as number;
  const [picked, setPicked] = useState<number[]>([]);
  const canEdit = hasButton(`${route.name}:edit`);
  const params = { resource: route.name, id };
  const bill = useApiQuery(api.money.bill, { params });
  const data = bill.data ?? null;
  const failed = bill.isError;
  // Each change refreshes this panel, the record's header above (amount, balance, state: the route's
  // topic) and the order screens' charge lines (their topic), through the shared cache.
  const addLines = useApiMutation(api.money.addBillLines);
  const removeLine = useApiMutation(api.money.removeBillLine);
  const action = useApiMutation(api.money.billAction);

  const after = async (p: Promise<unknown>) => {
    try {
      await p;
      setPicked([]);
    } catch {
      // The http client has shown the message (409 for a confirmed bill, 403 without the code).
    }
  };

  const editable = !!data && linesEditable(data.bill.billStatus ?? '') && canEdit;
  const lineColumns: TableColumnsType<ChargeLine> = [
    { title: t('money.col.order'), dataIndex: 'orderCode', key: 'orderCode', width: 120 },
    { title: t('money.col.date'), dataIndex: 'orderDate', key: 'orderDate', width: 110 },
    { title: t('money.col.service'), dataIndex: 'serviceName', key: 'serviceName', width: 160 },
    ...priceQuantityAmountColumns(),
    { title: t('money.col.tax'), dataIndex: 'taxAmount', key: 'taxAmount', align: 'right', width: 100, render: (v) => moneyText(v) },
  ];
  const withRemove: TableColumnsType<ChargeLine> = editable
    ? [
        ...lineColumns,
        {
          title: t('table.actions'),
          key: 'x',
          width: 70,
          render: (_, l) => (
            <Popconfirm
              title={t('money.bill.removeConfirm')}
              onConfirm={() => after(removeLine.mutateAsync({ params: { ...params, chargeId: l.id } }))}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('buttons.delete')} />
            </Popconfirm>
          ),
        },
      ]
    : lineColumns;

  return (
    <Card
      title={t('money.bill.lines')}
      style={{ marginTop: 16 }}
      data-testid="bill-lines"
      extra={
        data ? (
          <Space wrap>
            <BillStatusTag status={data.bill.billStatus} />
            {data.actions
              .filter((a) => hasButton(a.needs === 'approve' ? PAYMENT_APPROVE_CODE : `${route.name}:edit`))
              .map((a) =>
                isDanger(a.action) ? (
                  <Popconfirm
                    key={a.action}
                    title={t(`money.bill.confirm.${a.action}`)}
                    onConfirm={() => after(action.mutateAsync({ params: { ...params, action: a.action } }))}
                  >
                    <Button danger data-testid={`bill-action-${a.action}`}>
                      {t(`money.bill.action.${a.action}`)}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    key={a.action}
                    type="primary"
                    data-testid={`bill-action-${a.action}`}
                    onClick={() => after(action.mutateAsync({ params: { ...params, action: a.action } }))}
                  >
                    {t(`money.bill.action.${a.action}`)}
                  </Button>
                ),
              )}
          </Space>
        ) : null
      }
    >
      {failed ? <Alert type="warning" showIcon message={t('money.loadFailed')} /> : null}
      <Table<ChargeLine>
        size="small"
        rowKey="id"
        columns={withRemove}
        dataSource={data?.lines ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="bill-line-table"
      />
      {editable && data?.candidates.length ? (
        <section style={{ marginTop: 16 }} data-testid="bill-candidates">
          <Space style={{ marginBottom: 8 }}>
            <strong>{t('money.bill.candidates')}</strong>
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={!picked.length}
              onClick={() => after(addLines.mutateAsync({ params, body: { chargeIds: picked } }))}
              data-testid="bill-add-lines"
            >
              {t('money.bill.add')}
            </Button>
          </Space>
          <Table<ChargeLine>
            size="small"
            rowKey="id"
            columns={lineColumns}
            dataSource={data.candidates}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowSelection={{ selectedRowKeys: picked, onChange: (k) => setPicked(k.map(Number)) }}
          />
        </section>
      ) : null}
      {data?.settlements.length ? (
        <section style={{ marginTop: 16 }} data-testid="bill-settlements">
          <strong>{t('money.bill.settlements')}</strong>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.settlements}
            style={{ marginTop: 8 }}
            columns={[
              { title: t('money.col.settleNumber'), dataIndex: 'settleNumber', key: 'n' },
              { title: t('money.col.date'), dataIndex: 'settleDate', key: 'd' },
              { title: t('money.col.applied'), dataIndex: 'amount', key: 'a', align: 'right', render: (v) => moneyText(v) },
              { title: t('money.col.writeOff'), dataIndex: 'writeOffAmount', key: 'w', align: 'right', render: (v) => moneyText(v) },
            ]}
          />
        </section>
      ) : null}
    </Card>
  );
}
