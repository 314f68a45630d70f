import { rankingCsvFileName } from '@ciar/shared/export-file-names';
import type { RankedStudent } from '@ciar/shared/ranking';
import { rankingCsv } from '@ciar/shared/ranking-csv';
import { saveFile } from '../../../lib/save-file';

/**
 * The ranking as the spreadsheet file of docs/product.md#results, written in the browser from the figures on
 * screen: the file always says what the teacher sees, and costs no second call.
 */
export function downloadRankingCsv(code: string, students: ReadonlyArray<RankedStudent>, now: Date = new Date()): void {
  saveFile(new Blob([rankingCsv(students)], { type: 'text/csv;charset=utf-8' }), rankingCsvFileName(code, now));
}
