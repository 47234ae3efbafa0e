import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { api, call } from '../../api';
import { useApiMutation } from '../../api/hooks';
import { inLanguage, t } from '../../providers';
import { SCOPE_NAMES, UNLOCK_EVENT_IDS } from '../../schemas/scopes';
import { UnlockDialog, type UnlockAnswer, type UnlockTarget } from './UnlockDialog';

/**
 * Applying to unlock a partner in a scope (docs/behaviour.md §1.4), from the partner screen or a refused order:
 * asks the organisation's setting of the scope's unlock event; with a flow the approval dialog
 * opens, without one the user confirms and the partner is unlocked at once. `element` must be
 * rendered by the caller (the dialog lives there).
 */
export function useUnlockApplication(onDone?: (answer: UnlockAnswer) => void): {
  start: (target: UnlockTarget) => Promise<void>;
  element: ReactNode;
} {
  const { modal, message } = App.useApp();
  const [open, setOpen] = useState<{ target: UnlockTarget; settingId: number | null } | null>(null);
  // Refreshes the partner's locks, the approval lists and the messages wherever they are shown.
  const apply = useApiMutation(api.approvals.unlockApply);

  async function start(target: UnlockTarget) {
    const eventId = UNLOCK_EVENT_IDS[target.businessScope];
    let setting: { settingId: number | null; approval: boolean };
    try {
      setting = (await call(api.approvals.approvalSetting, {
        query: { eventId, businessScope: target.businessScope, coopId: target.coopId },
      })) as typeof setting;
    } catch {
      return; // the client has shown why
    }
    if (setting.approval) {
      setOpen({ target, settingId: setting.settingId });
      return;
    }
    modal.confirm({
      title: t('approval.unlock.title'),
      content: t('approval.unlock.direct', { coop: target.coopName, scope: inLanguage(SCOPE_NAMES[target.businessScope]) }),
      okText: t('button.ok'),
      cancelText: t('button.cancel'),
      okButtonProps: { ...{ 'data-testid': 'unlock-direct-ok' } },
      onOk: async () => {
        try {
          const answer = (await apply.mutateAsync({
            body: {
              eventId,
              coopName: target.coopName,
              coopCode: target.coopCode,
              businessScope: target.businessScope,
              coopId: target.coopId,
              settingId: setting.settingId,
            },
          })) as UnlockAnswer;
          void message.success(t(answer.unlocked ? 'approval.unlock.unlocked' : 'approval.unlock.submitted'));
          onDone?.(answer);
        } catch {
          // shown by the client
        }
      },
    });
  }

  const element = open ? (
    <UnlockDialog
      target={open.target}
      settingId={open.settingId}
      onClose={() => setOpen(null)}
      onDone={(answer) => {
        setOpen(null);
        onDone?.(answer);
      }}
    />
  ) : null;
  return { start, element };
}
