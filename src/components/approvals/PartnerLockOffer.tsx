import { UnlockOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { inLanguage, isHttpError, t } from '../../providers';
import { isBusinessScope } from '../../schemas/approvals';
import { SCOPE_NAMES } from '../../schemas/scopes';
import type { FormNoticeProps } from '../crud/extensions';
import type { UnlockTarget } from './UnlockDialog';
import { useUnlockApplication } from './useUnlockApplication';

/** The partner lock a refused save names (409 data.partnerLock, docs/approvals.md), or null. */
export function partnerLockOf(error: unknown): UnlockTarget | null {
  if (!isHttpError(error) || error.statusCode !== 409) return null;
  const lock = (error.data as { partnerLock?: Partial<UnlockTarget> } | undefined)?.partnerLock;
  if (!lock || typeof lock.coopId !== 'number' || !isBusinessScope(lock.businessScope)) return null;
  return {
    coopId: lock.coopId,
    coopName: String(lock.coopName ?? ''),
    coopCode: String(lock.coopCode ?? ''),
    businessScope: lock.businessScope,
  };
}

/**
 * On a form whose save was refused because the customer is locked in the order's scope: says so
 * and offers 申请解锁 right there (docs/behaviour.md §1.4), so the user need not look for the partner.
 * A form notice of the CRUD engine (src/features/engine-extensions.ts): `error` is the last refused
 * save; once the application is made, the offer goes until the next refusal.
 */
export default function PartnerLockOffer({ error }: FormNoticeProps) {
  const [answered, setAnswered] = useState<unknown>();
  const lock = answered === error ? null : partnerLockOf(error);
  const unlock = useUnlockApplication(() => setAnswered(error));
  return (
    <>
      {lock ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="partner-lock-offer"
          message={t('approval.unlock.blocked', { coop: lock.coopName, scope: inLanguage(SCOPE_NAMES[lock.businessScope]) })}
          action={
            <Button size="small" icon={<UnlockOutlined />} data-testid="partner-lock-apply" onClick={() => void unlock.start(lock)}>
              {t('approval.unlock.apply')}
            </Button>
          }
        />
      ) : null}
      {unlock.element}
    </>
  );
}
