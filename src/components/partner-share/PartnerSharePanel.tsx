import { Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { endpoints, http, t } from '../../providers';
import { pathOf } from '../../resources';
import type { PanelProps } from '../panels';
import { dayOf, LinkBox, linkUrl } from './LinkBox';
import { addressLabel, scTypeLabel, type Address, type LinkState } from './addresses';

interface PanelData {
  addresses: Address[];
  coopLink: LinkState | null;
  trackLink: LinkState | null;
  canIssue: boolean;
}

type Kind = 'coop' | 'coopTrack';
const PAGE: Record<Kind, string> = { coop: 'PartnerAddressBindingPage', coopTrack: 'PartnerOrderTrackPage' };

/**
 * On a partner's detail screen (docs/partner-share.md): the addresses the partner bound, and the two
 * links staff send it: 地址绑定链接 (its address book, no login) and 订单轨迹地址 (its orders' tracking),
 * each shown with a copy button and a QR code once issued.
 */
export default function PartnerSharePanel({ record }: PanelProps) {
  const id = record.id;
  const [data, setData] = useState<PanelData | null>(null);
  const [links, setLinks] = useState<Partial<Record<Kind, { url: string; expiresAt: string }>>>({});
  const [busy, setBusy] = useState<Kind | null>(null);

  const load = useCallback(async () => {
    if (id === undefined || id === null) return;
    const res = await http.get(endpoints.partnerShare(id));
    setData(res.data?.data as PanelData);
  }, [id]);
  useEffect(() => { void load().catch(() => undefined); }, [load]);

  const issue = async (kind: Kind) => {
    setBusy(kind);
    try {
      const res = await http.post(endpoints.partnerShareLink(id!), { kind });
      const { token, expiresAt } = res.data?.data as { token: string; expiresAt: string };
      setLinks((l) => ({ ...l, [kind]: { url: linkUrl(pathOf(PAGE[kind]), token), expiresAt } }));
      await load();
    } catch { /* the client's toast says why */ } finally {
      setBusy(null);
    }
  };

  if (!data) return null;
  const state = (l: LinkState | null) => (l?.issuedAt ? t('partnerShare.lastIssued', { date: dayOf(l.issuedAt) }) : t('partnerShare.neverIssued'));
  return (
    <Card size="small" title={t('partnerShare.panelTitle')} style={{ marginTop: 16 }} data-testid="partner-share-panel">
      <Space wrap style={{ marginBottom: 12 }}>
        {data.canIssue ? (
          <>
            <Button onClick={() => void issue('coop')} loading={busy === 'coop'} data-testid="partner-bind-link">{t('partnerShare.bindLink')}</Button>
            <Button onClick={() => void issue('coopTrack')} loading={busy === 'coopTrack'} data-testid="partner-track-link">{t('partnerShare.trackLink')}</Button>
          </>
        ) : (
          <Typography.Text type="secondary">{t('partnerShare.noIssue')}</Typography.Text>
        )}
      </Space>
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('partnerShare.bindLink')}>
          {state(data.coopLink)}{data.coopLink?.boundAt ? ` · ${t('partnerShare.lastBound')} ${dayOf(data.coopLink.boundAt)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('partnerShare.trackLink')}>{state(data.trackLink)}</Descriptions.Item>
      </Descriptions>
      {(['coop', 'coopTrack'] as Kind[]).map((kind) => {
        const l = links[kind];
        return l ? (
          <div key={kind} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{t(kind === 'coop' ? 'partnerShare.bindLink' : 'partnerShare.trackLink')}</Typography.Text>
            <LinkBox url={l.url} hint={t('partnerShare.linkHint', { date: dayOf(l.expiresAt) })} testId={kind === 'coop' ? 'partner-bind-url' : 'partner-track-url'} />
          </div>
        ) : null;
      })}
      <Table<Address>
        size="small"
        rowKey="id"
        pagination={false}
        data-testid="partner-addresses"
        dataSource={data.addresses}
        locale={{ emptyText: t('partnerShare.noAddresses') }}
        columns={[
          { title: addressLabel('scType'), dataIndex: 'scType', render: (v: string, a) => <Space size={4}>{scTypeLabel(v)}{a.isDefault ? <Tag color="blue">{t('partnerShare.default')}</Tag> : null}</Space> },
          ...(['scName', 'nationCode', 'cityNameEn', 'scAddress', 'contactName', 'telNumber'] as const).map((f) => ({ title: addressLabel(f), dataIndex: f })),
        ]}
      />
    </Card>
  );
}
