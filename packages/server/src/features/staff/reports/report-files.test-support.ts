import { strFromU8, unzipSync } from 'fflate';

/** A report's CSV read back: its rows of fields (RFC 4180, the byte-order mark dropped). */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A report's XLSX read back: the first sheet's rows, each cell as its text or its number as written. */
export function readXlsx(file: Uint8Array): string[][] {
  const files = unzipSync(file);
  const sheet = files['xl/worksheets/sheet1.xml'];
  if (!sheet) throw new Error('the workbook has no first sheet');
  const shared = files['xl/sharedStrings.xml'];
  const strings = shared
    ? [...strFromU8(shared).matchAll(/<si>(?:<t[^>]*>([\s\S]*?)<\/t>|<t\/>)<\/si>/g)].map((m) =>
        unescapeXml(m[1] ?? ''),
      )
    : [];
  return [...strFromU8(sheet).matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const attributes = cell[1] ?? '';
      const inner = cell[2] ?? '';
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '');
      if (/\bt="s"/.test(attributes)) return strings[Number(value)] ?? '';
      if (/\bt="inlineStr"/.test(attributes))
        return unescapeXml(/<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1] ?? '');
      return value;
    }),
  );
}

/** Euros with cents as a file writes them, in cents. */
export const cents = (euros: string) => Math.round(Number(euros) * 100);
