import { Button, Card, Empty, Input, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CargoResultCard, trackingLinkOf, type CargoHit } from '../../components/tracking/CargoResultCard';
import { screenPath } from '../../resources/screen-paths';
import { api, call } from '../../api';
import { canOpenPath, t, tDynamic } from '../../providers';
import { findRoute, labelKey, resourceName } from '../../resources';

/**
 * 货物追踪 (/newCargoTracking): a master or house waybill, bill of lading or order code of the
 * organisation's orders; each order found shows its status, lane, latest event and the route and
 * manifest dialogs, a link to the order and its public tracking link. Opening the page is recorded
 * as a menu visit (docs/behaviour.md §2.7 recordMenu).
 */
export default function CargoTrackingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const no = (params.get('no') ?? '').trim();
  const [text, setText] = useState(no);
  const [hits, setHits] = useState<CargoHit[] | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const name = resourceName(pathname);
    call(
      api.shell.recordMenu,
      { body: new URLSearchParams({ id: name, name: tDynamic(labelKey(pathname)), path: pathname }) },
      { silent: true },
    ).catch(() => undefined);
  }, [pathname]);

  useEffect(() => {
    setText(no);
    if (!no) {
      setHits(null);
      return;
    }
    setLoading(true);
    call(api.pages.cargoSearch, { query: { no } })
      .then((answer) => setHits(((answer as { records?: unknown } | null)?.records ?? []) as CargoHit[]))
      .catch(() => setHits(null))
      .finally(() => setLoading(false));
  }, [no]);

  const search = (v: string) => {
    const s = v.trim();
    navigate(s ? `${pathname}?${new URLSearchParams({ no: s }).toString()}` : pathname);
  };

  return (
    <Card title={tDynamic(labelKey(pathname))} data-testid="cargo-tracking">
      <Input.Search
        id="cargo-number"
        size="large"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={search}
        enterButton={t('cargo.search')}
        placeholder={t('cargo.placeholder')}
        allowClear
        style={{ maxWidth: 640, marginBottom: 16 }}
      />
      {loading ? (
        <Spin style={{ display: 'block', margin: 32 }} />
      ) : hits === null ? (
        <Typography.Paragraph type="secondary">{t('cargo.hint')}</Typography.Paragraph>
      ) : hits.length === 0 ? (
        <Empty description={<span data-testid="cargo-none">{t('cargo.none', { no })}</span>} />
      ) : (
        hits.map((h) => {
          const route = findRoute(`/${h.resource}`);
          const link = trackingLinkOf(h);
          return (
            <CargoResultCard
              key={`${h.scope}-${h.orderId}`}
              hit={h}
              extra={
                <Space>
                  {route && h.orderId && canOpenPath(route.path) ? (
                    <Link to={screenPath.show(route, h.orderId)} data-testid="cargo-open-order">
                      {t('cargo.openOrder')}
                    </Link>
                  ) : null}
                  {link ? (
                    <Button type="link" size="small" href={link} target="_blank" rel="noopener noreferrer" data-testid="cargo-share-link">
                      {t('cargo.publicLink')}
                    </Button>
                  ) : null}
                </Space>
              }
            />
          );
        })
      )}
    </Card>
  );
}
