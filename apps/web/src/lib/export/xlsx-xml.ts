/** SpreadsheetML's text: the parts of a workbook that do not depend on the table's rows. */

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Characters that XML 1.0 does not allow at all: a file holding one would not open. */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as it may stand in an element or an attribute, less what XML cannot hold (as ExcelJS writes it). */
export const xmlText = (text: string): string =>
  text.replace(INVALID_XML, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);

/** A column's letters: 0 is A, 25 Z, 26 AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** The workbook's parts and their places in the package. */
export const PART = {
  contentTypes: '[Content_Types].xml',
  rootRels: '_rels/.rels',
  core: 'docProps/core.xml',
  workbook: 'xl/workbook.xml',
  workbookRels: 'xl/_rels/workbook.xml.rels',
  styles: 'xl/styles.xml',
  sharedStrings: 'xl/sharedStrings.xml',
  sheet: (number: number) => `xl/worksheets/sheet${number}.xml`,
} as const;

const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

export const contentTypesXml = (sheets: number): string =>
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${PART.workbook}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
  Array.from(
    { length: sheets },
    (_, index) => `<Override PartName="/${PART.sheet(index + 1)}" ContentType="${SHEET_TYPE}"/>`,
  ).join('') +
  `<Override PartName="/${PART.styles}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
  `<Override PartName="/${PART.sharedStrings}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
  `<Override PartName="/${PART.core}" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
  '</Types>';

export const rootRelsXml = (): string =>
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/officeDocument" Target="${PART.workbook}"/>` +
  `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="${PART.core}"/>` +
  '</Relationships>';

/** When the file was made, as the properties every workbook carries. */
export const coreXml = (created: Date): string => {
  const stamp = `${created.toISOString().slice(0, 19)}Z`;
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
};

/** The workbook: its sheets by name, in order, each the relationship rId<n + 2> (1 and 2 are the styles and strings). */
export const workbookXml = (sheetNames: readonly string[]): string =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}"><sheets>` +
  sheetNames
    .map((name, index) => `<sheet name="${xmlText(name)}" sheetId="${index + 1}" r:id="rId${index + 3}"/>`)
    .join('') +
  '</sheets></workbook>';

export const workbookRelsXml = (sheets: number): string =>
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
  Array.from(
    { length: sheets },
    (_, index) =>
      `<Relationship Id="rId${index + 3}" Type="${RELATIONSHIPS_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('') +
  '</Relationships>';
