import { dateTimeText } from '../../components/display/dates';
import { Badge, Button, Card, List, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApprovalDialog, StateTag } from '../../components/approvals/ApprovalDialog';
import { useCounts } from '../../components/layout/notificationCounts';
import { useCurrentUser } from '../../components/layout/useCurrentUser';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import type { CallArgs, CallRef, DataOf } from '../../api/refs';
import { t } from '../../providers';

/** docs/behaviour.md §2.9: page size 10. */
export const NOTIFICATION_PAGE_SIZE = 10;

type Approval = DataOf<typeof api.notifications.toDo>['records'][number];
type Message = DataOf<typeof api.notifications.messageList>['records'][number];

/** Server times (ISO) in the user's local time, minutes precision. */
const when = dateTimeText;

/**
 * One page of approvals or messages, through the shared cache: a decision or a read mark (their
 * topics, approvals and messages) has the page fetched again, here and in the app's other windows,
 * with no reload by hand. A failed call (toasted by the client) shows an empty page.
 */
function usePaged<C>(ref: CallRef<C>, extra: Record<string, string>, enabled = true) {
  const [current, setCurrent] = useState(1);
  // Both calls take only a query (no path parameters), which a generic CallArgs cannot see.
  const args = { query: { ...extra, current, size: NOTIFICATION_PAGE_SIZE } } as unknown as CallArgs<C>;
  const { data, isFetching } = useApiQuery(ref, args, { enabled });
  const page = data as { records: RecordOf<C>[]; total: number } | undefined;
  return { current, setCurrent, records: page?.records ?? [], total: page?.total ?? 0, loading: isFetching };
}

/** The record type of a paged call's answer. */
type RecordOf<C> = DataOf<C> extends { records: readonly (infer R)[] } ? R : never;

const pagination = (current: number, total: number, onChange: (n: number) => void) => ({
  current,
  total,
  pageSize: NOTIFICATION_PAGE_SIZE,
  showSizeChanger: false,
  hideOnSinglePage: false,
  onChange,
});

/** The task a message or a click opened (?approvalId=), shown in the decision dialog. */
function Approvals({ user }: { user: { orgId?: unknown; userId?: unknown } | undefined }) {
  const [params, setParams] = useSearchParams();
  // The spec's call names the user (the server goes by the session): asked once the user is known.
  const { current, setCurrent, records, total, loading } = usePaged(
    api.notifications.toDo,
    { orgId: String(user?.orgId ?? ''), userId: String(user?.userId ?? '') },
    !!user,
  );
  const openId = Number(params.get('approvalId'));
  const open = (id: Approval['id']) => setParams({ id: '0', approvalId: String(id) }, { replace: true });
  const close = () => setParams({ id: '0' }, { replace: true });
  return (
    <>
      <Table<Approval>
        data-testid="approval-list"
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={records}
        locale={{ emptyText: t('notification.empty') }}
        pagination={pagination(current, total, setCurrent)}
        scroll={{ x: 720 }}
        onRow={(r) => ({ onClick: () => open(r.id), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'title', title: t('notification.subject'), dataIndex: 'title', width: 260 },
          { key: 'scope', title: t('notification.scope'), dataIndex: 'businessScope', width: 110 },
          { key: 'applicant', title: t('notification.applicant'), dataIndex: 'applicant', width: 140 },
          {
            key: 'status',
            title: t('notification.status'),
            dataIndex: 'status',
            width: 110,
            render: (v: Approval['status']) => <StateTag state={v} />,
          },
          { key: 'time', title: t('notification.time'), dataIndex: 'createTime', width: 170, render: when },
          {
            key: 'open',
            title: '',
            width: 80,
            render: (_: unknown, r: Approval) => (
              <Button type="link" size="small" data-testid={`approval-open-${r.id}`}>
                {t('approval.decide.open')}
              </Button>
            ),
          },
        ]}
      />
      {Number.isSafeInteger(openId) && openId > 0 ? <ApprovalDialog key={openId} taskId={openId} onClose={close} /> : null}
    </>
  );
}

const isRead = (m: Message) => m.read;

function Messages() {
  const { current, setCurrent, records, total, loading } = usePaged(api.notifications.messageList, {});
  const navigate = useNavigate();
  const markRead = useApiMutation(api.notifications.messageRead);

  /** Marks an unread message read, then opens what it is about (an approval, an order...). */
  async function open(m: Message) {
    if (!isRead(m)) {
      try {
        // Through the cache: this list, the top bar's counts and other windows follow the messages topic.
        await markRead.mutateAsync({ params: { id: m.id } });
      } catch {
        return;
      }
    }
    if (m.link?.startsWith('/')) navigate(m.link);
  }

  return (
    <List<Message>
      data-testid="message-list"
      loading={loading}
      dataSource={records}
      locale={{ emptyText: t('notification.empty') }}
      pagination={{ ...pagination(current, total, setCurrent), align: 'end' }}
      renderItem={(m) => (
        <List.Item
          key={m.id}
          data-testid="message-item"
          data-read={isRead(m) ? '1' : '0'}
          onClick={() => void open(m)}
          style={{ cursor: isRead(m) && !m.link ? 'default' : 'pointer' }}
          extra={<Typography.Text type="secondary">{when(m.createTime)}</Typography.Text>}
        >
          <List.Item.Meta
            title={
              <span>
                <Badge status={isRead(m) ? 'default' : 'error'} style={{ marginInlineEnd: 6 }} />
                <Typography.Text strong={!isRead(m)}>{m.title}</Typography.Text>
                <Tag style={{ marginInlineStart: 8 }} color={isRead(m) ? undefined : 'red'}>
                  {isRead(m) ? t('notification.read') : t('notification.unread')}
                </Tag>
              </span>
            }
            description={m.content}
          />
        </List.Item>
      )}
    />
  );
}

/** /notification (docs/behaviour.md §2.2.1): approvals (id=0) and messages (id=1) tabs, 10 per page. */
export default function NotificationPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('id') === '1' ? '1' : '0';
  const { data: user } = useCurrentUser();
  const counts = useCounts();

  return (
    <Card title={t('notification.title')}>
      <Tabs
        data-testid="notification-tabs"
        activeKey={tab}
        onChange={(key) => setParams({ id: key }, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: '0',
            label: (
              <Badge count={counts.aprv} overflowCount={99} size="small" offset={[8, -2]}>
                {t('notification.approvals')}
              </Badge>
            ),
            children: <Approvals user={user} />,
          },
          {
            key: '1',
            label: (
              <Badge count={counts.notice} overflowCount={99} size="small" offset={[8, -2]}>
                {t('notification.messages')}
              </Badge>
            ),
            children: <Messages />,
          },
        ]}
      />
    </Card>
  );
}
