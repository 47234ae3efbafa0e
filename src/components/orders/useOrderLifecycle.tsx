import type { Bilingual } from '../../schemas/bilingual';
import { App, Input, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { currentLanguage, inLanguage, isHttpError, t } from '../../providers';
import type { Language } from '../../schemas/messages';
import type { ResolvedRoute } from '../../resources';
import { STAGE_LABELS, STATUS_LABELS, isOrderStage, isOrderStatus } from '../../schemas/order-lifecycle';
import { screenPath } from '../../resources/screen-paths';

/** One status change of an order (docs/orders.md), as the server answers it. */
export interface OrderEvent {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  fromStage?: string | null;
  toStage?: string | null;
  userName: string;
  remark: string | null;
  createTime: string;
}

export interface Lifecycle {
  orderStatus: string | null;
  orderStage: string | null;
  following: boolean;
  transitions: { toStatus: string; action: Bilingual }[];
  events: OrderEvent[];
}

/** An order status as the user reads it, in `lang` (the interface's by default); '-' when there is none. */
export const statusText = (s: string | null | undefined, lang?: Language) =>
  s && isOrderStatus(s) ? inLanguage(STATUS_LABELS[s], lang) : '-';

/**
 * An order's lifecycle through one of its views (docs/orders.md): its status, the changes the user
 * may make now, the history and following, and the actions. A change asks for an optional remark
 * first; a change the server refuses (someone moved the order meanwhile) leaves its reason in
 * `refused`. A change that takes the order out of the view goes back to the view's list.
 */
export function useOrderLifecycle(route: ResolvedRoute, id: string | number) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  // The summary header and the history panel share this answer (one cache key). A change or a
  // follow refreshes it, and the transition the lists and records of the view and its audit trail
  // (topics of the call and of its resource, src/api/hooks.ts).
  const params = { resource: route.name, id };
  const query = useApiQuery(api.orders.orderEvents, { params });
  const transition = useApiMutation(api.orders.orderTransition);
  const follow = useApiMutation(api.orders.orderFollow);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const remark = useRef('');
  const lang = currentLanguage();

  const change = (toStatus: string, action: string) => {
    remark.current = '';
    modal.confirm({
      title: t('orders.transitionConfirm', { status: statusText(toStatus) }),
      content: (
        <Input.TextArea
          placeholder={t('orders.transitionRemark')}
          maxLength={200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(e) => {
            remark.current = e.target.value;
          }}
          data-testid="transition-remark"
        />
      ),
      okText: action,
      okButtonProps: { 'data-testid': 'transition-ok' } as ButtonProps,
      onOk: async () => {
        let updated: { orderStage?: string } | undefined;
        try {
          updated = (await transition.mutateAsync({ params, body: { toStatus, remark: remark.current || undefined } })) as
            | { orderStage?: string }
            | undefined;
          setRefused(null);
        } catch (e) {
          // The server says why (e.g. 订单状态不能从「已签收」变为「已订舱」); the lists of changes is stale.
          setRefused(isHttpError(e) ? (e.messageInfo ?? e.message) : String(e));
          await query.refetch();
          return;
        }
        void message.success(t('success'));
        // A change of stage can take the order off this screen (a booking taken over by operations).
        const allowed = route.scope?.orderStage;
        const stage = updated?.orderStage;
        if (allowed && stage && !([] as string[]).concat(allowed).includes(stage)) {
          void message.info(t('orders.movedOut', { stage: isOrderStage(stage) ? inLanguage(STAGE_LABELS[stage], lang) : stage }));
          navigate(screenPath.list(route));
        }
      },
    });
  };

  const toggleFollow = async () => {
    if (!query.data) return;
    setBusy(true);
    try {
      await follow.mutateAsync({ params, body: { follow: !query.data.following } });
    } finally {
      setBusy(false);
    }
  };

  return { data: (query.data ?? null) as Lifecycle | null, loading: query.isLoading, busy, refused, change, toggleFollow };
}
