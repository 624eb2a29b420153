import { showToast, TOAST_MS } from '@shop/ui';
import { useState } from 'react';
import { useAdminFlowers } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import type { AdminFlowerDto } from '../api/admin-api.types';
import { AdminPage } from '../components/admin-page.component';
import { QueryList } from '../components/query-list.component';
import { FlowerCard } from './flower-card.component';
import { FlowerForm } from './flower-form.component';

type Editing = { readonly flower: AdminFlowerDto | null } | null;

const notify = (text: string) => showToast('success', text, TOAST_MS.notice);

/** /admin/flowers: the bouquet constructor's flowers (out-of-season ones too) with create, edit and in/out of season. */
export function FlowersPage() {
  const flowers = useAdminFlowers();
  const [editing, setEditing] = useState<Editing>(null);
  const edit = (flower: AdminFlowerDto | null) => setEditing({ flower });

  return (
    <AdminPage
      title="Цветы"
      actions={
        <button type="button" className="ui-button ui-button--primary" onClick={() => edit(null)} disabled={editing?.flower === null}>
          Добавить цветок
        </button>
      }
    >
      {editing && (
        <FlowerForm
          key={editing.flower?.id ?? 'new'}
          flower={editing.flower}
          onDone={(text) => {
            setEditing(null);
            if (text) notify(text);
          }}
        />
      )}
      <section className="adm-section" aria-label="Цветы конструктора букетов">
        <QueryList query={flowers} loading="Загрузка цветов…" failure={ADMIN_API_FALLBACKS.flowers} empty="Цветов пока нет">
          {(flower) => <FlowerCard key={flower.id} flower={flower} onEdit={edit} onNotice={notify} />}
        </QueryList>
      </section>
    </AdminPage>
  );
}
