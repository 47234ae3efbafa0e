// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { FieldValue } from '../../../src/components/crud/FieldValue';
import { FileInput, uploadRefusal } from '../../../src/components/crud/FileInput';
import { http } from '../../../src/providers';
import { STORAGE_KEYS } from '../../../src/schemas';
import type { FieldDef } from '../../../src/resources';
import { ok } from '../../providers/fake-server';
import { renderInApp, serve } from './harness';

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
  sessionStorage.removeItem(STORAGE_KEYS.token);
});

const FILE_FIELD: FieldDef = { name: 'attachment', kind: 'file', accept: 'document', label: { 'zh-CN': '附件', 'en-US': 'Attachment' } };

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <FileInput id="field-attachment" value={value} onChange={setValue} kind="image" />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

const choose = (file: File) => {
  const picker = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [file] } });
};

describe('the file input', () => {
  it('refuses names the kind does not allow with the servers words', () => {
    expect(uploadRefusal({ name: 'a.exe', size: 1 }, 'document', 'zh-CN')).toBe(
      '只能上传 PDF、DOC、DOCX、XLS、XLSX、TXT、RAR、ZIP、JPG、JPEG、BMP、PNG、OFD 格式的文件',
    );
    expect(uploadRefusal({ name: 'a.pdf', size: 1 }, 'image', 'zh-CN')).toBe('只能上传 JPG、JPEG、BMP、PNG 格式的图片');
    expect(uploadRefusal({ name: 'a.PNG', size: 11 * 1024 * 1024 }, 'image', 'zh-CN')).toBe('文件大小不能超过10MB');
    expect(uploadRefusal({ name: 'a.PNG', size: 1024 }, 'image', 'zh-CN')).toBeNull();
  });

  it('sends an allowed file to the upload call with the token and keeps its address', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const calls = await serve({
      'POST /api/upload': ok({ fileUrl: '/files/0b5e2c1a-3f2a-4b7c-9d1e-2a3b4c5d6e7f/photo%201.png', fileName: 'photo 1.png', size: 4 }),
    });
    renderInApp(<Harness />);
    await screen.findByText('上传文件');

    choose(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await screen.findByText('只能上传 JPG、JPEG、BMP、PNG 格式的图片');
    expect(calls.some((c) => c.url.startsWith('/api/upload'))).toBe(false);

    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo 1.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('/files/0b5e2c1a-3f2a-4b7c-9d1e-2a3b4c5d6e7f/photo%201.png'));
    const upload = calls.find((c) => c.url.startsWith('/api/upload'))!;
    expect(upload.url).toBe('/api/upload?kind=image');
    expect(upload.method).toBe('POST');
    expect(upload.headers.Authorization).toBe('Bearer tok-1');
    expect(upload.body).toBeInstanceOf(FormData);
    expect(((upload.body as FormData).get('file') as File).name).toBe('photo 1.png');
    const link = screen.getByTestId('field-attachment-link');
    expect(link.textContent).toBe('photo 1.png');
    expect(link.getAttribute('href')).toBe('/files/0b5e2c1a-3f2a-4b7c-9d1e-2a3b4c5d6e7f/photo%201.png');
  });

  it('shows stored files and web addresses as links, anything else as text', () => {
    const { container, rerender } = render(
      <FieldValue field={FILE_FIELD} value="/files/ab5e2c1a-3f2a-4b7c-9d1e-2a3b4c5d6e7f/contract.pdf" />,
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/files/ab5e2c1a-3f2a-4b7c-9d1e-2a3b4c5d6e7f/contract.pdf');
    expect(container.textContent).toBe('contract.pdf');
    rerender(<FieldValue field={FILE_FIELD} value="https://example.com/x/y.docx" />);
    expect(container.querySelector('a')?.textContent).toBe('y.docx');
    rerender(<FieldValue field={FILE_FIELD} value="javascript:alert(1)" />);
    expect(container.querySelector('a')).toBeNull();
    rerender(<FieldValue field={FILE_FIELD} value="//evil.example/files/a.pdf" />);
    expect(container.querySelector('a')).toBeNull();
  });
});
