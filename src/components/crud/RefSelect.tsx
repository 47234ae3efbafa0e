import { useSelect } from '@refinedev/antd';
import type { BaseKey, BaseRecord, CrudFilter } from '@refinedev/core';
import { Select } from 'antd';
import { useState } from 'react';
import { canOpenPath, t } from '../../providers';
import { displayFieldOf, findDataRoute } from './routeDefs';

interface Props {
  /** The referenced resource (FieldDef.ref). */
  resource: string;
  value?: BaseKey | null;
  onChange?: (value: BaseKey | null) => void;
  onBlur?: () => void;
  id?: string;
  disabled?: boolean;
  status?: 'error';
  placeholder?: string;
}

/**
 * Picks a record of another resource by its display text (e.g. a partner by name), searching the
 * server as the user types. The search uses the filter the display field allows (contains or
 * exact); a field that allows none just offers the first page. Without the right to open the
 * referenced resource nothing is requested: the ids would answer 403 anyway.
 */
export function RefSelect({ resource, value, onChange, onBlur, id, disabled, status, placeholder }: Props) {
  const display = displayFieldOf(findDataRoute(resource));
  const allowed = canOpenPath(`/${resource}`);
  // The options are fetched when the dropdown first opens: a list page with three reference filters
  // should not cost three extra requests before anyone touches them.
  const [opened, setOpened] = useState(false);
  const search = (text: string): CrudFilter[] => {
    const q = text.trim();
    if (!q || !display?.filter || display.filter === 'range') return [];
    return [{ field: display.name, operator: display.filter === 'like' ? 'contains' : 'eq', value: q }];
  };
  const { selectProps } = useSelect<BaseRecord>({
    resource,
    optionValue: 'id' as never,
    optionLabel: (item) =>
      display && item[display.name] != null && item[display.name] !== '' ? String(item[display.name]) : `#${item.id}`,
    defaultValue: value ?? undefined,
    // Lists answer their list columns; the display field may not be one, so ask for it.
    meta: { fields: display ? [display.name] : [] },
    onSearch: search,
    debounce: 300,
    pagination: { pageSize: 20, mode: 'server' },
    queryOptions: { enabled: allowed && opened },
    defaultValueQueryOptions: { enabled: allowed && value != null && value !== '' },
    errorNotification: false,
  });
  return (
    <Select<BaseKey>
      options={selectProps.options as { label: string; value: BaseKey }[]}
      onSearch={selectProps.onSearch}
      loading={selectProps.loading}
      showSearch
      filterOption={false}
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as BaseKey | undefined) ?? null)}
      onBlur={onBlur}
      onOpenChange={(open) => open && setOpened(true)}
      disabled={disabled}
      status={status}
      allowClear
      placeholder={placeholder ?? t('crud.selectPlaceholder')}
      notFoundContent={t('empty')}
      style={{ width: '100%' }}
    />
  );
}
