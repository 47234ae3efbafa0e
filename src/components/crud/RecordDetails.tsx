import type { BaseRecord } from '@refinedev/core';
import { Typography } from 'antd';
import { currentLanguage, inLanguage, t } from '../../providers';
import type { FieldDef, ResolvedRoute } from '../../resources';
import { FieldValue } from './FieldValue';
import { ListValue } from './ListValue';
import { formatValue } from './format';
import { fieldLabel } from './routeDefs';
import { fieldGroups } from './sections';
import styles from './RecordDetails.module.css';

/** Values that take a whole row of the grid: long texts, addresses and share codes (36 characters). */
const WIDE = new Set(['textarea', 'richtext', 'party', 'uuid']);

const SYSTEM_TIME = (name: 'createTime' | 'updateTime'): FieldDef => ({ name, kind: 'datetime', label: { 'zh-CN': '', 'en-US': '' } });

function Item({ field, label, children }: { field: string; label: string; children: React.ReactNode }) {
  return (
    <div className={styles.item} data-testid={`detail-${field}`}>
      <div className={styles.label}>{label}</div>
      <div className={styles.value} data-testid="detail-value">
        {children}
      </div>
    </div>
  );
}

/**
 * A record's fields read-only, in the route's sections (RouteDef.sections): each section a titled
 * grid whose cells are as wide as the screen allows but never narrower than 200 px, label above
 * value, so no value is squeezed into a column a character wide (a description table's value
 * columns were, at 1366 px). Row lists follow as tables of their own; then the record's times.
 * `lists`: whether list fields are shown here (a workspace shows them on their tabs).
 */
export function RecordDetails({
  route,
  fields,
  record,
  lists = true,
}: {
  route: ResolvedRoute;
  fields: FieldDef[];
  record: BaseRecord;
  lists?: boolean;
}) {
  const lang = currentLanguage();
  const flat = fields.filter((f) => f.kind !== 'list');
  const groups = fieldGroups(flat, route, false);
  const tabbed = new Set((route.tabs ?? []).flatMap((tab) => tab.fields ?? []));
  const rows = lists ? fields.filter((f) => f.kind === 'list' && !tabbed.has(f.name)) : [];
  return (
    <div data-testid="resource-show">
      {groups.map((g, i) => (
        <section key={g.key} className={styles.section} data-testid={`detail-section-${g.key}`}>
          {g.label ? (
            <Typography.Title level={5} className={styles.title}>
              {inLanguage(g.label, lang)}
            </Typography.Title>
          ) : null}
          <div className={styles.grid}>
            {g.fields.map((f) => (
              <div key={f.name} className={WIDE.has(f.kind) ? styles.wide : undefined}>
                <Item field={f.name} label={fieldLabel(f)}>
                  <FieldValue field={f} value={record[f.name]} html />
                </Item>
              </div>
            ))}
            {i === groups.length - 1 ? (
              <>
                <Item field="createTime" label={t('crud.createTime')}>
                  {formatValue(SYSTEM_TIME('createTime'), record.createTime, lang)}
                </Item>
                <Item field="updateTime" label={t('crud.updateTime')}>
                  {formatValue(SYSTEM_TIME('updateTime'), record.updateTime, lang)}
                </Item>
              </>
            ) : null}
          </div>
        </section>
      ))}
      {rows.map((f) => (
        <RecordList key={f.name} field={f} record={record} />
      ))}
    </div>
  );
}

/** A list field of the record as a table under its title. */
export function RecordList({ field, record }: { field: FieldDef; record: BaseRecord }) {
  return (
    <section data-testid={`show-list-${field.name}`} className={styles.section} style={{ minWidth: 0 }}>
      <Typography.Title level={5} className={styles.title}>
        {fieldLabel(field)}
      </Typography.Title>
      <ListValue field={field} value={record[field.name]} />
    </section>
  );
}
