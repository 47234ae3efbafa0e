import { Result, Spin } from 'antd';
import { isHttpError, t } from '../../providers';

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
