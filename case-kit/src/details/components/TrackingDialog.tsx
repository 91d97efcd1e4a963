import { useState } from 'react';
import { manageTrackingDetailsCall } from 'shared/contract/petition';
import type { TCaseDetails } from 'shared/contract';
import {
  isValidReceiptNumber,
  normalizeReceiptNumber,
  RECEIPT_NUMBER_MESSAGE,
} from 'shared/domain/cases/receipt-number';
import { useApi } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledInput, StyledSelect } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import { useCarriers } from '../api/casePanelQueries';
import { DETAIL_MESSAGES } from '../utils/messages';
import { ActionDialog } from './ActionDialog';

interface Errors {
  carrierId?: string;
  trackingNumber?: string;
  receiptNumber?: string;
}

/** Checks the tracking form the way the server does; returns the field errors. */
export function validateTracking(mode: 'courier' | 'receipt', v: { carrierId: string; trackingNumber: string; receiptNumber: string }): Errors {
  if (mode === 'courier') {
    const e: Errors = {};
    if (!v.carrierId) e.carrierId = DETAIL_MESSAGES.carrierRequired;
    const t = v.trackingNumber.trim();
    if (!t) e.trackingNumber = DETAIL_MESSAGES.trackingRequired;
    else if (t.length < 3 || t.length > 60) e.trackingNumber = DETAIL_MESSAGES.trackingLength;
    return e;
  }
  if (!v.receiptNumber.trim()) return { receiptNumber: DETAIL_MESSAGES.receiptRequired };
  return isValidReceiptNumber(v.receiptNumber) ? {} : { receiptNumber: RECEIPT_NUMBER_MESSAGE };
}

/**
 * 'Update Tracking Info' (courier: carrier from master data + tracking number) or 'Update Receipt
 * Number' (USCIS receipt: three letters and ten digits), whichever step the case is at.
 */
export function TrackingDialog({ c, title, onClose }: { c: TCaseDetails; title: string; onClose: () => void }) {
  const api = useApi();
  const mode = c.nextWorkflowActivity === 'UPDATE_USCIS_RECEIPT_NUMBER' ? 'receipt' : 'courier';
  const carriers = useCarriers();
  const [values, setValues] = useState({
    carrierId: c.courierTracking.carrierId ? String(c.courierTracking.carrierId) : '',
    trackingNumber: c.courierTracking.trackingNumber ?? '',
    receiptNumber: c.receiptNumber ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const action = useCaseAction(
    c.id,
    () =>
      api.call(
        manageTrackingDetailsCall,
        mode === 'courier'
          ? { petitionId: c.id, carrierId: Number(values.carrierId), trackingNumber: values.trackingNumber.trim() }
          : { petitionId: c.id, receiptNumber: normalizeReceiptNumber(values.receiptNumber) },
      ),
    { success: mode === 'courier' ? 'Tracking details saved.' : 'Receipt number saved.' },
  );
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  return (
    <ActionDialog
      title={title}
      submitLabel="Save"
      busy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onClose={onClose}
      onSubmit={() => {
        const found = validateTracking(mode, values);
        setErrors(found);
        if (Object.keys(found).length === 0) action.mutate(undefined, { onSuccess: onClose });
      }}
    >
      {mode === 'courier' ? (
        <>
          <FormField label="Carrier" required error={errors.carrierId} hint={carriers.isError ? 'Couldn’t load the carriers.' : undefined}>
            <StyledSelect value={values.carrierId} onChange={set('carrierId')} data-autofocus>
              <option value="">{carriers.isLoading ? 'Loading…' : 'Select…'}</option>
              {(carriers.data?.data ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Tracking Number" required error={errors.trackingNumber}>
            <StyledInput value={values.trackingNumber} onChange={set('trackingNumber')} maxLength={60} autoComplete="off" />
          </FormField>
        </>
      ) : (
        <FormField label="Receipt Number" required error={errors.receiptNumber} hint="Three letters and ten digits, e.g. EAC2612345678">
          <StyledInput
            value={values.receiptNumber}
            onChange={set('receiptNumber')}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
        </FormField>
      )}
    </ActionDialog>
  );
}
