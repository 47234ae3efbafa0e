import { describe, expect, it } from 'vitest';
import type { FieldDef, ModuleDef, RouteDef } from '../../../src/resources';
import {
  diffModule,
  fieldChecks,
  NO_RETIRED,
  restoreDefinition,
  sameDefinition,
  type ModuleChange,
} from '../../../src/resources/module-diff';
import { moduleDefProblems, validateModuleDef } from '../../../src/resources/validate';

/** The module designer's and the schema engine's shared rules (src/resources/module-diff.ts, validate.ts). */
const L = (zh: string, en = zh) => ({ 'zh-CN': zh, 'en-US': en });
const fld = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'text', label: L('字段'), ...extra });
const route = (path: string, fields: FieldDef[], extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  kind: 'crud',
  label: L('路由'),
  fields,
  ...extra,
});
const mod = (...routes: RouteDef[]): ModuleDef => ({ code: 'wh', label: L('仓库'), routes });
const published = (m: ModuleDef) => ({ definition: m, retired: NO_RETIRED });

describe('the diff of two definitions of a module', () => {
  it('tells renames (declared by renamedFrom) from removals and additions', () => {
    const v1 = mod(route('/wh_dock', [fld('code'), fld('size'), fld('memo')]));
    const v2 = mod(
      route('/wh_bay', [fld('dockNo', { renamedFrom: 'code' }), fld('size', { kind: 'integer' }), fld('remark')], {
        renamedFrom: '/wh_dock',
      }),
    );
    const d = diffModule(published(v1), v2);
    expect(d.changes).toEqual([
      { type: 'renameRoute', from: '/wh_dock', to: '/wh_bay' },
      { type: 'renameField', path: '/wh_bay', from: 'code', to: 'dockNo' },
      { type: 'changeKind', path: '/wh_bay', field: 'size', from: 'text', to: 'integer' },
      { type: 'addField', path: '/wh_bay', field: 'remark' },
      { type: 'retireField', path: '/wh_bay', field: 'memo' },
    ]);
    expect(d.retired.fields).toEqual({ '/wh_bay': [fld('memo')] });
    // The retired field comes back by name, with its kept column.
    const v3 = mod(route('/wh_bay', [fld('dockNo'), fld('size', { kind: 'integer' }), fld('remark'), fld('memo')]));
    const d3 = diffModule({ definition: v2, retired: d.retired }, v3);
    expect(d3.changes).toEqual([{ type: 'restoreField', path: '/wh_bay', field: 'memo' }]);
    expect(d3.retired).toEqual({ routes: [], fields: {} });
  });

  it('checks existing rows only for rules that get stricter or a new kind', () => {
    expect(fieldChecks(fld('a'), fld('a', { label: L('新') }))).toEqual([]);
    expect(fieldChecks(fld('a'), fld('a', { required: true, unique: true }))).toEqual(['required', 'unique']);
    expect(fieldChecks(fld('a', { maxLength: 50 }), fld('a', { maxLength: 20 }))).toEqual(['maxLength']);
    expect(fieldChecks(fld('a', { maxLength: 20 }), fld('a', { maxLength: 50 }))).toEqual([]);
    const opts = (...v: string[]) => v.map((value) => ({ value, label: L(value) }));
    expect(
      fieldChecks(fld('a', { kind: 'enum', options: opts('A', 'B') }), fld('a', { kind: 'enum', options: opts('A', 'B', 'C') })),
    ).toEqual([]);
    expect(fieldChecks(fld('a', { kind: 'enum', options: opts('A', 'B') }), fld('a', { kind: 'enum', options: opts('A') }))).toEqual([
      'enum',
    ]);
    expect(fieldChecks(fld('a'), fld('a', { kind: 'integer', min: 0 }))).toEqual(['convert', 'range']);
    expect(fieldChecks(fld('a', { kind: 'number' }), fld('a', { kind: 'number', decimals: 1 }))).toEqual(['convert']);
    expect(fieldChecks(undefined, fld('a', { required: true, unique: true }))).toEqual(['required']);
    expect(fieldChecks(undefined, fld('a', { required: true, unique: true }), true)).toEqual(['required', 'unique', 'maxLength']);
  });

  it('makes an earlier version ready to restore over renames made since, so values are kept', () => {
    const v1 = mod(route('/wh_dock', [fld('code'), fld('size')]));
    const later: ModuleChange[] = [
      { type: 'renameRoute', from: '/wh_dock', to: '/wh_bay' },
      { type: 'renameField', path: '/wh_bay', from: 'code', to: 'dockNo' },
      { type: 'renameField', path: '/wh_bay', from: 'dockNo', to: 'bayNo' },
    ];
    const r = restoreDefinition(v1, later);
    expect(r.routes[0]).toMatchObject({ path: '/wh_dock', renamedFrom: '/wh_bay' });
    expect(r.routes[0].fields).toEqual([fld('code', { renamedFrom: 'bayNo' }), fld('size')]);
    const now = mod(route('/wh_bay', [fld('bayNo'), fld('size')]));
    expect(diffModule(published(now), r).changes).toEqual([
      { type: 'renameRoute', from: '/wh_bay', to: '/wh_dock' },
      { type: 'renameField', path: '/wh_dock', from: 'bayNo', to: 'code' },
    ]);
  });

  it('compares definitions whatever the order of their keys, without the rename markers', () => {
    expect(
      sameDefinition(
        mod(route('/a_b', [fld('x', { renamedFrom: 'y' })])),
        JSON.parse(
          JSON.stringify({
            routes: [{ fields: [{ label: L('字段'), kind: 'text', name: 'x' }], label: L('路由'), kind: 'crud', path: '/a_b' }],
            label: L('仓库'),
            code: 'wh',
          }),
        ),
      ),
    ).toBe(true);
  });
});

