import { dateTimeText } from '../display/dates';
import { dash } from '../display/empty';
import { App, Button, Descriptions, Form, Input, Modal, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { inLanguage, isHttpError, t } from '../../providers';
import { DECISION_REMARK_MAX, STATE_LABELS, type ApprovalAction, type ApprovalState } from '../../schemas/approvals';
import { useGuardedClose, useSaveShortcut } from '../keyboard/shortcuts';
import { DIALOG_WIDTH } from './UnlockDialog';

interface Details {
  id: number;
  title: string;
  applicant: string;
  createTime: string;
  status: ApprovalState;
  actions: ApprovalAction[];
  decidedBy: string | null;
  decidedAt: string | null;
  decisionRemark: string | null;
  application: {
    applicationId: number;
    coopName: string | null;
    coopCode: string | null;
    businessScopeName: string;
    eventId: number;
    eventApplicationContent: string | null;
    eventApplicationRemark: string | null;
    locked: boolean;
  } | null;
}

const STATE_COLORS: Partial<Record<ApprovalState, string>> = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' };

export function StateTag({ state }: { state: string }) {
  const label = STATE_LABELS[state as ApprovalState];
  return <Tag color={STATE_COLORS[state as ApprovalState]}>{label ? inLanguage(label) : state}</Tag>;
}

/**
 * The approver's decision on one application (and the applicant's view of it): what was asked,
 * then 通过 / 驳回 with a remark (a rejection says why). The buttons are the ones the server says the
 * state offers this user; it checks them again on the call (403 not the approver, 409 decided).
 */
/** The lists showing the task (the approvals, the top bar's counts) follow its topics by themselves: nothing to reload. */
export function ApprovalDialog({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const { message } = App.useApp();
  const task = useApiQuery(api.approvals.approvalTask, { params: { id: taskId } });
  const details = (task.data ?? null) as Details | null;
  const failed = task.isError && !details;
  // Either refreshes the task, the approval lists, the partner's locks and the messages.
  const withdrawCall = useApiMutation(api.approvals.unlockWithdraw);
  const decideCall = useApiMutation(api.approvals.approvalDecide);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState(false);
  const [busy, setBusy] = useState<ApprovalAction | null>(null);

  async function act(action: ApprovalAction) {
    if (action === 'reject' && !remark.trim()) {
      setRemarkError(true);
      return;
    }
    setBusy(action);
    try {
      if (action === 'withdraw') {
        await withdrawCall.mutateAsync({ params: { id: details!.application!.applicationId }, body: { remark: remark.trim() || null } });
      } else {
        await decideCall.mutateAsync({ params: { id: taskId, action }, body: { remark: remark.trim() || null } });
      }
      void message.success(t('success'));
      onClose();
    } catch (e) {
      // Decided meanwhile by another approver: show what it is now.
      if (isHttpError(e) && e.statusCode === 409) void task.refetch();
    } finally {
      setBusy(null);
    }
  }

  // Ctrl+S is the dialog's primary button, 通过 (nothing when this user may not approve, or while a
  // decision is on its way); Esc (×, 关闭) asks before a typed remark is thrown away.
  const canApprove = !!details?.actions.includes('approve');
  useSaveShortcut(() => void act('approve'), true, canApprove && !busy);
  const close = useGuardedClose(() => !!remark.trim(), onClose);

  const app = details?.application;
  const buttons = (details?.actions ?? []).map((action) => (
    <Button
      key={action}
      type={action === 'approve' ? 'primary' : 'default'}
      danger={action === 'reject'}
      loading={busy === action}
      disabled={!!busy && busy !== action}
      data-testid={`approval-${action}`}
      onClick={() => void act(action)}
    >
      {t(`approval.decide.${action}`)}
    </Button>
  ));

  return (
    <Modal
      open
      title={details?.title ?? t('approval.decide.title')}
      width={DIALOG_WIDTH}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          {buttons}
          <Button onClick={close}>{t('button.close')}</Button>
        </Space>
      }
    >
      <div data-testid="approval-dialog">
        {failed ? (
          <Result status="warning" title={t('crud.recordMissing')} />
        ) : !details ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions
              size="small"
              bordered
              column={2}
              items={[
                ...(app
                  ? [
                      { key: 'coopName', label: t('approval.unlock.coopName'), children: dash(app.coopName) },
                      { key: 'coopCode', label: t('approval.unlock.coopCode'), children: dash(app.coopCode) },
                      { key: 'scope', label: t('approval.lock.scope'), children: app.businessScopeName },
                      { key: 'event', label: t('approval.unlock.event'), children: app.eventId },
                      {
                        key: 'content',
                        label: t('approval.unlock.content'),
                        span: 2,
                        children: <span data-testid="approval-content">{dash(app.eventApplicationContent)}</span>,
                      },
                      { key: 'remark', label: t('approval.unlock.remark'), span: 2, children: dash(app.eventApplicationRemark) },
                    ]
                  : []),
                { key: 'applicant', label: t('approval.decide.applicant'), children: dash(details.applicant) },
                { key: 'time', label: t('approval.decide.applyTime'), children: dateTimeText(details.createTime) },
                {
                  key: 'status',
                  label: t('approval.decide.status'),
                  children: (
                    <span data-testid="approval-status">
                      <StateTag state={details.status} />
                    </span>
                  ),
                },
                ...(app
                  ? [
                      {
                        key: 'locked',
                        label: t('approval.decide.stillLocked'),
                        children: app.locked ? t('approval.lock.locked') : t('approval.lock.unlocked'),
                      },
                    ]
                  : []),
                ...(details.decidedBy
                  ? [
                      { key: 'by', label: t('approval.decide.decidedBy'), children: details.decidedBy },
                      { key: 'at', label: t('approval.decide.decidedAt'), children: dateTimeText(details.decidedAt) },
                      { key: 'decision', label: t('approval.decide.remark'), span: 2, children: dash(details.decisionRemark) },
                    ]
                  : []),
              ]}
            />
            {details.actions.length ? (
              <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
                <Form.Item
                  label={t('approval.decide.remark')}
                  validateStatus={remarkError ? 'error' : undefined}
                  help={remarkError ? t('approval.decide.remarkRequired') : undefined}
                  htmlFor="approval-remark"
                >
                  <Input.TextArea
                    id="approval-remark"
                    value={remark}
                    maxLength={DECISION_REMARK_MAX}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    status={remarkError ? 'error' : undefined}
                    onChange={(e) => {
                      setRemark(e.target.value);
                      setRemarkError(false);
                    }}
                  />
                </Form.Item>
              </Form>
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
}
