import { moneyText } from '../../components/display/money';
import { DeleteOutlined, EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { hasButton, t } from '../../providers';
import { scopeOfRoute } from '../../schemas/scopes';
import { linesEditable, type BillSide } from '../../schemas/bills';
import { screenPath } from '../../resources/screen-paths';
import { findDataRoute } from '../../components/crud/routeDefs';
import type { PanelProps } from '../../components/panels/types';
import type { ChargeLine } from './api';
import { ChargeForm, type ChargeEditing } from './ChargeForm';
import { ChargeSideHead } from './ChargeSideHead';
import { chargeLineColumns } from './chargeColumns';

/** The bill view a side's lines go to. */
const BILL_ROUTE: Record<BillSide, string> = { AR: 'af_css_debit_note', AP: 'af_css_payment' };

/**
 * An order's receivable and payable lines on its detail screen (docs/money.md): add, edit and remove
 * them, make a debit note or a payment application from the ticked lines, and see the order's profit
 * in the base currency. Lines on a confirmed bill are shown locked.
 */
export default function OrderChargesPanel({ route, record }: PanelProps) {
  const navigate = useNavigate();
  const scope = scopeOfRoute(route);
  const orderId = record.id as number;
  // Shared with the order's summary above: a change here (or on the 杂费 page) refreshes both.
  const charges = useApiQuery(api.money.orderCharges, { params: { scope: scope ?? '', orderId } }, { enabled: !!scope });
  const data = charges.data ?? null;
  const failed = charges.isError;
  const removeLine = useApiMutation(api.crud.remove);
  const billLines = useApiMutation(api.money.billFromCharges);
  const [editing, setEditing] = useState<ChargeEditing | null>(null);
  const [picked, setPicked] = useState<Record<BillSide, number[]>>({ AR: [], AP: [] });
  const can = {
    create: hasButton('css_charge:create'),
    edit: hasButton('css_charge:edit'),
    delete: hasButton('css_charge:delete'),
    bill: { AR: hasButton(`${BILL_ROUTE.AR}:create`), AP: hasButton(`${BILL_ROUTE.AP}:create`) } as Record<BillSide, boolean>,
  };

  const remove = async (line: ChargeLine) => {
    try {
      await removeLine.mutateAsync({ params: { resource: 'css_charge', id: line.id } });
    } catch {
      // The http client has shown the message.
    }
  };
  const makeBill = async (side: BillSide) => {
    try {
      const bill = await billLines.mutateAsync({ params: { resource: BILL_ROUTE[side] }, body: { chargeIds: picked[side] } });
      navigate(screenPath.show(findDataRoute(BILL_ROUTE[side])!, bill.id));
    } catch {
      // Shown by the http client (e.g. lines of two customers, or already billed).
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: remove only calls the mutation (its mutateAsync is stable); the columns change with the buttons allowed.
  const columns = useCallback(
    (side: BillSide): TableColumnsType<ChargeLine> => [
      ...chargeLineColumns(side),
      {
        title: t('table.actions'),
        key: 'actions',
        width: 100,
        fixed: 'right',
        render: (_, l) => {
          const locked = !!l.billStatus && !linesEditable(l.billStatus);
          return locked ? null : (
            <Space size={0}>
              {can.edit ? (
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('buttons.edit')}
                  onClick={() => setEditing({ side, line: l })}
                />
              ) : null}
              {can.delete ? (
                <Popconfirm title={t('money.charge.deleteConfirm')} onConfirm={() => remove(l)}>
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('buttons.delete')} />
                </Popconfirm>
              ) : null}
            </Space>
          );
        },
      },
    ],
    [can.edit, can.delete],
  );

  const sides = useMemo(
    () => (['AR', 'AP'] as BillSide[]).map((side) => ({ side, lines: data?.lines.filter((l) => l.side === side) ?? [] })),
    [data],
  );
  if (!scope) return null;

  return (
    <Card title={t('money.charges')} style={{ marginTop: 16 }} data-testid="order-charges">
      {failed ? <Alert type="warning" showIcon message={t('money.loadFailed')} /> : null}
      {data ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          style={{ marginBottom: 12 }}
          data-testid="order-charges-totals"
          items={[
            {
              key: 'r',
              label: `${t('money.totalReceivable')} (${data.baseCurrency})`,
              children: <span data-testid="total-receivable">{moneyText(data.totals.receivable)}</span>,
            },
            {
              key: 'p',
              label: `${t('money.totalPayable')} (${data.baseCurrency})`,
              children: <span data-testid="total-payable">{moneyText(data.totals.payable)}</span>,
            },
            {
              key: 'g',
              label: `${t('money.profit')} (${data.baseCurrency})`,
              children: <strong data-testid="total-profit">{moneyText(data.totals.profit)}</strong>,
            },
          ]}
        />
      ) : null}
      {sides.map(({ side, lines }) => (
        <section key={side} style={{ marginBottom: 16 }} data-testid={`charges-${side}`}>
          <ChargeSideHead side={side} testIdPrefix="charge" onAdd={can.create ? () => setEditing({ side, line: null }) : undefined}>
            {can.bill[side] ? (
              <Button
                size="small"
                type="primary"
                icon={<FileTextOutlined />}
                disabled={!picked[side].length}
                onClick={() => makeBill(side)}
                data-testid={`make-bill-${side}`}
              >
                {t(side === 'AR' ? 'money.makeDebitNote' : 'money.makePayment')}
              </Button>
            ) : null}
          </ChargeSideHead>
          <Table<ChargeLine>
            size="small"
            rowKey="id"
            columns={columns(side)}
            dataSource={lines}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowSelection={
              can.bill[side]
                ? {
                    selectedRowKeys: picked[side],
                    onChange: (keys) => setPicked((p) => ({ ...p, [side]: keys.map(Number) })),
                    getCheckboxProps: (l) => ({ disabled: l.billId != null }),
                  }
                : undefined
            }
          />
        </section>
      ))}
      {editing && data ? (
        <ChargeForm
          scope={scope}
          order={data.order}
          baseCurrency={data.baseCurrency}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
