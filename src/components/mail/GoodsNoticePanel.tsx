import type { PanelProps } from '../panels/types';
import { MailPanel } from './MailPanel';

/** 发送货物通知 on an order's detail screen (registry panel "GoodsNoticePanel"). */
export default function GoodsNoticePanel(props: PanelProps) {
  return <MailPanel {...props} kind="goodsNotify" />;
}
