import type { LabelledColumn } from './labelledColumns';
import { zipStream } from './zipStream';

/**
 * An Office Open XML workbook of one sheet, written as a stream: the sheet's rows come from the database as XML
 * (labelledExport.ts), the other parts are fixed, and zipStream.ts zips them as they come, deflating at level 1:
 * the file stays several times smaller than the CSV while the compression keeps up with COPY.
 */
const LEVEL = 1;

/** The cell styles (cellXfs indexes): Excel's built-in formats 14 (short date) and 22 (date and time) follow the reader's locale. */
export const STYLE = { date: 1, datetime: 2, money: 3, header: 4 } as const;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const escapeXml = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '') // eslint-disable-line no-control-regex
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A column's letters: A … Z, AA, AB, … */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

const WIDTH: Record<LabelledColumn['type'], number> = { text: 28, number: 12, money: 14, date: 12, datetime: 18 };

/** The sheet up to its first data row: column widths, the frozen header row, the header. */
export function sheetHead(columns: LabelledColumn[]): string {
  const cols = columns
    .map((c, i) => {
      const width = Math.min(60, Math.max(WIDTH[c.type], c.header.length + 2));
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const header = columns
    .map(
      (c, i) =>
        `<c r="${columnLetter(i)}1" t="inlineStr" s="${STYLE.header}"><is><t>${escapeXml(c.header)}</t></is></c>`,
    )
    .join('');
  return (
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>\n`
  );
}

export const SHEET_TAIL = '</sheetData></worksheet>';

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="22" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
  `<sheet name="${escapeXml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** The workbook around a stream of its sheet's XML; cancelling the file cancels the sheet (and its query). */
export function workbookStream(sheet: ReadableStream<Uint8Array>, sheetName: string): ReadableStream<Uint8Array> {
  const reader = sheet.getReader();
  const output = zipStream(
    [
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
      { name: 'xl/workbook.xml', data: Buffer.from(workbookXml(sheetName)) },
      { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
      { name: 'xl/styles.xml', data: Buffer.from(STYLES) },
      { name: 'xl/worksheets/sheet1.xml', data: sheetChunks(reader) },
    ],
    LEVEL,
  );
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        output.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) output.pause();
        });
        output.on('end', () => controller.close());
        output.on('error', (error) => controller.error(error));
      },
      pull() {
        output.resume();
      },
      cancel(reason) {
        void reader.cancel(reason).catch(() => undefined);
        output.destroy();
      },
    },
    { highWaterMark: 16 },
  );
}

async function* sheetChunks(reader: ReadableStreamDefaultReader<Uint8Array>) {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
}
