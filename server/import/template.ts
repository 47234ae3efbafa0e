import type ExcelJS from 'exceljs';
import type { FieldDef } from '../../src/resources';
import { TRANSFER_MESSAGES, type Language } from '../../src/schemas';
import { BOOLEAN_TEXT } from '../../src/schemas/display-text';
import { decimalsOf, defaultMaxLength } from '../../src/schemas/fields';
import { labelOf, widthOf } from '../export/columns';
import { columnLetter as colLetter, sheetNameOf } from '../export/xlsx';
import { headerText, importColumns } from './columns';

/** Rows of the template that carry the drop-down lists and formats. */
const TEMPLATE_ROWS = 5000;

/** A hint shown as the header cell's note: the format a value needs. */
function hintOf(f: FieldDef, lang: Language): string | undefined {
  const zh = lang === 'zh-CN';
  switch (f.kind) {
    case 'date':
      return zh ? '日期，如 2026-03-01' : 'A date, e.g. 2026-03-01';
    case 'datetime':
      return zh ? '日期时间，如 2026-03-01 08:30' : 'Date and time, e.g. 2026-03-01 08:30';
    case 'ref':
      return zh ? '填写名称（或 #编号）' : 'The name (or #id)';
    case 'integer':
      return zh ? '整数' : 'A whole number';
    case 'number':
    case 'money':
    case 'weight':
      return zh ? `数字，最多${decimalsOf(f)}位小数` : `A number, at most ${decimalsOf(f)} decimals`;
    case 'text':
    case 'textarea':
      return f.maxLength ? (zh ? `最多${defaultMaxLength(f)}个字符` : `At most ${defaultMaxLength(f)} characters`) : undefined;
    default:
      return undefined;
  }
}

/**
 * The import template of a resource: the create form's columns with their labels (required ones
 * marked * and red), formats set (codes stay text, dates are dates), and enum and yes/no columns
 * as drop-down lists whose choices live on a hidden sheet.
 */
export async function importTemplate(fields: FieldDef[], routeLabel: string, lang: Language): Promise<Buffer> {
  const cols = importColumns(fields);
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  const ws = wb.addWorksheet(sheetNameOf(routeLabel), { views: [{ state: 'frozen', ySplit: 1 }] });
  const optionsName = TRANSFER_MESSAGES.optionsSheet[lang];
  const options = wb.addWorksheet(optionsName, { state: 'hidden' });
  ws.columns = cols.map((c) => {
    const f = c.part ?? c.field;
    const label = headerText(c, lang);
    const numFmt =
      f.kind === 'date'
        ? 'yyyy-mm-dd'
        : f.kind === 'datetime'
          ? 'yyyy-mm-dd hh:mm'
          : ['text', 'textarea', 'ref'].includes(f.kind)
            ? '@'
            : undefined;
    return { header: label, key: c.key, width: widthOf(f, label), style: numFmt ? { numFmt } : {} };
  });
  let optionCol = 0;
  cols.forEach((c, i) => {
    const f = c.part ?? c.field;
    const cell = ws.getRow(1).getCell(i + 1);
    cell.font = { bold: true, color: c.required ? { argb: 'FFFF0000' } : undefined };
    cell.numFmt = '@';
    const hint = hintOf(f, lang);
    if (hint) cell.note = hint;
    const choices =
      f.kind === 'enum' ? (f.options ?? []).map((o) => labelOf(o.label, lang)) : f.kind === 'boolean' ? [...BOOLEAN_TEXT[lang]] : null;
    if (!choices?.length) return;
    optionCol += 1;
    const L = colLetter(optionCol);
    choices.forEach((text, j) => {
      options.getCell(`${L}${j + 1}`).value = text;
    });
    const col = colLetter(i + 1);
    (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(
      `${col}2:${col}${TEMPLATE_ROWS}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [`'${optionsName}'!$${L}$1:$${L}$${choices.length}`],
        showErrorMessage: true,
        errorStyle: 'stop',
        error: lang === 'zh-CN' ? '请从下拉列表中选择' : 'Choose a value from the list',
      },
    );
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
