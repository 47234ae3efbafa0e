// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../src/components/layout/menuModel';
import { SiderMenu } from '../../../src/components/layout/SiderMenu';
import type { MenuNode } from '../../../src/providers';

const TREE: MenuNode[] = [
  {
    id: 1,
    name: 'afManager',
    path: '/afManager',
    label: { 'zh-CN': '空运管理', 'en-US': 'Air freight' },
    children: [
      { id: 2, name: 'af_order', path: '/af_order', label: { 'zh-CN': '空运出口订单', 'en-US': 'Air export orders' } },
      { id: 3, name: 'af_tact', path: '/af_tact', unavailable: true, label: { 'zh-CN': 'TACT运价', 'en-US': 'TACT' } },
    ],
  },
];

describe('the sider menu fetches a screen ahead (onIntent)', () => {
  it('names the path of an entry the pointer enters, not of a placeholder entry', () => {
    const intents: string[] = [];
    render(
      <MemoryRouter initialEntries={['/af_order']}>
        <AntdApp>
          <SiderMenu model={buildMenu(TREE)} onIntent={(p) => intents.push(p)} />
        </AntdApp>
      </MemoryRouter>,
    );
    fireEvent.mouseEnter(screen.getByText('空运出口订单'));
    fireEvent.mouseEnter(screen.getByText('TACT运价'));
    expect(intents).toEqual(['/af_order']);
  });
});
