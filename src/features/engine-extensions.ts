import { lazy } from 'react';
import { extendEngine } from '../components/crud/extensions';
import { panels } from './panels';
import { isEditWindow, openEditWindow } from '../components/settings/editWindow';
import { usePersonalDefaults } from '../components/settings/usePersonalDefaults';
import { useListViews } from '../components/views/store';

/**
 * What the features add to the generic CRUD screens (docs/architecture.md "How a feature extends the
 * CRUD engine"), registered once by the app at start (src/RefineApp.tsx), before the first screen.
 * Hooks are taken as they are (small, and their stores load with the layout anyway); a feature's
 * components stay lazy chunks, loaded by the first screen that shows them, as they were when the
 * engine imported them.
 */
export function registerEngineExtensions(): void {
  extendEngine({
    // Personal settings (docs/settings.md): digits, a new order's defaults, the order's own window.
    useScreenDefaults: usePersonalDefaults,
    openEditWindow,
    isEditWindow,
    // Saved views (docs/lists.md "Saved views").
    useListViews,
    ListViewBar: lazy(() => import('../components/views/ListViewBar')),
    // 导入 / 导出 / 填充基础数据 (docs/api-transfer.md).
    listActions: [lazy(() => import('../components/transfer/ListTransferActions').then((m) => ({ default: m.ListTransferActions })))],
    // An order refused for a locked customer offers 申请解锁 (docs/approvals.md).
    formNotices: [lazy(() => import('../components/approvals/PartnerLockOffer'))],
    // The detail panels routes name in RouteDef.panels, each its own lazy chunk.
    panels,
  });
}
