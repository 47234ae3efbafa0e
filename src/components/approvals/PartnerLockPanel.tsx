import { dash } from '../display/empty';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { dateTimeText } from '../display/dates';
import { useCallback, useState, type HTMLAttributes } from 'react';
import { api } from '../../api';
import { invalidateTopics, useApiMutation, useApiQuery } from '../../api/hooks';
import { currentLanguage, hasButton, inLanguage, t } from '../../providers';
import { buttonCode } from '../../resources';
import { LOCK_REASON_MAX } from '../../schemas/approvals';
import { SCOPE_NAMES, type BusinessScope } from '../../schemas/scopes';
import type { PanelProps } from '../panels/types';
import { useUnlockApplication } from './useUnlockApplication';

interface ScopeLock {
  businessScope: BusinessScope;
  locked: boolean;
  lockReason: string | null;
  lockedBy: string | null;
  lockTime: string | null;
  pendingApplicationId: number | null;
  pendingAppliedBy: string | null;
  /** The waiting application is the user's own: they may withdraw it. */
  pendingIsMine: boolean;
}

interface Locks {
  coopId: number;
  coopName: string;
  coopCode: string;
  scopes: ScopeLock[];
}

/**
 * "锁定状态" under a partner's details (docs/approvals.md): each business scope locked or not,
 * why and by whom; 锁定 for holders of `prm_coop:lock`, 申请解锁 for a locked scope (the approval
 * dialog, or a direct unlock when the organisation has no flow), "解锁审批中" while one waits.
 */
export default function PartnerLockPanel({ route, record }: PanelProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const lang = currentLanguage();
  const locksQuery = useApiQuery(api.approvals.partnerLocks, { params: { coopId: record.id as number } });
  const locks = (locksQuery.isError ? null : (locksQuery.data ?? null)) as Locks | null;
  const [locking, setLocking] = useState<BusinessScope | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [busy, setBusy] = useState(false);
  const mayLock = hasButton(buttonCode(route.name, 'lock'));

  // The locks refresh through their topic (partnerLocks); the details above show lockStatus and
  // lockedScopes of this route's record, which may be a view of the partners under its own name.
  const changed = useCallback(() => invalidateTopics(queryClient, [route.name]), [queryClient, route.name]);
  const lockCall = useApiMutation(api.approvals.partnerLock, { invalidates: [route.name] });
  const withdrawCall = useApiMutation(api.approvals.unlockWithdraw, { invalidates: [route.name] });

  const unlock = useUnlockApplication(changed);

  async function lock() {
    if (!locking) return;
    if (!reason.trim()) {
      setReasonError(true);
      return;
    }
    setBusy(true);
    try {
      await lockCall.mutateAsync({ body: { coopId: record.id, businessScope: locking, lockReason: reason.trim() } });
      void message.success(t('approval.lock.done'));
      setLocking(null);
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  }

  async function withdraw(applicationId: number) {
    try {
      await withdrawCall.mutateAsync({ params: { id: applicationId }, body: {} });
      void message.success(t('success'));
    } catch {
      // shown by the client
    }
  }

  const scopeName = (s: BusinessScope) => inLanguage(SCOPE_NAMES[s], lang);

  return (
    <Card size="small" title={t('approval.lock.panel')} style={{ marginTop: 16 }} data-testid="partner-lock-panel">
      <Table<ScopeLock>
        size="small"
        rowKey="businessScope"
        loading={!locks}
        dataSource={locks?.scopes ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        onRow={(r) => ({ 'data-testid': `lock-row-${r.businessScope}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'scope', title: t('approval.lock.scope'), width: 110, render: (_, r) => scopeName(r.businessScope) },
          {
            key: 'state',
            title: t('approval.lock.state'),
            width: 130,
            render: (_, r) =>
              r.pendingApplicationId ? (
                <Tooltip title={r.pendingAppliedBy ? `${t('approval.decide.applicant')}: ${r.pendingAppliedBy}` : undefined}>
                  <Tag color="orange">{t('approval.lock.pending')}</Tag>
                </Tooltip>
              ) : r.locked ? (
                <Tag color="red" icon={<LockOutlined />}>
                  {t('approval.lock.locked')}
                </Tag>
              ) : (
                <Tag color="green">{t('approval.lock.unlocked')}</Tag>
              ),
          },
          { key: 'reason', title: t('approval.lock.reason'), dataIndex: 'lockReason', ellipsis: true, render: (v) => dash(v) },
          { key: 'by', title: t('approval.lock.by'), dataIndex: 'lockedBy', width: 110, render: (v) => dash(v) },
          {
            key: 'time',
            title: t('approval.lock.time'),
            dataIndex: 'lockTime',
            width: 150,
            render: (v) => dateTimeText(v),
          },
          {
            key: 'actions',
            title: '',
            width: 150,
            render: (_, r) => (
              <Space size={0}>
                {!r.locked && mayLock ? (
                  <Button
                    type="link"
                    size="small"
                    data-testid={`lock-${r.businessScope}`}
                    onClick={() => {
                      setReason('');
                      setReasonError(false);
                      setLocking(r.businessScope);
                    }}
                  >
                    {t('approval.lock.lock')}
                  </Button>
                ) : null}
                {r.pendingApplicationId && r.pendingIsMine ? (
                  <Popconfirm
                    title={t('approval.unlock.withdrawConfirm')}
                    okText={t('button.ok')}
                    cancelText={t('button.cancel')}
                    onConfirm={() => void withdraw(r.pendingApplicationId!)}
                  >
                    <Button type="link" size="small" data-testid={`withdraw-${r.businessScope}`}>
                      {t('approval.decide.withdraw')}
                    </Button>
                  </Popconfirm>
                ) : null}
                {r.locked && !r.pendingApplicationId && locks ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<UnlockOutlined />}
                    data-testid={`unlock-${r.businessScope}`}
                    onClick={() =>
                      void unlock.start({
                        coopId: locks.coopId,
                        coopName: locks.coopName,
                        coopCode: locks.coopCode,
                        businessScope: r.businessScope,
                      })
                    }
                  >
                    {t('approval.unlock.apply')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {locking ? (
        <Modal
          open
          title={t('approval.lock.lockTitle', { coop: locks?.coopName ?? '', scope: scopeName(locking) })}
          okText={t('approval.lock.lock')}
          cancelText={t('button.cancel')}
          okButtonProps={{ danger: true, ...{ 'data-testid': 'lock-submit' } }}
          confirmLoading={busy}
          onOk={() => void lock()}
          onCancel={() => setLocking(null)}
        >
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('approval.lock.reason')}
              required
              validateStatus={reasonError ? 'error' : undefined}
              help={reasonError ? t('approval.lock.reasonRequired') : undefined}
              htmlFor="lock-reason"
            >
              <Input.TextArea
                id="lock-reason"
                value={reason}
                maxLength={LOCK_REASON_MAX}
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(false);
                }}
                status={reasonError ? 'error' : undefined}
              />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
      {unlock.element}
    </Card>
  );
}
