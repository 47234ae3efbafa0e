import type { TextKey } from '../../i18n/keys';
import { ArrowRightOutlined, WarningFilled } from '@ant-design/icons';
import { Alert, Button, Space, Steps, Tag, Tooltip, Typography } from 'antd';
import { canOpenPath, currentLanguage, inLanguage, t } from '../../providers';
import type { FieldDef } from '../../resources';
import { CHARGE_TABLE } from '../../resources/fieldsets/money';
import { ORDER_STATUSES, SOURCE_LABELS, STAGE_LABELS, isOrderStage, isOrderStatus, type OrderStatus } from '../../schemas/order-lifecycle';
import { formatDecimal } from '../../schemas/money';
import { SCOPE_NAMES, scopeOfRoute } from '../../schemas/scopes';
import { EMPTY, formatValue, isEmptyValue } from '../crud/format';
import { RefValue } from '../crud/RefValue';
import { fieldLabel } from '../crud/routeDefs';
import { api } from '../../api';
import { useApiQuery } from '../../api/hooks';
import type { PanelProps } from '../panels/types';
import { useIsSmallDevice } from '../layout/useIsMobile';
import { statusText, useOrderLifecycle } from './useOrderLifecycle';
import styles from './OrderSummaryPanel.module.css';

/** The way an order normally goes: the stepper's steps (a provisional order starts at 草稿). */
const PATH: OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'CANCELLED');

/** Plan and confirmed figures side by side, with the server's difference flag (docs/orders.md "Computed fields"). */
const FIGURES: { plan: string; confirm: string; differ: string; label: TextKey }[] = [
  { plan: 'planPieces', confirm: 'confirmPieces', differ: 'piecesDiffer', label: 'workspace.pieces' },
  { plan: 'planWeight', confirm: 'confirmWeight', differ: 'weightDiffer', label: 'workspace.weight' },
  { plan: 'planVolume', confirm: 'confirmVolume', differ: 'volumeDiffer', label: 'workspace.volume' },
  { plan: 'planChargeWeight', confirm: 'confirmChargeWeight', differ: 'chargeWeightDiffer', label: 'workspace.chargeWeight' },
];

/** What carries the cargo, by scope: the flight, the vessel and voyage, the train, the truck. */
const CARRIER_FIELDS = ['expectFlight', 'shipName', 'shipVoyageNumber', 'driverNumber'];

/**
 * The head of an order's workspace (docs/orders.md "The order workspace"): what the order is and
 * where the shipment stands at a glance. Code, scope, stage, source and customer; the route with its
 * flight or vessel and dates; plan against confirmed figures with the mismatches flagged; receivable,
 * payable and margin; the status as a stepper with the changes the user may make now as buttons
 * (the server's lifecycle decides; a refused change says why).
 */
