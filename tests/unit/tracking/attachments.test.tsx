// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it } from 'vitest';
import { FileList, PictureGallery } from '../../../src/pages/tracking/Attachments';

describe('attachments of the tracking pages', () => {
  it('icons by extension; a file without an address says 未获取到附件地址', async () => {
    render(
      <AntdApp>
        <FileList
          files={[
            { fileName: '装箱单.xlsx', fileUrl: '/files/1' },
            { fileName: '发票.PDF', fileUrl: '/files/2' },
            { fileName: '合同.docx', fileUrl: '/files/3' },
            { fileName: '说明.txt', fileUrl: '' },
          ]}
        />
      </AntdApp>,
    );
    const links = screen.getAllByTestId('file-link');
    expect(links.map((l) => l.dataset.kind)).toEqual(['excel', 'pdf', 'word', 'other']);
    fireEvent.click(links[3]);
    await screen.findByText('未获取到附件地址');
  });

  it('empty lists show the empty texts', () => {
    render(
      <AntdApp>
        <FileList files={[]} />
        <PictureGallery pictures={[]} autoplay={false} />
      </AntdApp>,
    );
    expect(screen.getByText('当前订单没有可显示的相关文件')).toBeTruthy();
    expect(screen.getByText('当前订单没有可显示的图片')).toBeTruthy();
  });
});
