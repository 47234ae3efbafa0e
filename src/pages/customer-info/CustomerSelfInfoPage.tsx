import { Alert, Card, Result, Spin, Typography } from 'antd';
import { dateText, dateTimeText } from '../../components/display/dates';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FieldsForm } from '../../components/crud/FieldsForm';
import { api, call } from '../../api';
import { isHttpError, t, tDynamic } from '../../providers';
import { customerSelfFields } from '../../resources/fieldsets/customer-info';
import { PublicFrame } from '../../components/layout/PublicFrame';

interface LinkAnswer {
  forwarderName: string;
  expiresAt: string;
  values: Record<string, unknown>;
  lastStatus: string | null;
  lastSubmitTime: string | null;
}

/**
 * 客户信息 (/customer_info, no login): a customer opens the link its forwarder sent (?o=token) and
 * keeps its company information up to date; the forwarder reviews what it sends.
 */
export default function CustomerSelfInfoPage() {
  const [params] = useSearchParams();
  const token = (params.get('o') ?? '').trim();
  const [data, setData] = useState<LinkAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!token) {
      setError(t('customerInfo.noLink'));
      return;
    }
    call(api.pages.customerSelfInfo, { query: { o: token } }, { anonymous: true, silent: true })
      .then((answer) => setData((answer ?? null) as typeof data))
      .catch((e) => setError(isHttpError(e) ? (e.messageInfo ?? e.message) : t('customerInfo.noLink')));
  }, [token]);
  return (
    <PublicFrame title={tDynamic('route.customer_info')}>
      <Card data-testid="customer-self-info" style={{ maxWidth: 900, margin: '0 auto' }}>
        {error ? (
          <div data-testid="customer-self-error">
            <Result status="warning" title={error} />
          </div>
        ) : !data ? (
          <Spin style={{ display: 'block', margin: 48 }} />
        ) : sent ? (
          <div data-testid="customer-self-sent">
            <Result status="success" title={t('customerInfo.sent')} subTitle={t('customerInfo.sentHint', { name: data.forwarderName })} />
          </div>
        ) : (
          <>
            <Typography.Paragraph>{t('customerInfo.intro', { name: data.forwarderName })}</Typography.Paragraph>
            {data.lastStatus === 'PENDING' ? (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                message={t('customerInfo.waiting', { at: dateTimeText(data.lastSubmitTime) })}
              />
            ) : null}
            <FieldsForm
              fields={customerSelfFields}
              initial={data.values}
              idPrefix="self"
              testId="customer-self-form"
              submitText={t('customerInfo.send')}
              onSubmit={async (payload) => {
                await call(api.pages.submitCustomerSelfInfo, { query: { o: token }, body: payload }, { anonymous: true });
                setSent(true);
              }}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {t('customerInfo.linkValid', { at: dateText(data.expiresAt) })}
            </Typography.Paragraph>
          </>
        )}
      </Card>
    </PublicFrame>
  );
}
