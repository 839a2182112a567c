import { useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { useApproveDealer, useRejectDealer, useUpdateCompanyCredit, useUpdateDealerDiscount } from '../api/mutations';
import type { AdminDealer } from '../api/queries';
import { AllOrdersList } from './all-orders-list';
import { ApprovedDealersList } from './approved-dealers-list';
import { CreditDialog } from './credit-dialog';
import { DiscountDialog, RejectDialog } from './dealer-dialogs';
import { PendingDealersList } from './pending-dealers-list';
import { RejectedDealers } from './rejected-dealers';
import styles from './dealers-tab.module.css';

/** Another admin decided meanwhile: the dialog's decision no longer applies (the lists show what is so now). */
const closeWhenDecided = (close: (dealer: null) => void) => (error: unknown) => {
  if (error instanceof ApiError && error.code === 'DEALER_STATUS_CHANGED') close(null);
};

/** The dealers tab of /admin, the admin spec's three lists in its order (each paged by the server), then the rejected sign-ups. */
export function DealersTab() {
  const approve = useApproveDealer();
  const reject = useRejectDealer();
  const update = useUpdateDealerDiscount();
  const [approving, setApproving] = useState<AdminDealer | null>(null);
  const [rejecting, setRejecting] = useState<AdminDealer | null>(null);
  const [editing, setEditing] = useState<AdminDealer | null>(null);
  const updateCredit = useUpdateCompanyCredit();
  const [crediting, setCrediting] = useState<AdminDealer | null>(null);

  return (
    <div className={styles.tab}>
      <AllOrdersList />
      <PendingDealersList onApprove={setApproving} onReject={setRejecting} />
      <ApprovedDealersList onEdit={setEditing} onCredit={setCrediting} />
      <RejectedDealers onApprove={setApproving} />

      <DiscountDialog
        mode="approve"
        dealer={approving}
        pending={approve.isPending}
        onClose={() => setApproving(null)}
        onSubmit={(discountLevel) => approving && approve.mutate({ id: approving.id, discountLevel, expectedStatus: approving.status }, { onSuccess: () => setApproving(null), onError: closeWhenDecided(setApproving) })}
      />
      <DiscountDialog
        mode="edit"
        dealer={editing}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(discountLevel) => editing && update.mutate({ id: editing.id, discountLevel }, { onSuccess: () => setEditing(null) })}
      />
      <CreditDialog
        dealer={crediting}
        pending={updateCredit.isPending}
        onClose={() => setCrediting(null)}
        onSubmit={(input) => crediting && updateCredit.mutate({ companyId: crediting.companyId, input }, { onSuccess: () => setCrediting(null) })}
      />
      <RejectDialog
        dealer={rejecting}
        pending={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason, expectedStatus: rejecting.status }, { onSuccess: () => setRejecting(null), onError: closeWhenDecided(setRejecting) })}
      />
    </div>
  );
}
