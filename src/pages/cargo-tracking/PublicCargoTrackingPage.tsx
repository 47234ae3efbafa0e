import { Alert, Button, Card, Col, Form, Input, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CargoResultCard, trackingLinkOf, type CargoHit } from '../../components/tracking/CargoResultCard';
import { api, call } from '../../api';
import { isHttpError, t, tDynamic } from '../../providers';
import { PublicFrame } from '../../components/layout/PublicFrame';

/**
 * Public 货物追踪 (/cargoTracking, no login): a share code (?o=), or a waybill / bill-of-lading
 * number with the order's customer reference (客户单号) as second factor. Answers are rate-limited
 * by the server; a miss always reads the same.
 */
export default function PublicCargoTrackingPage() {
  const [params] = useSearchParams();
  const o = (params.get('o') ?? '').trim();
  const [no, setNo] = useState((params.get('no') ?? '').trim());
  const [verify, setVerify] = useState('');
  const [hits, setHits] = useState<CargoHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const run = (query: Record<string, string>) => {
    setLoading(true);
    setError(null);
    call(api.pages.publicCargoTrack, { query }, { anonymous: true, silent: true })
      .then((answer) => setHits(((answer as { records?: unknown } | null)?.records ?? []) as typeof hits))
      .catch((e) => {
        setHits(null);
        setError(isHttpError(e) ? (e.messageInfo ?? e.message) : t('cargo.failed'));
      })
      .finally(() => setLoading(false));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a number in the address is looked up once when it changes, not on each new run closure.
  useEffect(() => {
    if (o) run({ o });
  }, [o]);

  const submit = () => {
    if (!no.trim() || !verify.trim()) {
      setError(t('cargo.needBoth'));
      return;
    }
    run({ no: no.trim(), verify: verify.trim() });
  };

  return (
    <PublicFrame title={tDynamic('route.cargoTracking')}>
      <Card data-testid="public-cargo-tracking" style={{ marginBottom: 12 }}>
        <Form layout="vertical" component="div">
          <Row gutter={12} align="bottom">
            <Col xs={24} md={10}>
              <Form.Item label={t('cargo.number')} htmlFor="public-cargo-no" style={{ marginBottom: 8 }}>
                <Input
                  id="public-cargo-no"
                  value={no}
                  onChange={(e) => setNo(e.target.value)}
                  onPressEnter={submit}
                  placeholder={t('cargo.numberPlaceholder')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item
                label={t('cargo.verify')}
                htmlFor="public-cargo-verify"
                tooltip={t('cargo.verifyHelp')}
                style={{ marginBottom: 8 }}
              >
                <Input
                  id="public-cargo-verify"
                  value={verify}
                  onChange={(e) => setVerify(e.target.value)}
                  onPressEnter={submit}
                  placeholder={t('cargo.verifyPlaceholder')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Button type="primary" block onClick={submit} loading={loading} data-testid="public-cargo-search" style={{ marginBottom: 8 }}>
                {t('cargo.search')}
              </Button>
            </Col>
          </Row>
        </Form>
        {error ? <Alert type="warning" showIcon message={error} data-testid="public-cargo-error" /> : null}
      </Card>
      {loading ? <Spin style={{ display: 'block', margin: 32 }} /> : null}
      {(hits ?? []).map((h, i) => {
        const link = trackingLinkOf(h);
        return (
          <CargoResultCard
            key={`${h.scope}-${i}`}
            hit={h}
            extra={
              link ? (
                <Button type="link" size="small" href={link} data-testid="cargo-share-link">
                  {t('cargo.details')}
                </Button>
              ) : null
            }
          />
        );
      })}
    </PublicFrame>
  );
}
