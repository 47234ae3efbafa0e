import { Descriptions, Modal } from 'antd';
import { t } from '../../providers';
import type { CurrentUser } from './useCurrentUser';

interface Props {
  user: CurrentUser | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * Read-only view of who is signed in. The editable personal settings dialog of spec 02 §2.5 is a
 * later issue and will replace this.
 */
export function ProfileModal({ user, open, onClose }: Props) {
  const row = (key: string, value: string | number | null | undefined) => ({
    key,
    label: t(key),
    children: value === undefined || value === null || value === '' ? '-' : String(value),
  });
  return (
    <Modal open={open} title={t('layout.profile')} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          row('profile.cname', user?.userCname),
          row('profile.loginName', user?.loginName ?? user?.userName),
          row('profile.org', user?.orgName),
          row('profile.role', user?.roleName),
          row('profile.phone', user?.phoneNumber ? `+${user.internationalCountryCode ?? '86'} ${user.phoneNumber}` : undefined),
          row('profile.email', user?.userEmail),
        ]}
      />
    </Modal>
  );
}
