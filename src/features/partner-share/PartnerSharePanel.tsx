import type { TextKey } from '../../i18n/keys';
import { Button, Card, Descriptions, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { t } from '../../providers';
import { pathOf } from '../../resources';
import type { PanelProps } from '../../components/panels/types';
import { dayOf, LinkBox, linkUrl } from './LinkBox';
import { addressLabel, scTypeLabel, type Address, type LinkState } from './addresses';

type Kind = 'coop' | 'coopTrack';

/** One link issued to the partner (docs/partner-share.md "Issuing the links"). */
interface IssuedLink {
  id: number;
  kind: Kind;
  issuedBy: string | null;
  issuedAt: string;
  expiresAt: string;
  revokedBy: string | null;
  revokedAt: string | null;
  status: 'active' | 'expired' | 'revoked';
}

interface PanelData {
  addresses: Address[];
  coopLink: LinkState | null;
  trackLink: LinkState | null;
  links: IssuedLink[];
  canIssue: boolean;
}

const STATUS_COLOR: Record<IssuedLink['status'], string> = { active: 'green', expired: 'default', revoked: 'red' };
const STATUS_TEXT: Record<IssuedLink['status'], TextKey> = {
  active: 'partnerShare.active',
  expired: 'partnerShare.expired',
  revoked: 'partnerShare.revoked',
};
const PAGE: Record<Kind, string> = { coop: 'PartnerAddressBindingPage', coopTrack: 'PartnerOrderTrackPage' };

/**
 * On a partner's detail screen (docs/partner-share.md): the addresses the partner bound, and the two
 * links staff send it: 地址绑定链接 (its address book, no login) and 订单轨迹地址 (its orders' tracking),
 * each shown with a copy button and a QR code once issued; every link issued, with its expiry and
 * state, and 撤销 to revoke one.
 */
export default function PartnerSharePanel({ record }: PanelProps) {
  const id = record.id;
  const data = (useApiQuery(api.partnerShare.partner, { params: { coopId: id as number } }, { enabled: id !== undefined && id !== null })
    .data ?? null) as PanelData | null;
  // Issuing or revoking a link refreshes this panel (and the bindings page) through the partnerShare topic.
  const issueLink = useApiMutation(api.partnerShare.issueLink);
  const revokeLink = useApiMutation(api.partnerShare.revokeLink);
  const [links, setLinks] = useState<Partial<Record<Kind, { id: number; url: string; expiresAt: string }>>>({});
  const [busy, setBusy] = useState<Kind | null>(null);

  const issue = async (kind: Kind) => {
    setBusy(kind);
    try {
      const {
        token,
        expiresAt,
        id: linkId,
      } = (await issueLink.mutateAsync({ params: { coopId: id as number }, body: { kind } })) as {
        token: string;
        expiresAt: string;
        id: number;
      };
      setLinks((l) => ({ ...l, [kind]: { id: linkId, url: linkUrl(pathOf(PAGE[kind]), token), expiresAt } }));
    } catch {
      /* the client's toast says why */
    } finally {
      setBusy(null);
    }
  };

  const revoke = async (link: IssuedLink) => {
    try {
      await revokeLink.mutateAsync({ params: { coopId: id as number, linkId: link.id } });
      // A link shown above that was just revoked is no longer offered.
      setLinks((l) => (l[link.kind]?.id === link.id ? { ...l, [link.kind]: undefined } : l));
    } catch {
      /* the client's toast says why */
    }
  };

  if (!data) return null;
  const state = (l: LinkState | null) =>
    l?.issuedAt ? t('partnerShare.lastIssued', { date: dayOf(l.issuedAt) }) : t('partnerShare.neverIssued');
  return (
    <Card size="small" title={t('partnerShare.panelTitle')} style={{ marginTop: 16 }} data-testid="partner-share-panel">
      <Space wrap style={{ marginBottom: 12 }}>
        {data.canIssue ? (
          <>
            <Button onClick={() => void issue('coop')} loading={busy === 'coop'} data-testid="partner-bind-link">
              {t('partnerShare.bindLink')}
            </Button>
            <Button onClick={() => void issue('coopTrack')} loading={busy === 'coopTrack'} data-testid="partner-track-link">
              {t('partnerShare.trackLink')}
            </Button>
          </>
        ) : (
          <Typography.Text type="secondary">{t('partnerShare.noIssue')}</Typography.Text>
        )}
      </Space>
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('partnerShare.bindLink')}>
          {state(data.coopLink)}
          {data.coopLink?.boundAt ? ` · ${t('partnerShare.lastBound')} ${dayOf(data.coopLink.boundAt)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('partnerShare.trackLink')}>{state(data.trackLink)}</Descriptions.Item>
      </Descriptions>
      {(['coop', 'coopTrack'] as Kind[]).map((kind) => {
        const l = links[kind];
        return l ? (
          <div key={kind} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{t(kind === 'coop' ? 'partnerShare.bindLink' : 'partnerShare.trackLink')}</Typography.Text>
            <LinkBox
              url={l.url}
              hint={t('partnerShare.linkHint', { date: dayOf(l.expiresAt) })}
              testId={kind === 'coop' ? 'partner-bind-url' : 'partner-track-url'}
            />
          </div>
        ) : null;
      })}
      <Typography.Text strong>{t('partnerShare.issuedLinks')}</Typography.Text>
      <Table<IssuedLink>
        size="small"
        rowKey="id"
        pagination={false}
        style={{ margin: '8px 0 16px' }}
        data-testid="partner-links"
        dataSource={data.links}
        locale={{ emptyText: t('partnerShare.noLinks') }}
        columns={[
          {
            title: t('partnerShare.linkKind'),
            dataIndex: 'kind',
            render: (k: Kind) => t(k === 'coop' ? 'partnerShare.bindLink' : 'partnerShare.trackLink'),
          },
          { title: t('partnerShare.issuedAt'), dataIndex: 'issuedAt', render: (v: string) => dayOf(v) },
          { title: t('partnerShare.issuedBy'), dataIndex: 'issuedBy' },
          { title: t('partnerShare.expiresAt'), dataIndex: 'expiresAt', render: (v: string) => dayOf(v) },
          {
            title: t('partnerShare.linkStatus'),
            dataIndex: 'status',
            render: (s: IssuedLink['status'], l) => (
              <Tag
                color={STATUS_COLOR[s]}
                title={l.revokedAt ? t('partnerShare.revokedBy', { name: l.revokedBy ?? '', date: dayOf(l.revokedAt) }) : undefined}
              >
                {t(STATUS_TEXT[s])}
              </Tag>
            ),
          },
          ...(data.canIssue
            ? [
                {
                  title: '',
                  key: 'revoke',
                  render: (_: unknown, l: IssuedLink) =>
                    l.status === 'active' ? (
                      <Popconfirm title={t('partnerShare.revokeConfirm')} onConfirm={() => revoke(l)}>
                        <Button size="small" danger data-testid={`partner-link-revoke-${l.id}`}>
                          {t('partnerShare.revoke')}
                        </Button>
                      </Popconfirm>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <Table<Address>
        size="small"
        rowKey="id"
        pagination={false}
        data-testid="partner-addresses"
        dataSource={data.addresses}
        locale={{ emptyText: t('partnerShare.noAddresses') }}
        columns={[
          {
            title: addressLabel('scType'),
            dataIndex: 'scType',
            render: (v: string, a) => (
              <Space size={4}>
                {scTypeLabel(v)}
                {a.isDefault ? <Tag color="blue">{t('partnerShare.default')}</Tag> : null}
              </Space>
            ),
          },
          ...(['scName', 'nationCode', 'cityNameEn', 'scAddress', 'contactName', 'telNumber'] as const).map((f) => ({
            title: addressLabel(f),
            dataIndex: f,
          })),
        ]}
      />
    </Card>
  );
}
