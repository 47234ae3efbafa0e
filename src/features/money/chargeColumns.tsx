import { moneyText } from '../../components/display/money';
import { Space, Tag, type TableColumnsType } from 'antd';
import { t } from '../../providers';
import type { BillSide } from '../../schemas/bills';
import { formatDecimal } from '../../schemas/money';
import type { ChargeLine } from './api';
import { BillStatusTag } from './BillStatusTag';

type LineColumns = TableColumnsType<ChargeLine>;

/** Unit price, quantity and amount, as every table of charge lines shows them (a bill's lines too). */
export function priceQuantityAmountColumns(): LineColumns {
  return [
    {
      title: t('money.col.unitPrice'),
      dataIndex: 'unitPrice',
      key: 'unitPrice',
      align: 'right',
      width: 110,
      render: (v) => moneyText(v, 4),
    },
    {
      title: t('money.col.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      align: 'right',
      width: 100,
      render: (v) => formatDecimal(v, 3),
    },
    { title: t('money.col.amount'), dataIndex: 'amount', key: 'amount', align: 'right', width: 120, render: (v) => moneyText(v) },
  ];
}

/**
 * The columns every table of an order's charge lines shows (the order's 费用 panel, the 杂费 page):
 * fee item, partner, amounts with their currency and rate, and the bill a line is on. Each table
 * adds its own actions column.
 */
export function chargeLineColumns(side: BillSide): LineColumns {
  return [
    { title: t('money.col.service'), dataIndex: 'serviceName', key: 'serviceName', width: 160 },
    {
      title: t(side === 'AR' ? 'money.col.customer' : 'money.col.supplier'),
      dataIndex: 'coopName',
      key: 'coopName',
      width: 180,
      ellipsis: true,
    },
    { title: t('money.col.currency'), dataIndex: 'currency', key: 'currency', width: 70 },
    ...priceQuantityAmountColumns(),
    {
      title: t('money.col.rate'),
      dataIndex: 'exchangeRate',
      key: 'exchangeRate',
      align: 'right',
      width: 100,
      render: (v) => formatDecimal(v, 6),
    },
    { title: t('money.col.base'), dataIndex: 'baseAmount', key: 'baseAmount', align: 'right', width: 120, render: (v) => moneyText(v) },
    {
      title: t('money.col.bill'),
      key: 'bill',
      width: 170,
      render: (_, l) =>
        l.billNumber ? (
          <Space size={4}>
            {l.billNumber}
            <BillStatusTag status={l.billStatus} />
          </Space>
        ) : (
          <Tag>{t('money.unbilled')}</Tag>
        ),
    },
  ];
}
