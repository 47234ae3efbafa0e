import { moneyText } from '../../components/display/money';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Popconfirm, Result, Skeleton, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ChargeForm, type ChargeEditing } from './ChargeForm';
import { ChargeSideHead } from './ChargeSideHead';
import { chargeLineColumns } from './chargeColumns';
import type { ChargeLine } from './api';
import { api, type DataOf } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { findDataRoute } from '../../components/crud/routeDefs';
import { screenPath } from '../../resources/screen-paths';
import { ScreenCard } from '../../components/crud/ScreenCard';
import { canOpenPath, HttpError, t, tDynamic } from '../../providers';
import { labelKey } from '../../resources';
import { linesEditable, type BillSide } from '../../schemas/bills';
import { BUSINESS_SCOPES } from '../../schemas/scopes';

type Incidentals = DataOf<typeof api.money.incidentals>;

const SIDES: BillSide[] = ['AR', 'AP'];

/**
 * 杂费 (docs/money.md "Incidental charges"): one order's charge lines whose fee type is not freight,
 * opened from the order's detail screen with `?scope=&id=`; receivable and payable lines with their
 * totals per currency and in the base currency, and (with the order's edit grant) adding, changing
 * and removing lines. A line on a confirmed bill is shown locked; the server refuses to change it.
 */
export default function IncidentalsPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const scope = (params.get('scope') ?? '').trim().toUpperCase();
  const id = (params.get('id') ?? '').trim();
  const valid = (BUSINESS_SCOPES as readonly string[]).includes(scope) && /^\d+$/.test(id);
  const [editing, setEditing] = useState<ChargeEditing | null>(null);
  // Every change below refreshes this page and any order screen showing the lines (their topic).
  const order = { scope, orderId: id };
  const query = useApiQuery(api.money.incidentals, { params: order }, { enabled: valid, silent: true });
  const data: Incidentals | null = query.data ?? null;
  const e = query.error;
  const failure = e ? (e instanceof HttpError ? e.messageInfo || e.message : String(e)) : null;
  const add = useApiMutation(api.money.addIncidental);
  const update = useApiMutation(api.money.updateIncidental);
  const removeLine = useApiMutation(api.money.removeIncidental);

  const remove = async (line: ChargeLine) => {
    try {
      await removeLine.mutateAsync({ params: { ...order, lineId: line.id } });
      void message.success(t('success'));
    } catch {
      // The http client has shown the message (e.g. the line went onto a confirmed bill meanwhile).
    }
  };

  const title = tDynamic(labelKey(pathname));
  if (!valid) {
    return (
      <ScreenCard title={title} testId="incidentals">
        <div data-testid="incidentals-pick">
          <Result status="info" title={t('incidentals.pickOrder')} subTitle={t('incidentals.pickOrderHint')} />
        </div>
      </ScreenCard>
    );
  }

  const orderRoute = data ? findDataRoute(data.order.route) : undefined;
  const columns = (side: BillSide): TableColumnsType<ChargeLine> => [
    ...chargeLineColumns(side),
    {
      title: t('table.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, l) =>
        !data?.canEdit || (l.billStatus && !linesEditable(l.billStatus)) ? null : (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('buttons.edit')}
              data-testid={`incidental-edit-${l.id}`}
              onClick={() => setEditing({ side, line: l })}
            />
            <Popconfirm
              title={t('money.charge.deleteConfirm')}
              onConfirm={() => remove(l)}
              okButtonProps={{ 'data-testid': `incidental-delete-ok-${l.id}` } as never}
            >
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('buttons.delete')}
                data-testid={`incidental-delete-${l.id}`}
              />
            </Popconfirm>
          </Space>
        ),
    },
  ];

  let body;
  if (failure)
    body = (
      <div data-testid="incidentals-failure">
        <Result status="warning" title={failure} />
      </div>
    );
  else if (!data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else {
    const perCurrency = (side: BillSide) => data.totals[side].map((x) => `${x.currency} ${moneyText(x.amount)}`).join('；') || '-';
    body = (
      <>
        <Alert type="info" showIcon message={t('incidentals.definition')} style={{ marginBottom: 12 }} />
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          style={{ marginBottom: 16 }}
          data-testid="incidentals-totals"
          items={[
            { key: 'ar', label: t('money.totalReceivable'), children: <span data-testid="incidentals-total-AR">{perCurrency('AR')}</span> },
            { key: 'ap', label: t('money.totalPayable'), children: <span data-testid="incidentals-total-AP">{perCurrency('AP')}</span> },
            {
              key: 'base',
              label: `${t('incidentals.net')} (${data.baseCurrency})`,
              children: <strong data-testid="incidentals-total-net">{moneyText(data.totals.base.net)}</strong>,
            },
          ]}
        />
        {SIDES.map((side) => (
          <section key={side} style={{ marginBottom: 16 }} data-testid={`incidentals-${side}`}>
            <ChargeSideHead
              side={side}
              testIdPrefix="incidental"
              onAdd={data.canEdit ? () => setEditing({ side, line: null }) : undefined}
            />
            <Table<ChargeLine>
              size="small"
              rowKey="id"
              columns={columns(side)}
              dataSource={data.lines.filter((l) => l.side === side)}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          </section>
        ))}
      </>
    );
  }

  // Back to the order screen it was opened from, else the scope's order detail.
  const back = () =>
    window.history.length > 1 ? navigate(-1) : orderRoute && data && navigate(screenPath.show(orderRoute, data.order.id));
  const extra =
    orderRoute && data && canOpenPath(orderRoute.path) ? (
      <Button onClick={back} data-testid="incidentals-back">
        {t('incidentals.back')}
      </Button>
    ) : null;

  return (
    <ScreenCard title={data ? t('incidentals.of', { code: data.order.orderCode }) : title} extra={extra} testId="incidentals">
      {data ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {title}
        </Typography.Paragraph>
      ) : null}
      {body}
      {editing && data ? (
        <ChargeForm
          scope={scope}
          order={data.order}
          baseCurrency={data.baseCurrency}
          editing={editing}
          submit={(values, line) =>
            line
              ? update.mutateAsync({ params: { ...order, lineId: line.id }, body: values })
              : add.mutateAsync({ params: order, body: values })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('success'));
          }}
        />
      ) : null}
    </ScreenCard>
  );
}
