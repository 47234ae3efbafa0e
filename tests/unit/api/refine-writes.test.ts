import { describe, expect, it } from 'vitest';
import { refineWriteOf } from '../../../src/api/topics';
import { biomeConfig, linted } from '../../support/biome-lint';

interface Override {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: unknown } } };
}

/** The override of biome.jsonc that restricts Refine's write hooks. */
function writeHookRule(): Override {
  const overrides = (biomeConfig() as { overrides: Override[] }).overrides;
  const rule = overrides.find((o) => o.linter?.rules?.style?.noRestrictedImports);
  if (!rule) throw new Error('biome.jsonc restricts no import');
  return rule;
}

const SAMPLE = [
  "import { useList, useOne } from '@refinedev/core';",
  "import { useUpdate } from '@refinedev/core';",
  "import { useDelete as remove, useCreate } from '@refinedev/core';",
  "import { useCustomMutation } from '@refinedev/core';",
  "import { useUpdateMany, useDeleteMany, useCreateMany } from '@refinedev/core';",
  "import { useForm } from '@refinedev/react-hook-form';",
  'export const all = [useList, useOne, useUpdate, remove, useCreate, useCustomMutation, useUpdateMany, useDeleteMany, useCreateMany, useForm];',
].join('\n');

/**
 * A Refine write hook given its resource as a prop (`useUpdate({ resource })`, then
 * `mutate({ id, values })`) leaves the resource out of the mutation's variables, where the app's query
 * client looks for it to refetch every panel reading that data (src/api/query-client.ts). So the
 * browser's code may not import those hooks; the app's writes name their resource.
 */
describe("Refine writes the query cache can see (issue 23's shared cache)", () => {
  it('the lint forbids importing a Refine write hook anywhere in the browser code, and allows its reads and useForm', () => {
    const rule = writeHookRule();
    expect(rule.includes).toEqual(['src/**']);
    const config = { linter: { rules: { preset: 'none', ...rule.linter?.rules } } };
    const lines = linted(config, { 'src/pages/a.tsx': SAMPLE, 'src/api/b.ts': SAMPLE }, (c) => c === 'lint/style/noRestrictedImports');
    // One report per forbidden name: line 1 (reads) and line 6 (useForm) are not among them.
    expect(lines['src/pages/a.tsx']).toEqual([2, 3, 3, 4, 5, 5, 5]);
    expect(lines['src/api/b.ts']).toEqual([2, 3, 3, 4, 5, 5, 5]);
  });

  it("what the app's writes send names the resource, so the cache refetches it; a prop-only resource would not", () => {
    // ResourceForm's useForm sends { resource, id, values, ... } to Refine's update and create.
    expect(refineWriteOf(['data', 'update'], { resource: 'af_order', id: 1, values: {} })).toBe('af_order');
    expect(refineWriteOf(['data', 'create'], { resource: 'hrs_user', values: {} })).toBe('hrs_user');
    expect(refineWriteOf(['data', 'update'], { id: 1, values: {} })).toBeUndefined();
    expect(refineWriteOf(['data', 'list'], { resource: 'af_order' })).toBeUndefined();
  });
});
