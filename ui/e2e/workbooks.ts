import ExcelJS from 'exceljs';

/** The first worksheet's cell texts, row by row, as the import reads them. */
export async function firstSheetRows(xlsx: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = row.values as unknown[];
    // ExcelJS rows are 1-based: index 0 is always empty.
    rows.push(values.slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

/** A copy of the workbook with `row` added to the end of its first worksheet. */
export async function withRowAdded(xlsx: Buffer, row: (string | number)[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  workbook.worksheets[0]!.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
