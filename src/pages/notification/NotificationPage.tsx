import { dateTimeText } from '../../components/display/dates';
import { Badge, Button, Card, List, Table, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApprovalDialog, StateTag } from '../../components/approvals/ApprovalDialog';
import { useCounts } from '../../components/layout/notificationCounts';
import { useCurrentUser } from '../../components/layout/useCurrentUser';
import { api, call } from '../../api';
import { useApiMutation } from '../../api/hooks';
import { t } from '../../providers';

/** Spec 02 §9: page size 10. */
export const NOTIFICATION_PAGE_SIZE = 10;

interface Approval {
  id: number | string;
  title?: string;
  businessScope?: string;
  applicant?: string;
  createTime?: string;
  status?: string | number;
}

interface Message {
  id: number | string;
  title?: string;
  content?: string;
  createTime?: string;
  read?: boolean | number;
  /** In-app path the message opens (server/workflow/notify.ts). */
  link?: string | null;
}

interface PageOf<T> {
  records: T[];
  total: number;
}

const EMPTY = { records: [], total: 0 };

/** Server times (ISO) in the user's local time, minutes precision. */
const when = dateTimeText;

type PageQuery = Record<string, unknown>;
const approvalPage = (query: PageQuery) => call(api.notifications.toDo, { query });
const messagePage = (query: PageQuery) => call(api.notifications.messageList, { query });

/** One page of a `{records, total}` answer; a failed call (toasted by the client) shows an empty page. */
function usePaged<T>(fetchPage: (query: PageQuery) => Promise<{ records?: unknown; total?: unknown } | null>, extra: PageQuery) {
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<PageOf<T>>(EMPTY);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(extra);

  const load = useCallback(
    async (n: number) => {
      setLoading(true);
      try {
        const data = await fetchPage({ ...JSON.parse(key), current: n, size: NOTIFICATION_PAGE_SIZE });
        setPage({
          records: Array.isArray(data?.records) ? (data.records as T[]) : [],
          total: typeof data?.total === 'number' ? data.total : 0,
        });
      } catch {
        setPage(EMPTY);
      } finally {
        setLoading(false);
      }
    },
    [fetchPage, key],
  );

  useEffect(() => {
    void load(current);
  }, [load, current]);

  return { current, setCurrent, page, setPage, loading, reload: () => load(current) };
}

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
  const { current, setCurrent, page, loading, reload } = usePaged<Approval>(approvalPage, {
    orgId: user?.orgId,
    userId: user?.userId,
  });
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
        dataSource={page.records}
        locale={{ emptyText: t('notification.empty') }}
        pagination={pagination(current, page.total, setCurrent)}
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
            render: (v: Approval['status']) => (v == null ? '-' : <StateTag state={String(v)} />),
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
      {Number.isSafeInteger(openId) && openId > 0 ? (
        <ApprovalDialog
          key={openId}
          taskId={openId}
          onClose={close}
          // The top bar's counts follow the decision's topics (approvals, messages) by themselves.
          onChanged={() => void reload()}
        />
      ) : null}
    </>
  );
}

const isRead = (m: Message) => m.read === true || m.read === 1;

function Messages() {
  const { current, setCurrent, page, setPage, loading } = usePaged<Message>(messagePage, {});
  const navigate = useNavigate();
  const markRead = useApiMutation(api.notifications.messageRead);

  /** Marks an unread message read, then opens what it is about (an approval, an order...). */
  async function open(m: Message) {
    if (!isRead(m)) {
      try {
        // Through the cache: the top bar's counts (and this list in other windows) follow the messages topic.
        await markRead.mutateAsync({ params: { id: m.id } });
        setPage((p) => ({ ...p, records: p.records.map((r) => (r.id === m.id ? { ...r, read: true } : r)) }));
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
      dataSource={page.records}
      locale={{ emptyText: t('notification.empty') }}
      pagination={{ ...pagination(current, page.total, setCurrent), align: 'end' }}
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

/** /notification (spec 02 §2.1): approvals (id=0) and messages (id=1) tabs, 10 per page. */
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
