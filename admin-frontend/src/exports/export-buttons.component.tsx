import { useState } from 'react';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import { ErrorLine } from '../components/error-line.component';
import { useStaffMay } from '../guard/staff-role.context';
import { EXPORT_LABELS, exportPath, type ExportFilters, type ExportKind } from './export-path.rules';
import { saveFile } from './save-file';
import './export-buttons.css';

const KINDS: readonly ExportKind[] = ['orders', 'payments'];

/**
 * «Скачать заказы (CSV)» and «Скачать платежи (CSV)» for what the screen shows (its filters or
 * period): the owner's only, as the server's exports are. A link cannot carry the bearer token,
 * so the file is fetched through the shell's client and then saved.
 */
export function ExportButtons({ filters }: { filters: ExportFilters }) {
  const api = useAdminApi();
  const mayExport = useStaffMay('shop.manage');
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!mayExport) return null;

  const download = async (kind: ExportKind) => {
    setBusy(kind);
    setFailure(null);
    try {
      saveFile(await api.exportFile(exportPath(kind, filters)), `${kind}.csv`);
    } catch (error) {
      setFailure(errorMessage(error, ADMIN_API_FALLBACKS.export));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="adm-exports" role="group" aria-label="Выгрузка для бухгалтерии">
      {KINDS.map((kind) => (
        <button key={kind} type="button" className="ui-button ui-button--small" disabled={busy !== null} onClick={() => void download(kind)}>
          {busy === kind ? 'Готовим файл…' : EXPORT_LABELS[kind]}
        </button>
      ))}
      <ErrorLine text={failure} />
    </div>
  );
}
