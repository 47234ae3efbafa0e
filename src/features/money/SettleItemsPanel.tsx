import { moneyText } from '../../components/display/money';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, InputNumber, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { hasButton, isHttpError, t } from '../../providers';
import { settleItemFields } from '../../resources/fieldsets/money';
import { fieldLabel } from '../../components/crud/routeDefs';
import type { PanelProps } from '../../components/panels/types';

const label = (name: string) => fieldLabel(settleItemFields.find((f) => f.name === name)!);

/**
 * A settlement's applications to the partner's bills (核销, docs/money.md): the bills it paid and how
 * much, and a form applying part of what is left to an open bill of the same side and currency,
 * optionally writing off a small difference that settles the bill.
 */
export default function SettleItemsPanel({ route, record }: PanelProps) {
  const id = record.id as number;
  const canEdit = hasButton(`${route.name}:edit`);
  const items = useApiQuery(api.money.settleItems, { params: { id } });
  const [billId, setBillId] = useState<number | null>(null);
  const [amount, setAmount] = useState<string | null>(null);
  const [writeOff, setWriteOff] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const data = items.data ?? null;
  const failed = items.isError;
  // A change refreshes this panel, the settlement's header above (its route's topic) and the bills
  // it touches (their topic), through the shared cache.
  const applyItem = useApiMutation(api.money.applySettlement, { invalidates: [route.name] });
  const removeItem = useApiMutation(api.money.removeSettleItem, { invalidates: [route.name] });
  const apply = async () => {
    setErrors({});
    try {
      await applyItem.mutateAsync({ params: { id }, body: { billId: billId!, amount: amount ?? '0', writeOffAmount: writeOff } });
      setBillId(null);
      setAmount(null);
      setWriteOff(null);
    } catch (e) {
      if (isHttpError(e) && e.errors) setErrors(e.errors);
    }
  };
  const remove = async (itemId: number) => {
    try {
      await removeItem.mutateAsync({ params: { id, itemId } });
    } catch {
      // The http client has shown the message.
    }
  };

  return (
    <Card title={t('money.settle.items')} style={{ marginTop: 16 }} data-testid="settle-items">
      {failed ? <Alert type="warning" showIcon message={t('money.loadFailed')} /> : null}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data?.items ?? []}
        columns={[
          { title: t('money.col.bill'), dataIndex: 'billNumber', key: 'b' },
          { title: t('money.col.date'), dataIndex: 'billDate', key: 'd' },
          { title: t('money.col.billAmount'), dataIndex: 'billAmount', key: 'ba', align: 'right', render: (v: unknown) => moneyText(v) },
          { title: label('amount'), dataIndex: 'amount', key: 'a', align: 'right', render: (v: unknown) => moneyText(v) },
          { title: label('writeOffAmount'), dataIndex: 'writeOffAmount', key: 'w', align: 'right', render: (v: unknown) => moneyText(v) },
          { title: t('money.col.balance'), dataIndex: 'billBalance', key: 'bb', align: 'right', render: (v: unknown) => moneyText(v) },
          ...(canEdit
            ? [
                {
                  title: t('table.actions'),
                  key: 'x',
                  width: 70,
                  render: (_: unknown, r: { id: number }) => (
                    <Popconfirm title={t('money.settle.removeConfirm')} onConfirm={() => remove(r.id)}>
                      <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('buttons.delete')} />
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canEdit && data ? (
        <Form layout="inline" style={{ marginTop: 16, rowGap: 8 }} data-testid="settle-apply">
          <Form.Item label={label('billId')} validateStatus={errors.billId ? 'error' : undefined} help={errors.billId}>
            <Select<number>
              style={{ width: 300 }}
              value={billId ?? undefined}
              onChange={(v) => setBillId(v)}
              placeholder={t('crud.selectPlaceholder')}
              data-testid="settle-bill"
              options={data.openBills.map((b) => ({
                value: b.id,
                label: `${b.billNumber} · ${t('money.col.balance')} ${moneyText(b.balance)}`,
              }))}
              notFoundContent={t('money.settle.noOpenBills')}
            />
          </Form.Item>
          <Form.Item label={label('amount')} validateStatus={errors.amount ? 'error' : undefined} help={errors.amount}>
            <InputNumber<string>
              stringMode
              precision={2}
              min="0"
              value={amount}
              onChange={(v) => setAmount(v)}
              data-testid="settle-amount"
            />
          </Form.Item>
          <Form.Item
            label={label('writeOffAmount')}
            validateStatus={errors.writeOffAmount ? 'error' : undefined}
            help={errors.writeOffAmount}
          >
            <InputNumber<string> stringMode precision={2} min="0" value={writeOff} onChange={(v) => setWriteOff(v)} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" disabled={!billId || (!amount && !writeOff)} onClick={apply} data-testid="settle-apply-button">
                {t('money.settle.apply')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      ) : null}
    </Card>
  );
}
