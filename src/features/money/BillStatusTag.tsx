import { Tag } from 'antd';
import { inLanguage } from '../../providers';
import { billFields } from '../../resources/fieldsets/money';

const COLORS: Record<string, string> = {
  DRAFT: 'default',
  CONFIRMED: 'blue',
  SENT: 'geekblue',
  SUBMITTED: 'orange',
  APPROVED: 'cyan',
  REJECTED: 'red',
  SETTLED: 'green',
  VOID: 'default',
};
const options = billFields.find((f) => f.name === 'billStatus')!.options!;

/** A bill's state as a coloured tag, labelled as the bill routes declare it. */
export function BillStatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  const option = options.find((o) => o.value === status);
  const label = option ? inLanguage(option.label) : status;
  return (
    <Tag color={COLORS[status]} data-testid="bill-status">
      {label}
    </Tag>
  );
}
