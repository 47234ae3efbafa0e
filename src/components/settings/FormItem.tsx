import { Form } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues } from 'react-hook-form';

/** The dialog's input ids: settings-{field}, for labels and for tests. */
export const settingId = (name: string) => `settings-${name}`;

interface Props {
  name: string;
  label: ReactNode;
  control: Control<FieldValues>;
  required?: boolean;
  extra?: ReactNode;
  children: (field: ControllerRenderProps<FieldValues, string>, invalid: boolean) => ReactNode;
}

/** One labelled input of the settings form with its message under it (react-hook-form + antd). */
export function FormItem({ name, label, control, required, extra, children }: Props) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={settingId(name)}
          required={required}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
          extra={extra}
          style={{ marginBottom: 12 }}
        >
          {children(field, !!fieldState.error)}
        </Form.Item>
      )}
    />
  );
}
