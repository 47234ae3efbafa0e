import { describe, expect, it } from 'vitest';
import {
  differs,
  fileKind,
  formatFigure,
  noticeFileName,
  parseDimensions,
  qrCaptionFontSize,
  splitAttachments,
  trimQuery,
} from '../../../src/components/tracking/format';
import { noticeTarget } from '../../../src/pages/tracking/DeliveryNoticePage';
import { pathOf } from '../../../src/resources';
import { displayNumber } from '../../../src/schemas';

describe('formatFigure (docs/behaviour.md §2.5 number display)', () => {
  it('shows "-" for empty or zero', () => {
    for (const v of [null, undefined, '', '  ', 0, '0', '0.000', 'abc']) {
      for (const k of ['pieces', 'weight', 'volume', 'chargeWeight'] as const) expect(formatFigure(v, k)).toBe('-');
    }
  });
  it('pieces 0 decimals, gross weight 1, volume and charge weight 3, with thousands separators', () => {
    expect(formatFigure(1234, 'pieces')).toBe('1,234');
    expect(formatFigure(12.6, 'pieces')).toBe('13');
    expect(formatFigure(1234567.25, 'weight')).toBe('1,234,567.3');
    expect(formatFigure(980, 'weight')).toBe('980.0');
    expect(formatFigure(1.23456, 'volume')).toBe('1.235');
    expect(formatFigure('2500.5', 'chargeWeight')).toBe('2,500.500');
    expect(formatFigure('1,200', 'pieces')).toBe('1,200');
  });
});

describe('parseDimensions', () => {
  it("splits items on ';' and parts on '/' or '*'", () => {
    expect(parseDimensions('120/80/100/2;60*40*50*10')).toEqual([
      { length: '120', width: '80', height: '100', pieces: '2' },
      { length: '60', width: '40', height: '50', pieces: '10' },
    ]);
  });
  it('skips empty items and fills missing parts with empty text', () => {
    expect(parseDimensions(' 10/20 ; ;')).toEqual([{ length: '10', width: '20', height: '', pieces: '' }]);
    expect(parseDimensions('')).toEqual([]);
    expect(parseDimensions(null)).toEqual([]);
  });
});

describe('differs (plan vs confirmed)', () => {
  it('only when both are known and differ by value', () => {
    expect(differs(10, 12)).toBe(true);
    expect(differs(10, '10.0')).toBe(false);
    expect(differs(10, null)).toBe(false);
    expect(differs(undefined, 5)).toBe(false);
    expect(differs('a', 'b')).toBe(true);
  });
});

describe('trimQuery', () => {
  it('trims values and leaves out empty ones', () => {
    expect(trimQuery('?o=%20AFabc%20&code=%20&flag=warehouse')).toEqual({ o: 'AFabc', flag: 'warehouse' });
    expect(trimQuery('')).toEqual({});
    expect(trimQuery(new URLSearchParams({ o: '  ' }))).toEqual({});
  });
});

describe('noticeFileName (docs/behaviour.md §2.5)', () => {
  it('takes the digits after 报关单号：', () => {
    expect(noticeFileName('请于周五前送货\n报关单号：223320260001234567\n谢谢', 'AE000001')).toBe('223320260001234567');
  });
  it('falls back to the order code without a declaration number', () => {
    expect(noticeFileName('报关单号：待定', 'AE000001')).toBe('AE000001');
    expect(noticeFileName(null, 'AE000002')).toBe('AE000002');
    expect(noticeFileName(null, '')).toBe('delivery-notice');
  });
});

describe('files, pictures and QR caption', () => {
  it('picks the icon by extension', () => {
    expect(['a.xls', 'b.XLSX', 'c.pdf', 'd.doc', 'e.docx', 'f.txt', null].map(fileKind)).toEqual([
      'excel',
      'excel',
      'pdf',
      'word',
      'word',
      'other',
      'other',
    ]);
  });
  it('splits attachments by fileType', () => {
    const { pictures, files } = splitAttachments([{ fileType: '照片', fileName: 'a.jpg' }, { fileType: '文件', fileName: 'b.pdf' }, null]);
    expect(pictures.map((p) => p.fileName)).toEqual(['a.jpg']);
    expect(files.map((p) => p.fileName)).toEqual(['b.pdf']);
  });
  it('uses a smaller caption above 12 characters', () => {
    expect(qrCaptionFontSize('123456789012')).toBe(12);
    expect(qrCaptionFontSize('1234567890123')).toBe(10);
  });
});

describe('display number (docs/behaviour.md §2.4)', () => {
  it('air: awb_hawb, else whichever exists, the waybill falling back to the customer number', () => {
    expect(displayNumber('AF', { awbNumber: '78412345675', hawbNumber: 'H1' })).toBe('78412345675_H1');
    expect(displayNumber('AI', { awbNumber: '78412345675' })).toBe('78412345675');
    expect(displayNumber('AF', { hawbNumber: 'H1' })).toBe('H1');
    expect(displayNumber('AF', { customerNumber: 'C9', hawbNumber: 'H1' })).toBe('C9_H1');
  });
  it('sea: master bill, else order code; road: order code', () => {
    expect(displayNumber('SE', { mlbNumber: 'MLB1', orderCode: 'SE000001' })).toBe('MLB1');
    expect(displayNumber('SI', { orderCode: 'SI000001' })).toBe('SI000001');
    expect(displayNumber('LC', { orderCode: 'LC000001', mlbNumber: 'x' })).toBe('LC000001');
  });
});

describe('delivery-notice target', () => {
  const uuid = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
  it('strips the af/lc prefix on the AF/LC notice page, takes the uuid as is on sea and rail', () => {
    expect(noticeTarget(pathOf('DeliveryNoticePage'), { o: `af${uuid}`, flag: 'warehouse' })).toEqual({ uuid, flag: 'warehouse' });
    expect(noticeTarget(pathOf('SeDeliveryNoticePage'), { o: uuid, flag: 'storehouse' })).toEqual({ uuid, flag: 'storehouse' });
    expect(noticeTarget(pathOf('TeDeliveryNoticePage'), { o: uuid })).toBeNull();
  });
});
