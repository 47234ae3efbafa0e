import { Button, Flex, Modal } from 'antd';
import { t } from '../../providers/i18n';
import type { OrgChoice } from '../../providers/sign-in';

interface Props {
  options: OrgChoice[] | undefined;
  onChoose: (orgCode: string) => void;
  onCancel: () => void;
}

/** The same phone number or email can belong to users of several organisations: ask which one. */
export function OrgChoiceModal({ options, onChoose, onCancel }: Props) {
  return (
    <Modal open={!!options} title={t('login.selectOrg')} footer={null} onCancel={onCancel} destroyOnHidden>
      <Flex vertical gap={8}>
        {(options ?? []).map((o) => (
          <Button key={o.orgCode} id={`login-org-option-${o.orgCode}`} block onClick={() => onChoose(o.orgCode)}>
            {o.orgName} ({o.orgCode})
          </Button>
        ))}
      </Flex>
    </Modal>
  );
}