describe('definition checks', () => {
  const known = {
    paths: new Set(['/af_order', '/afManager']),
    dataResources: new Set(['af_order']),
    tables: new Set(['af_order', 'sys_job']),
    modules: new Set(['af']),
  };

  it('name every problem, in both languages', () => {
    const problems = moduleDefProblems(
      {
        code: 'af',
        label: L('x'),
        extra: 1,
        routes: [
          {
            path: '/Bad-Path',
            kind: 'crud',
            label: L('x'),
            fields: [fld('id'), fld('a', { kind: 'enum' }), fld('b', { requird: true } as never)],
          },
          {
            path: '/sys_x',
            kind: 'crud',
            label: L('x'),
            parent: '/nowhere',
            fields: [fld('c', { kind: 'ref', ref: 'nope' }), fld('d', { kind: 'textarea', unique: true }), fld('e', { filter: 'range' })],
          },
          {
            path: '/ok_route',
            kind: 'crud',
            label: L('x'),
            renamedFrom: '/af_order',
            defaultSort: 'e,asc',
            fields: [fld('e'), fld('f', { renamedFrom: 'e' }), fld('g', { min: 1 })],
          },
        ],
      },
      known,
    );
    expect(problems.map((p) => p.at)).toEqual([
      'extra',
      'code',
      'routes[0].path',
      'routes[0].fields[0].name',
      'routes[0].fields[1].options',
      'routes[0].fields[2].requird',
      'routes[1].path',
      'routes[1].parent',
      'routes[1].fields[0].ref',
      'routes[1].fields[1].unique',
      'routes[1].fields[2].filter',
      'routes[2].renamedFrom',
      'routes[2].fields[1].renamedFrom',
      'routes[2].fields[2].min',
      'routes[2].defaultSort',
    ]);
    expect(problems.every((p) => p.zh && p.en)).toBe(true);
  });

  it('keeps the start-up message format (file: where: what)', () => {
    expect(
      validateModuleDef(
        {
          code: 'ok',
          label: L('x'),
          routes: [{ path: '/ok_x', kind: 'crud', label: L('x'), fields: [{ name: 'w', kind: 'heavy', label: L('w') }] }],
        },
        known,
      ),
    ).toEqual([
      'routes[0].fields[0].kind: must be one of text, textarea, integer, number, money, weight, date, datetime, boolean, enum, ref, richtext, file',
    ]);
  });
});
