import { MAIN_NS, XML_HEAD, xmlText } from './xlsx-xml.ts';

/** How a cell stands out: as it is, bold (the header and subtotals), bold over a line (the totals). */
export type CellLook = 'plain' | 'bold' | 'total';
const LOOKS: readonly CellLook[] = ['plain', 'bold', 'total'];

/** Excel's own number formats by code; any other code is declared in the workbook from 164 on. */
const BUILT_IN_FORMATS: Record<string, number> = { General: 0, '0': 1, '0.00': 2 };
const FIRST_CUSTOM_FORMAT = 164;

export interface WorkbookStyles {
  xml: string;
  /** The style of a cell in `format` (a number format's code, 'General' for text) with `look`. */
  styleOf: (format: string, look: CellLook) => number;
}

/**
 * The styles of a workbook whose cells use `formats`: every format in every look, so that a cell's
 * style is found by arithmetic. The fonts, borders and formats are those ExcelJS wrote.
 */
export function workbookStyles(formats: readonly string[]): WorkbookStyles {
  const codes = [...new Set(['General', ...formats])];
  let nextCustom = FIRST_CUSTOM_FORMAT;
  const ids = codes.map((code) => BUILT_IN_FORMATS[code] ?? nextCustom++);
  const custom = codes.filter((code) => BUILT_IN_FORMATS[code] === undefined);
  const numFmts = custom.length
    ? `<numFmts count="${custom.length}">${custom
        .map((code) => `<numFmt numFmtId="${ids[codes.indexOf(code)]}" formatCode="${xmlText(code)}"/>`)
        .join('')}</numFmts>`
    : '';
  const xfs = LOOKS.flatMap((look) =>
    ids.map((id) => {
      const font = look === 'plain' ? 0 : 1;
      const border = look === 'total' ? 1 : 0;
      const applied = [
        id ? ' applyNumberFormat="1"' : '',
        font ? ' applyFont="1"' : '',
        border ? ' applyBorder="1"' : '',
      ].join('');
      return `<xf numFmtId="${id}" fontId="${font}" fillId="0" borderId="${border}" xfId="0"${applied}/>`;
    }),
  );
  const xml =
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">${numFmts}` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
    '<border><left/><right/><top style="thin"/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return {
    xml,
    styleOf: (format, look) => LOOKS.indexOf(look) * codes.length + codes.indexOf(format),
  };
}
