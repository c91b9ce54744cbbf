import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, toCsv } from './csv.ts';

describe('CSV cells (RFC 4180)', () => {
  it('leaves plain text and numbers as they are, and empties for missing values', () => {
    expect(csvCell('Dana Cruz')).toBe('Dana Cruz');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Cruz, Dana')).toBe('"Cruz, Dana"');
    expect(csvCell('The "big" truck')).toBe('"The ""big"" truck"');
    expect(csvCell('Gate code 1234\nDog in yard')).toBe('"Gate code 1234\nDog in yard"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1 602 555 0142')).toBe("'+1 602 555 0142");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('dana@example.com')).toBe('dana@example.com');
    // Numbers the export writes itself are not text a customer typed.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends rows with CRLF and starts the file with a byte order mark', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
    expect(toCsv(['Name', 'Spent'], [['Dana', '12.50']])).toBe('\uFEFFName,Spent\r\nDana,12.50\r\n');
  });
});
