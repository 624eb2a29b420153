import { showToast, TOAST_MS } from '@shop/ui';
import { useState } from 'react';
import { useAdminPromoCodes } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import type { AdminPromoCodeDto } from '../api/admin-api.types';
import { AdminPage } from '../components/admin-page.component';
import { QueryList } from '../components/query-list.component';
import { PromoCard } from './promo-card.component';
import { PromoForm } from './promo-form.component';

type Editing = { readonly promo: AdminPromoCodeDto | null } | null;

const notify = (text: string) => showToast('success', text, TOAST_MS.notice);

/** /admin/promo-codes: the owner's promo codes with create, edit, switch off and delete (a code never used). */
export function PromoCodesPage() {
  const promoCodes = useAdminPromoCodes();
  const [editing, setEditing] = useState<Editing>(null);
  const edit = (promo: AdminPromoCodeDto | null) => setEditing({ promo });

  return (
    <AdminPage
      title="Промокоды"
      actions={
        <button type="button" className="ui-button ui-button--primary" onClick={() => edit(null)} disabled={editing?.promo === null}>
          Создать промокод
        </button>
      }
    >
      {editing && (
        <PromoForm
          key={editing.promo?.id ?? 'new'}
          promo={editing.promo}
          onDone={(text) => {
            setEditing(null);
            if (text) notify(text);
          }}
        />
      )}
      <section className="adm-section" aria-label="Промокоды магазина">
        <QueryList query={promoCodes} loading="Загрузка промокодов…" failure={ADMIN_API_FALLBACKS.promoCodes} empty="Промокодов пока нет">
          {(promo) => <PromoCard key={promo.id} promo={promo} onEdit={edit} onNotice={notify} />}
        </QueryList>
      </section>
    </AdminPage>
  );
}
