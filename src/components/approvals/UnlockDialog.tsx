import { yupResolver } from '@hookform/resolvers/yup';
import { App, Descriptions, Form, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as yup from 'yup';
import { api } from '../../api';
import { useApiMutation } from '../../api/hooks';
import { currentLanguage, inLanguage, t } from '../../providers';
import { APPLICATION_CONTENT_MAX, APPLICATION_REMARK_MAX } from '../../schemas/approvals';
import { SCOPE_NAMES, UNLOCK_EVENT_IDS, type BusinessScope } from '../../schemas/scopes';

/** A partner locked in one scope, as the lock panel and a refused order know it. */
export interface UnlockTarget {
  coopId: number;
  coopName: string;
  coopCode: string;
  businessScope: BusinessScope;
}

/** What the server did with an application. */
export interface UnlockAnswer {
  applicationId: number;
  status: 'PENDING' | 'NO_APPROVAL';
  unlocked: boolean;
}

/** docs/behaviour.md §1.9: dialogs are 730 px wide. */
export const DIALOG_WIDTH = 730;

interface Values {
  eventApplicationContent: string;
  eventApplicationRemark: string;
}

const schema = () =>
  yup.object({
    eventApplicationContent: yup.string().trim().required(t('approval.unlock.contentRequired')).max(APPLICATION_CONTENT_MAX),
    eventApplicationRemark: yup.string().trim().max(APPLICATION_REMARK_MAX).default(''),
  });

/**
 * The approval dialog of an unlock application (docs/behaviour.md §1.2.4, §1.3): the event, the partner and the
 * scope as the server will record them, and what the applicant writes. Sends the eight fields of
 * the spec's "Approval application".
 */
export function UnlockDialog({
  target,
  settingId,
  onClose,
  onDone,
}: {
  target: UnlockTarget;
  settingId: number | null;
  onClose: () => void;
  onDone: (answer: UnlockAnswer) => void;
}) {
  const { message } = App.useApp();
  const lang = currentLanguage();
  const [sending, setSending] = useState(false);
  const apply = useApiMutation(api.approvals.unlockApply);
  const eventId = UNLOCK_EVENT_IDS[target.businessScope];
  // Rebuilt when the language changes: the messages are in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: schema() reads the current language, which lang stands for.
  const resolver = useMemo(() => yupResolver(schema()), [lang]);
  const { control, handleSubmit } = useForm<Values>({
    resolver,
    defaultValues: { eventApplicationContent: '', eventApplicationRemark: '' },
  });

  const submit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const answer = (await apply.mutateAsync({
        body: {
          eventId,
          coopName: target.coopName,
          coopCode: target.coopCode,
          businessScope: target.businessScope,
          coopId: target.coopId,
          settingId,
          eventApplicationContent: values.eventApplicationContent.trim(),
          eventApplicationRemark: values.eventApplicationRemark?.trim() || null,
        },
      })) as UnlockAnswer;
      void message.success(t(answer.unlocked ? 'approval.unlock.unlocked' : 'approval.unlock.submitted'));
      onDone(answer);
    } catch {
      // The http client has shown the server's reason (already waiting, no longer locked...).
    } finally {
      setSending(false);
    }
  });

  return (
    <Modal
      open
      title={t('approval.unlock.title')}
      width={DIALOG_WIDTH}
      okText={t('approval.unlock.submit')}
      cancelText={t('button.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={sending}
      destroyOnHidden
      okButtonProps={{ ...{ 'data-testid': 'unlock-submit' } }}
    >
      <div data-testid="unlock-dialog">
        <Descriptions
          size="small"
          bordered
          column={2}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'coopName', label: t('approval.unlock.coopName'), children: target.coopName },
            { key: 'coopCode', label: t('approval.unlock.coopCode'), children: target.coopCode },
            { key: 'scope', label: t('approval.lock.scope'), children: inLanguage(SCOPE_NAMES[target.businessScope], lang) },
            { key: 'event', label: t('approval.unlock.event'), children: eventId },
          ]}
        />
        <Form layout="vertical" component="div">
          <Controller
            name="eventApplicationContent"
            control={control}
            render={({ field, fieldState }) => (
              <Form.Item
                label={t('approval.unlock.content')}
                required
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldState.error?.message}
                htmlFor="unlock-content"
              >
                <Input.TextArea
                  id="unlock-content"
                  {...field}
                  maxLength={APPLICATION_CONTENT_MAX}
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  status={fieldState.error ? 'error' : undefined}
                />
              </Form.Item>
            )}
          />
          <Controller
            name="eventApplicationRemark"
            control={control}
            render={({ field, fieldState }) => (
              <Form.Item
                label={t('approval.unlock.remark')}
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldState.error?.message}
                htmlFor="unlock-remark"
              >
                <Input id="unlock-remark" {...field} maxLength={APPLICATION_REMARK_MAX} />
              </Form.Item>
            )}
          />
        </Form>
      </div>
    </Modal>
  );
}
