import { resultsExportFileName } from '@ciar/shared/export-file-names';
import type { Session } from '@ciar/shared/session';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

/** Saves every question and response with scores, stats and ranking (GET /api/sessions/{id}/export, docs/product.md#exports). */
export async function exportResults(session: Pick<Session, 'id' | 'code'>): Promise<void> {
  const { blob, filename } = await apiDownload(`/sessions/${encodeURIComponent(session.id)}/export`);
  saveFile(blob, filename ?? resultsExportFileName(session.code, new Date()));
}

export function useExportResults() {
  return useMutation({ mutationFn: exportResults });
}
