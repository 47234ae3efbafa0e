import { Descriptions, Result, Spin } from 'antd';
import { isHttpError, t } from '../../providers';
import { dayOf } from './LinkBox';

/** Either partner page opened bare (no link, no session): how to get a link. */
export function NeedLink() {
  return (
    <div data-testid="partner-need-link">
      <Result status="info" title={t('partnerShare.needLink')} subTitle={t('partnerShare.needLinkHint')} />
    </div>
  );
}

/** The server's own text of a failure (a bad link's 链接无效或已过期), else the client's. */
export const failureText = (e: unknown) => (isHttpError(e) ? e.messageInfo || e.message : String(e));

/** A partner page's link before its view is there: the link's refusal, else a spinner while it loads. */
export function LinkPending({ failed }: { failed: string | null }) {
  return failed ? (
    <div data-testid="partner-link-failed">
      <Result status="warning" title={failed} />
    </div>
  ) : (
    <Spin style={{ display: 'block', margin: 48 }} />
  );
}

/** What a partner's link shows above its content: whose link it is, from which forwarder, until when. */
export function LinkHeader({
  view,
}: {
  view: { partner: { coopName: string | null; coopNameEn: string | null }; forwarderName: string; expiresAt: string };
}) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
      <Descriptions.Item label={t('partnerShare.partner')}>
        <span data-testid="partner-name">
          {view.partner.coopName}
          {view.partner.coopNameEn ? ` (${view.partner.coopNameEn})` : ''}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('partnerShare.forwarder')}>{view.forwarderName}</Descriptions.Item>
      <Descriptions.Item label={t('partnerShare.validUntil')}>{dayOf(view.expiresAt)}</Descriptions.Item>
    </Descriptions>
  );
}
