import { dash } from '../../components/display/empty';
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { App, Badge, Button, Card, Descriptions, Input, Modal, Space, Table, Tabs, Typography } from 'antd';
import { dateTimeText } from '../../components/display/dates';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useLocation } from 'react-router';
import { fieldLabel } from '../../components/crud/routeDefs';
import { hasButton, t, tDynamic } from '../../providers';
import { buttonCode, pathOf, resourceName } from '../../resources';
import { customerSelfFields } from '../../resources/fieldsets/customer-info';
import { CustomerProfiles, type CustomerRow } from './CustomerProfiles';

interface Submission {
  id: number;
  coopId: number | null;
  status: string;
  submitTime: string;
  data: Record<string, unknown>;
}

/** The address a customer opens to fill in its own information (no login). */
export const customerLinkOf = (token: string) =>
  `${window.location.origin}/#${pathOf('CustomerSelfInfoPage')}?o=${encodeURIComponent(token)}`;

function LinkDialog({ link, expiresAt, onClose }: { link: string; expiresAt: string; onClose: () => void }) {
  const { message } = App.useApp();
  return (
    <Modal open onCancel={onClose} footer={null} title={t('customerInfo.linkTitle')} width={520} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} align="center" data-testid="customer-link">
        <QRCodeSVG value={link} size={160} marginSize={4} />
        <Input readOnly value={link} id="customer-link-url" />
        <Button
          icon={<CopyOutlined />}
          onClick={() =>
            navigator.clipboard
              ?.writeText(link)
              .then(() => message.success(t('customerInfo.copied')))
              .catch(() => undefined)
          }
        >
          {t('customerInfo.copy')}
        </Button>
        <Typography.Text type="secondary">{t('customerInfo.expires', { at: dateTimeText(expiresAt) })}</Typography.Text>
      </Space>
    </Modal>
  );
}

/** What customers sent through their links: accept into the partner record (new customers need a code) or reject. */
function Submissions({ canReview }: { canReview: boolean }) {
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState('PENDING');
  const page = (useApiQuery(api.pages.customerInfoSubmissions, { query: { status, size: 50 } }).data ?? null) as {
    records: Submission[];
    total: number;
  } | null;
  // A decision refreshes these lists, the pending count and (accepted) the customers' profiles.
  const accepting = useApiMutation(api.pages.acceptCustomerInfo);
  const rejecting = useApiMutation(api.pages.rejectCustomerInfo);
  const decide = async (s: Submission, decision: 'accept' | 'reject', body?: Record<string, string>) => {
    if (decision === 'accept') await accepting.mutateAsync({ params: { id: s.id }, body: body ?? {} });
    else await rejecting.mutateAsync({ params: { id: s.id } });
    void message.success(t('success'));
  };
  const accept = (s: Submission) => {
    if (s.coopId) return void decide(s, 'accept').catch(() => undefined);
    let code = '';
    modal.confirm({
      title: t('customerInfo.newCode'),
      content: (
        <Input
          id="new-customer-code"
          onChange={(e) => {
            code = e.target.value;
          }}
          placeholder="ABC123"
        />
      ),
      onOk: () => decide(s, 'accept', { coopCode: code }),
    });
    return undefined;
  };
  return (
    <div data-testid="customer-submissions">
      <Tabs
        activeKey={status}
        onChange={setStatus}
        size="small"
        items={(['PENDING', 'ACCEPTED', 'REJECTED'] as const).map((k) => ({ key: k, label: t(`customerInfo.status.${k}`) }))}
      />
      <Table<Submission>
        rowKey="id"
        size="small"
        dataSource={page?.records ?? []}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        expandable={{
          expandedRowRender: (s) => (
            <Descriptions size="small" column={2}>
              {customerSelfFields.map((f) => (
                <Descriptions.Item key={f.name} label={fieldLabel(f)}>
                  {dash(s.data[f.name])}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ),
        }}
        columns={[
          { title: t('customerInfo.name'), key: 'name', render: (_, s) => dash(s.data.coopName) },
          {
            title: t('customerInfo.kind'),
            key: 'kind',
            render: (_, s) => (s.coopId ? t('customerInfo.update') : t('customerInfo.newCustomer')),
          },
          { title: t('customerInfo.submitted'), dataIndex: 'submitTime', render: (v: string) => dateTimeText(v) },
          ...(canReview && status === 'PENDING'
            ? [
                {
                  title: '',
                  key: 'decide',
                  render: (_: unknown, s: Submission) => (
                    <Space>
                      <Button size="small" type="primary" onClick={() => accept(s)} data-testid="submission-accept">
                        {t('customerInfo.accept')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() => void decide(s, 'reject').catch(() => undefined)}
                        data-testid="submission-reject"
                      >
                        {t('customerInfo.reject')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}

/**
 * 客户信息 (/customer_info_menu): the profiles of the organisation's customers, links that let a
 * customer fill in its own information without login (/customer_info), and what they sent.
 */
export default function CustomerInfoPage() {
  const { pathname } = useLocation();
  const resource = resourceName(pathname);
  const canInvite = hasButton(buttonCode(resource, 'invite'));
  const canReview = hasButton(buttonCode(resource, 'review'));
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const pending = Number(useApiQuery(api.pages.customerInfoSubmissions, { query: { status: 'PENDING', size: 1 } }).data?.total ?? 0);
  const issueLink = useApiMutation(api.pages.customerInfoLink);

  const invite = async (coopId?: number) => {
    try {
      const d = await issueLink.mutateAsync({ body: coopId ? { coopId } : {} });
      setLink({ url: customerLinkOf(d.token), expiresAt: d.expiresAt });
    } catch {
      // Shown by the http client.
    }
  };
  const inviteButton = (c: CustomerRow) =>
    canInvite ? (
      <Button size="small" icon={<LinkOutlined />} onClick={() => void invite(c.id)} data-testid={`customer-invite-${c.coopCode}`}>
        {t('customerInfo.invite')}
      </Button>
    ) : null;

  return (
    <Card
      title={tDynamic('route.customer_info_menu')}
      data-testid="customer-info"
      extra={
        canInvite ? (
          <Button icon={<LinkOutlined />} onClick={() => void invite()} data-testid="customer-invite-new">
            {t('customerInfo.inviteNew')}
          </Button>
        ) : null
      }
    >
      <Tabs
        items={[
          { key: 'customers', label: t('customerInfo.profiles'), children: <CustomerProfiles group={false} actions={inviteButton} /> },
          {
            key: 'submissions',
            label: (
              <Badge count={pending} size="small" offset={[8, 0]}>
                {t('customerInfo.submissions')}
              </Badge>
            ),
            children: <Submissions canReview={canReview} />,
          },
        ]}
      />
      {link ? <LinkDialog link={link.url} expiresAt={link.expiresAt} onClose={() => setLink(null)} /> : null}
    </Card>
  );
}
