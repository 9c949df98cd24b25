import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

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
