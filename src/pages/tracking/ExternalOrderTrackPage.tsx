import { App, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../providers';
import { SHARE_PREFIXES, type SharePrefix } from '../../schemas';
import { AirTrackPage } from './AirTrackPage';
import { trimQuery } from '../../components/tracking/format';
import { LcTrackPage } from './LcTrackPage';
import { PublicFrame } from '../../components/layout/PublicFrame';
import { SeaTrackPage } from './SeaTrackPage';

/**
 * /externalOrderTrack?o={share code}&code={display number} (docs/behaviour.md §2.2.1, §2.2.8): the first two
 * letters of o choose the AF/AI, SE/SI or LC page. Query values are trimmed and empty ones left
 * out; without o the page says 未获取到查询相关信息 and calls nothing.
 */
export default function ExternalOrderTrackPage() {
  const { search } = useLocation();
  const { message } = App.useApp();
  const params = useMemo(() => trimQuery(search), [search]);
  const o = params.o;
  const prefix = (o ?? '').slice(0, 2).toUpperCase() as SharePrefix;
  const known = !!o && SHARE_PREFIXES.includes(prefix);
  const query = useMemo(() => {
    const q: Record<string, string> = {};
    if (params.o) q.o = params.o;
    if (params.code) q.code = params.code;
    return q;
  }, [params]);

  useEffect(() => {
    if (!o) void message.error(t('tracking.noQuery'));
    else if (!known) void message.error(t('tracking.notFound'));
  }, [o, known, message]);

  let body;
  if (!o)
    body = (
      <div data-testid="track-no-query">
        <Result status="warning" title={t('tracking.noQuery')} />
      </div>
    );
  else if (!known)
    body = (
      <div data-testid="track-not-found">
        <Result status="warning" title={t('tracking.notFound')} />
      </div>
    );
  else if (prefix === 'AF' || prefix === 'AI') body = <AirTrackPage prefix={prefix} o={o} params={query} />;
  else if (prefix === 'SE' || prefix === 'SI') body = <SeaTrackPage prefix={prefix} o={o} params={{ o }} />;
  else body = <LcTrackPage o={o} params={{ o }} />;
  return <PublicFrame>{body}</PublicFrame>;
}
