import Papa from 'papaparse';

/**
 * The rows of a CSV file, read in the browser, the first being its header. Blank lines are skipped;
 * the parser tells the delimiter, so files written with semicolons read as well.
 */
export function readCsv(file: File): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: (results) => resolve(results.data),
      error: reject,
    });
  });
}
