import type { PanelProps } from '../panels/types';
import { MailPanel } from './MailPanel';

/** 发送账单 on a debit note's detail screen (registry panel "SendBillPanel"). */
export default function SendBillPanel(props: PanelProps) {
  return <MailPanel {...props} kind="bill" />;
}
