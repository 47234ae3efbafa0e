import { Badge, Card, List, Table, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { refreshNotificationCounts, useCounts } from '../../components/layout/notificationCounts';
import { useCurrentUser } from '../../components/layout/useCurrentUser';
import { currentLanguage, endpoints, http, t } from '../../providers';

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
}

interface PageOf<T> {
  records: T[];
  total: number;
}

const EMPTY = { records: [], total: 0 };

/** Server times (ISO) in the user's local time, minutes precision. */
const when = (v: string | undefined) => (v && dayjs(v).isValid() ? dayjs(v).format('YYYY-MM-DD HH:mm') : (v ?? '-'));

/** Approval states the server sends; anything else is shown as it comes. */
const APPROVAL_STATES: Record<string, { zh: string; color?: string }> = {
  PENDING: { zh: '待审批', color: 'processing' },
  APPROVED: { zh: '已通过', color: 'success' },
  REJECTED: { zh: '已驳回', color: 'error' },
};

/** One page of a `{records, total}` answer; a failed call (toasted by the client) shows an empty page. */
function usePaged<T>(url: string, extra: Record<string, unknown>) {
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<PageOf<T>>(EMPTY);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(extra);

  const load = useCallback(
    async (n: number) => {
      setLoading(true);
      try {
        const res = await http.get(url, { params: { ...JSON.parse(key), current: n, size: NOTIFICATION_PAGE_SIZE } });
        const data = res.data?.data;
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
    [url, key],
  );

  useEffect(() => {
    void load(current);
  }, [load, current]);

  return { current, setCurrent, page, setPage, loading };
}

const pagination = (current: number, total: number, onChange: (n: number) => void) => ({
  current,
  total,
  pageSize: NOTIFICATION_PAGE_SIZE,
  showSizeChanger: false,
  hideOnSinglePage: false,
  onChange,
});

function Approvals({ user }: { user: { orgId?: unknown; userId?: unknown } | undefined }) {
  const { current, setCurrent, page, loading } = usePaged<Approval>(endpoints.toDo, {
    orgId: user?.orgId,
    userId: user?.userId,
  });
  return (
    <Table<Approval>
      data-testid="approval-list"
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={page.records}
      locale={{ emptyText: t('notification.empty') }}
      pagination={pagination(current, page.total, setCurrent)}
      scroll={{ x: 640 }}
      columns={[
        { key: 'title', title: t('notification.subject'), dataIndex: 'title', width: 260 },
        { key: 'scope', title: t('notification.scope'), dataIndex: 'businessScope', width: 110 },
        { key: 'applicant', title: t('notification.applicant'), dataIndex: 'applicant', width: 140 },
        {
          key: 'status',
          title: t('notification.status'),
          dataIndex: 'status',
          width: 110,
          render: (v: Approval['status']) => {
            const s = APPROVAL_STATES[String(v)];
            return s ? <Tag color={s.color}>{currentLanguage() === 'zh-CN' ? s.zh : String(v)}</Tag> : (v ?? '-');
          },
        },
        { key: 'time', title: t('notification.time'), dataIndex: 'createTime', width: 170, render: when },
      ]}
    />
  );
}

const isRead = (m: Message) => m.read === true || m.read === 1;

function Messages() {
  const { current, setCurrent, page, setPage, loading } = usePaged<Message>(endpoints.messageList, {});

  async function open(m: Message) {
    if (isRead(m)) return;
    try {
      await http.post(endpoints.messageRead(m.id));
    } catch {
      return;
    }
    setPage((p) => ({ ...p, records: p.records.map((r) => (r.id === m.id ? { ...r, read: true } : r)) }));
    void refreshNotificationCounts();
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
          style={{ cursor: isRead(m) ? 'default' : 'pointer' }}
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
