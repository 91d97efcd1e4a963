import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { isValidReceiptNumber, RECEIPT_NUMBER_MESSAGE } from 'shared/domain/cases/receipt-number';
import { USCIS_NOTICE_TYPES, uscisNoticeLabel } from 'shared/domain/documents/filing';
import { parseUsDate } from 'shared/domain/format';
import { VALIDATION_MESSAGES } from 'shared/domain/messages';
import type { UscisNoticeType } from 'shared/domain';
import { invalidateCalls } from 'shared/query';
import { useToast } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { FileDropZone } from 'shared/ui/file-drop';
import { DateInput, FormField, StyledInput, StyledSelect } from 'shared/ui/form';
import type { UploadProgress } from 'shared/ui';
import { documentKeys, useUploadUscisNotice } from '../api/documentsQueries';

const StyledForm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`;

const pad = (n: number) => String(n).padStart(2, '0');

interface Errors {
  file?: string;
  noticeDate?: string;
  receiptNumber?: string;
}

/**
 * Files a USCIS notice: the scan, its type, the date printed on it and the receipt number. The
 * file is stored only when the form is sent; if the server refuses the notice, the stored file is
 * deleted again (SPEC §7).
 */
export function UscisNoticeDialog({ petitionId, onClose }: { petitionId: string; onClose: () => void }) {
  const qc = useQueryClient();
  const toast = useToast();
  const send = useUploadUscisNotice(petitionId);
  const [file, setFile] = useState<File | null>(null);
  const [noticeType, setNoticeType] = useState<UscisNoticeType>('receipt');
  const [noticeDate, setNoticeDate] = useState('');
  const [receiptNumber, setReceiptNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<UploadProgress[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next: Errors = {};
    const date = parseUsDate(noticeDate);
    if (!file) next.file = VALIDATION_MESSAGES.required('Notice file');
    if (!noticeDate.trim()) next.noticeDate = VALIDATION_MESSAGES.required('Notice Date');
    else if (!date) next.noticeDate = VALIDATION_MESSAGES.date;
    if (receiptNumber.trim() && !isValidReceiptNumber(receiptNumber)) next.receiptNumber = RECEIPT_NUMBER_MESSAGE;
    setErrors(next);
    if (Object.keys(next).length || !file || !date) return;
    setBusy(true);
    setFailure(null);
    const row = { id: file.name, name: file.name, size: file.size, progress: 0 };
    setProgress([row]);
    try {
      await send(
        file,
        {
          noticeType,
          noticeDate: `${date.year}-${pad(date.month)}-${pad(date.day)}`,
          ...(receiptNumber.trim() ? { receiptNumber: receiptNumber.trim() } : {}),
        },
        (p) => setProgress([{ ...row, progress: p }]),
      );
      toast.success(`${uscisNoticeLabel(noticeType)} added`);
      await invalidateCalls(qc, documentKeys.notices(petitionId));
      onClose();
    } catch (e) {
      setFailure(errorMessage(e));
      setProgress([{ ...row, error: errorMessage(e) }]);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Add USCIS notice"
      onClose={onClose}
      locked={busy}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={busy}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="primary" onClick={() => void submit()} disabled={busy}>
            {busy ? 'Saving…' : 'Add notice'}
          </StyledButton>
        </>
      }
    >
      <StyledForm>
        <FormField label="Notice type" required>
          <StyledSelect value={noticeType} onChange={(e) => setNoticeType(e.target.value as UscisNoticeType)}>
            {USCIS_NOTICE_TYPES.map((t) => (
              <option key={t} value={t}>
                {uscisNoticeLabel(t)}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Notice Date" required error={errors.noticeDate} hint="The date printed on the notice (MM/DD/YYYY).">
          <DateInput value={noticeDate} onChange={(e) => setNoticeDate(e.target.value)} />
        </FormField>
        <FormField label="Receipt Number" error={errors.receiptNumber} hint="Optional, e.g. EAC2612345678.">
          <StyledInput value={receiptNumber} maxLength={20} autoComplete="off" onChange={(e) => setReceiptNumber(e.target.value)} />
        </FormField>
        <FileDropZone
          label="Notice file"
          multiple={false}
          disabled={busy}
          uploads={progress.length ? progress : file ? [{ id: file.name, name: file.name, size: file.size, progress: 0 }] : []}
          onFiles={(f) => {
            setFile(f[0] ?? null);
            setProgress([]);
            setErrors((e) => ({ ...e, file: undefined }));
          }}
        />
        {errors.file ? <StyledError role="alert">{errors.file}</StyledError> : null}
        {failure ? <StyledError role="alert">{failure}</StyledError> : null}
      </StyledForm>
    </Dialog>
  );
}
