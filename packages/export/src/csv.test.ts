import { describe, expect, it } from 'vitest';
import { CSV_MIME, csvField, tableCsv, tableCsvBlob, toCsv, UTF8_BOM } from './csv.ts';
import type { ExportRow, ExportTable } from './table.ts';

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Grace Hopper')).toBe('Grace Hopper');
    expect(csvField('grace@example.com')).toBe('grace@example.com');
    expect(csvField('')).toBe('');
  });

  it('quotes a field holding a comma', () => {
    expect(csvField('Doe, Jane')).toBe('"Doe, Jane"');
  });

  it('quotes a field holding a quote and doubles the quote', () => {
    expect(csvField('Jane "JD" Doe')).toBe('"Jane ""JD"" Doe"');
    expect(csvField('"')).toBe('""""');
  });

  it('quotes a field holding a line break', () => {
    expect(csvField('first\nsecond')).toBe('"first\nsecond"');
    expect(csvField('first\r\nsecond')).toBe('"first\r\nsecond"');
  });

  it.each(['=', '+', '-', '@'])('neutralises a field starting with %s', (trigger) => {
    expect(csvField(`${trigger}1+1`)).toBe(`'${trigger}1+1`);
  });

  it('neutralises a field starting with a tab', () => {
    expect(csvField('\tcmd')).toBe("'\tcmd");
  });

  it('neutralises and then quotes a field starting with a carriage return', () => {
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('neutralises a formula and then quotes it for its quotes and commas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
  });

  it('leaves a trigger character that is not the first one alone', () => {
    expect(csvField('Mary-Jane')).toBe('Mary-Jane');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('joins fields with commas and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Email'],
        ['Doe, Jane', 'jane@example.com'],
        ['=1', ''],
      ]),
    ).toBe('Name,Email\r\n"Doe, Jane",jane@example.com\r\n\'=1,\r\n');
  });

  it('is empty without rows', () => {
    expect(toCsv([])).toBe('');
  });
});

describe('tableCsv', () => {
  const table: ExportTable = {
    title: 'Timesheet Review',
    details: ['Period: 2026-11-22 to 2026-11-28'],
    columns: [
      { header: 'User', kind: 'text' },
      { header: 'Project', kind: 'text' },
      { header: 'Hours', kind: 'hours' },
    ],
    rows: [
      { cells: ['Doe, Jane', '-Depot', 1.5] },
      { cells: ['=cmd|"/c calc"!A1', 'Zoë’s “Harbour”', 0.25] },
      { cells: ['Doe, Jane Total', '', 1.75], isSubtotal: true },
    ],
    total: ['Total', '', 1.75],
  };

  it('writes amounts with their currency’s decimals', () => {
    const amounts = tableCsv({
      ...table,
      columns: [
        { header: 'Project', kind: 'text' },
        { header: 'Yen', kind: 'amount', digits: 0 },
        { header: 'Dinars', kind: 'amount', digits: 3 },
      ],
      rows: [{ cells: ['Yard', 407, 18.518] }],
      total: ['Total', 407, 18.518],
    }).join('');
    expect(amounts).toBe(`${UTF8_BOM}Project,Yen,Dinars\r\nYard,407,18.518\r\nTotal,407,18.518\r\n`);
  });

  it('starts with the UTF-8 byte order mark, then the header, the rows and the totals, each ended by CRLF', () => {
    expect(tableCsv(table).join('')).toBe(
      `${UTF8_BOM}User,Project,Hours\r\n` +
        `"Doe, Jane",'-Depot,1.50\r\n` +
        `"'=cmd|""/c calc""!A1",Zoë’s “Harbour”,0.25\r\n` +
        `"Doe, Jane Total",,1.75\r\n` +
        `Total,,1.75\r\n`,
    );
  });

  it('writes hours with two decimals and never neutralises them', () => {
    const hours = tableCsv({
      ...table,
      rows: [{ cells: ['A', 'B', 12] }],
      total: ['Total', '', 100000],
    }).join('');
    expect(hours).toContain('A,B,12.00\r\n');
    expect(hours).toContain('Total,,100000.00\r\n');
  });

  it('writes a negative number, such as a balance, as a number', () => {
    const balance = tableCsv({ ...table, rows: [{ cells: ['A', 'B', -1.25] }], total: ['Total', '', -1.25] });
    expect(balance.join('')).toContain('A,B,-1.25\r\n');
  });

  it('tells its progress piece by piece and writes every row of a long table once', () => {
    const rows = Array.from({ length: 12_345 }, (_, index) => ({ cells: [`U${index}`, 'P', 1] }));
    const progress: [number, number][] = [];
    const text = tableCsv({ ...table, rows }, (done, total) => progress.push([done, total])).join('');
    expect(progress).toEqual([
      [5_000, 12_345],
      [10_000, 12_345],
      [12_345, 12_345],
    ]);
    expect(text.split('\r\n')).toHaveLength(1 + 12_345 + 1 + 1);
  });
});

describe('tableCsvBlob', () => {
  /** 100,000 rows over 40 groups, each group's subtotal after it, with texts that need quoting. */
  function longTable(): ExportTable {
    const rows: ExportRow[] = [];
    for (let index = 0; index < 100_000; index++) {
      rows.push({
        cells: [`Doe, Jane ${index % 500}`, `Zoë’s “Harbour” ${index % 37}`, (index % 800) / 100],
      });
      if (index % 2_500 === 2_499) rows.push({ cells: [`Group ${index} Total`, '', 99.5], isSubtotal: true });
    }
    return {
      title: 'Timesheet Report',
      details: [],
      columns: [
        { header: 'User', kind: 'text' },
        { header: 'Project', kind: 'text' },
        { header: 'Hours', kind: 'hours' },
      ],
      rows,
      total: ['Total', '', 123456.75],
    };
  }

  it('writes 100,000 rows as a stream that reads back equal to the unstreamed writer’s file', async () => {
    const table = longTable();
    const progress: number[] = [];
    const streamed = tableCsvBlob(table, (done) => progress.push(done));
    expect(streamed.type).toBe(CSV_MIME);
    const unstreamed = new Blob(tableCsv(table), { type: CSV_MIME });
    const [streamedBytes, unstreamedBytes] = await Promise.all([
      streamed.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
      unstreamed.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    ]);
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    const text = decoder.decode(streamedBytes);
    expect(text.startsWith(`${UTF8_BOM}User,Project,Hours\r\n`)).toBe(true);
    expect(streamedBytes.length).toBe(unstreamedBytes.length);
    // Compared whole as text: a difference shown element by element would be millions of lines.
    expect(text === decoder.decode(unstreamedBytes)).toBe(true);
    expect(progress.at(-1)).toBe(table.rows.length);

    const lines = text.split('\r\n');
    expect(lines).toHaveLength(1 + table.rows.length + 1 + 1);
    const subtotal = table.rows.findIndex((row) => row.isSubtotal);
    for (const index of [0, 1, subtotal, 50_000, table.rows.length - 1]) {
      const [user, project, hours] = table.rows[index]!.cells as [string, string, number];
      const quoted = (text: string) => (/[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
      expect(lines[index + 1]).toBe(`${quoted(user)},${quoted(project)},${hours.toFixed(2)}`);
    }
    expect(lines.at(-2)).toBe('Total,,123456.75');
  });
});