export default function OrderSummaryPanel({ route, record }: PanelProps) {
  const lang = currentLanguage();
  const phone = useIsSmallDevice();
  const byName = new Map((route.fields ?? []).map((f) => [f.name, f]));
  const field = (n: string) => byName.get(n);
  const value = (n: string) => {
    const f = field(n);
    return f && !isEmptyValue(record[n]) ? formatValue(f, record[n], lang) : null;
  };
  const id = record.id as number;
  const life = useOrderLifecycle(route, id);
  const status = String(life.data?.orderStatus ?? record.orderStatus ?? '');
  const stage = String(life.data?.orderStage ?? record.orderStage ?? '');
  const scope = scopeOfRoute(route);
  // The same query as the charges panel below: a change of a line there updates these figures.
  const money = useApiQuery(
    api.money.orderCharges,
    { params: { scope: scope ?? '', orderId: id } },
    {
      // The figures need the charge lines' menu; without it the header leaves them out.
      enabled: !!scope && canOpenPath(`/${CHARGE_TABLE}`),
    },
  );

  const stations = ['departureStation', 'transitStation', 'transitStation2', 'arrivalStation'].map(value).filter((v): v is string => !!v);
  const carrier = CARRIER_FIELDS.map(value).filter(Boolean).join(' ');
  const dates = [value('expectDeparture'), value('expectArrival')].filter(Boolean).join(' → ');

  return (
    <section className={styles.summary} data-testid="order-summary">
      <div className={styles.head}>
        <Typography.Title level={4} className={styles.code} data-testid="summary-code">
          {String(record.orderCode ?? EMPTY)}
        </Typography.Title>
        {scope ? <Tag color="geekblue">{inLanguage(SCOPE_NAMES[scope], lang)}</Tag> : null}
        {isOrderStage(stage) ? <Tag>{inLanguage(STAGE_LABELS[stage], lang)}</Tag> : null}
        {isOrderStatus(status) ? (
          <Tag color={status === 'CANCELLED' ? 'red' : 'blue'} data-testid="summary-status">
            {statusText(status)}
          </Tag>
        ) : null}
        {typeof record.orderSource === 'string' && record.orderSource in SOURCE_LABELS ? (
          <Tag>{inLanguage(SOURCE_LABELS[record.orderSource as keyof typeof SOURCE_LABELS], lang)}</Tag>
        ) : null}
        {field('customerId') ? (
          <span className={styles.customer} data-testid="summary-customer">
            <Typography.Text type="secondary">{fieldLabel(field('customerId')!)}：</Typography.Text>
            <RefValue field={field('customerId')!} value={record.customerId} />
          </span>
        ) : null}
      </div>

      <div className={styles.route} data-testid="summary-route">
        {stations.length ? (
          stations.map((s, i) => (
            <span key={i} className={styles.station}>
              {i > 0 ? <ArrowRightOutlined className={styles.arrow} /> : null}
              {s}
            </span>
          ))
        ) : (
          <Typography.Text type="secondary">{t('workspace.noRoute')}</Typography.Text>
        )}
        {carrier ? <Tag className={styles.carrier}>{carrier}</Tag> : null}
        {dates ? <Typography.Text type="secondary">{dates}</Typography.Text> : null}
      </div>

      <div className={styles.figures}>
        <div className={styles.figureTable} data-testid="summary-figures">
          <span />
          <span className={styles.colHead}>{t('workspace.plan')}</span>
          <span className={styles.colHead}>{t('workspace.confirmed')}</span>
          {FIGURES.filter((x) => field(x.plan)).map((x) => (
            <Figure
              key={x.plan}
              label={t(x.label)}
              plan={field(x.plan)!}
              confirm={field(x.confirm)}
              differ={record[x.differ] === true}
              record={record}
            />
          ))}
        </div>
        {money.data ? (
          <div className={styles.money} data-testid="summary-money">
            <MoneyItem label={t('workspace.receivable')} value={money.data.totals.receivable} currency={money.data.baseCurrency} />
            <MoneyItem label={t('workspace.payable')} value={money.data.totals.payable} currency={money.data.baseCurrency} />
            <MoneyItem label={t('workspace.margin')} value={money.data.totals.profit} currency={money.data.baseCurrency} strong />
          </div>
        ) : null}
      </div>

      <div className={styles.lifecycle}>
        <Steps
          size="small"
          // On a phone a row of dots (scrolling sideways if it must) rather than a column of steps.
          responsive={false}
          progressDot={phone}
          labelPlacement={phone ? 'vertical' : 'horizontal'}
          className={styles.steps}
          data-testid="order-stepper"
          current={stepOf(status, life.data?.events)}
          status={status === 'CANCELLED' ? 'error' : status === 'DELIVERED' ? 'finish' : 'process'}
          items={PATH.filter(
            (s) => s !== 'DRAFT' || status === 'DRAFT' || life.data?.events.some((e) => e.fromStatus === 'DRAFT' || e.toStatus === 'DRAFT'),
          ).map((s) => ({ title: statusText(s) }))}
        />
        <Space wrap className={styles.actions}>
          {(life.data?.transitions ?? []).map((tr) => (
            <Button
              key={tr.toStatus}
              size="small"
              type={tr.toStatus === 'CANCELLED' ? 'default' : 'primary'}
              danger={tr.toStatus === 'CANCELLED'}
              onClick={() => life.change(tr.toStatus, inLanguage(tr.action, lang))}
              data-testid={`transition-${tr.toStatus}`}
            >
              {inLanguage(tr.action, lang)}
            </Button>
          ))}
          {life.data ? (
            <Button size="small" loading={life.busy} onClick={() => void life.toggleFollow()} data-testid="order-follow">
              {life.data.following ? t('orders.unfollow') : t('orders.follow')}
            </Button>
          ) : null}
        </Space>
      </div>
      {life.refused ? (
        <Alert type="error" showIcon message={life.refused} className={styles.refused} data-testid="transition-refused" />
      ) : null}
    </section>
  );
}

/** Where the stepper stands: the status's step, or for a cancelled order the step it was cancelled at. */
function stepOf(status: string, events: { fromStatus: string | null; toStatus: string }[] | undefined): number {
  const shown = PATH.filter(
    (s) => s !== 'DRAFT' || status === 'DRAFT' || events?.some((e) => e.fromStatus === 'DRAFT' || e.toStatus === 'DRAFT'),
  );
  if (status === 'CANCELLED') {
    const from = [...(events ?? [])].reverse().find((e) => e.toStatus === 'CANCELLED')?.fromStatus;
    return Math.max(0, shown.indexOf(from as OrderStatus));
  }
  return Math.max(0, shown.indexOf(status as OrderStatus));
}

function Figure({
  label,
  plan,
  confirm,
  differ,
  record,
}: {
  label: string;
  plan: FieldDef;
  confirm?: FieldDef;
  differ: boolean;
  record: Record<string, unknown>;
}) {
  const lang = currentLanguage();
  const cell = (f: FieldDef | undefined) => (f ? formatValue(f, record[f.name], lang) : EMPTY);
  return (
    <>
      <span className={styles.rowHead}>{label}</span>
      <span className={styles.num} data-testid={`summary-${plan.name}`}>
        {cell(plan)}
      </span>
      <span className={`${styles.num} ${differ ? styles.differ : ''}`} data-testid={confirm ? `summary-${confirm.name}` : undefined}>
        {cell(confirm)}
        {differ ? (
          <Tooltip title={t('workspace.differ')}>
            <WarningFilled className={styles.flag} data-testid={`summary-differ-${plan.name}`} />
          </Tooltip>
        ) : null}
      </span>
    </>
  );
}

function MoneyItem({ label, value, currency, strong }: { label: string; value: string; currency: string; strong?: boolean }) {
  const negative = value.startsWith('-');
  return (
    <div className={styles.moneyItem}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span className={`${styles.num} ${strong ? styles.strong : ''} ${negative ? styles.loss : ''}`}>
        {currency} {formatDecimal(value, 2) ?? value}
      </span>
    </div>
  );
}
