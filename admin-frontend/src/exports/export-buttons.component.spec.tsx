/// <reference types="jest" />
import { screen, within } from '@testing-library/react';
import { StaffRoleContext } from '../guard/staff-role.context';
import { adminServer, renderAdminScreen } from '../testing/admin-server.fixture';
import { ExportButtons } from './export-buttons.component';
import { exportPath } from './export-path.rules';

const FILTERS = { q: ' Иванова ', status: 'paid', delivery_type: '', from: '2026-11-01', to: '2026-11-27' };

/** What the browser was asked to save: the link's name and the bytes behind its object URL. */
function watchSaves() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return { saved, restore: () => click.mockRestore() };
}

describe('the export buttons', () => {
  it('ask for the file with the list’s filters and save it under the server’s name', async () => {
    const csv = new Blob(['\uFEFFНомер;Сумма\r\n7;1234,50\r\n'], { type: 'text/csv' });
    const { services, calls } = adminServer((call) =>
      call.path.startsWith('/api/admin/exports/') ? { data: { blob: csv, fileName: 'payments-2026-11-01-2026-11-27.csv' } } : undefined,
    );
    const saves = watchSaves();
    const user = renderAdminScreen(services, <ExportButtons filters={FILTERS} />);
    await user.click(screen.getByRole('button', { name: 'Скачать платежи (CSV)' }));
    await screen.findByRole('button', { name: 'Скачать платежи (CSV)' });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/admin/exports/payments.csv?q=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0&status=paid&from=2026-11-01&to=2026-11-27',
    ]);
    expect(saves.saved).toEqual([{ name: 'payments-2026-11-01-2026-11-27.csv', blob: csv }]);
    saves.restore();
  });

  it('names the file itself when the server gave no name', async () => {
    const { services } = adminServer(() => ({ data: { blob: new Blob(['x']), fileName: null } }));
    const saves = watchSaves();
    const user = renderAdminScreen(services, <ExportButtons filters={{}} />);
    await user.click(screen.getByRole('button', { name: 'Скачать заказы (CSV)' }));
    await screen.findByRole('button', { name: 'Скачать заказы (CSV)' });
    expect(saves.saved.map((save) => save.name)).toEqual(['orders.csv']);
    saves.restore();
  });

  it('says in Russian why the file did not come', async () => {
    const { services } = adminServer(() => ({ status: 400, error: 'Дата «по» раньше даты «с»' }));
    const user = renderAdminScreen(services, <ExportButtons filters={{}} />);
    await user.click(screen.getByRole('button', { name: 'Скачать заказы (CSV)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Дата «по» раньше даты «с»');
  });

  it('asks for a reload when the page around the admin is older than downloads', async () => {
    const { services } = adminServer(() => undefined);
    const user = renderAdminScreen(services, <ExportButtons filters={{}} />);
    delete (services.http as { download?: unknown }).download;
    await user.click(screen.getByRole('button', { name: 'Скачать платежи (CSV)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Обновите страницу, чтобы скачать файл');
  });

  it('are not there for a florist', () => {
    const { services } = adminServer(() => undefined);
    renderAdminScreen(
      services,
      <StaffRoleContext.Provider value="florist">
        <div data-testid="host">
          <ExportButtons filters={{}} />
        </div>
      </StaffRoleContext.Provider>,
    );
    expect(within(screen.getByTestId('host')).queryAllByRole('button')).toEqual([]);
  });

  it('leave out the filters that are not set', () => {
    expect(exportPath('orders', { q: '', status: ' ', from: '2026-01-01' })).toBe('/api/admin/exports/orders.csv?from=2026-01-01');
    expect(exportPath('payments', {})).toBe('/api/admin/exports/payments.csv');
  });
});
