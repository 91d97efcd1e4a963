import { useState } from 'react';
import type { TCustomReport } from 'shared/contract';
import { REPORT_FORMATS, type CustomReportFrequency, type ReportFormat } from 'shared/domain';
import {
  Dialog,
  ErrorPanel,
  errorMessage,
  FormField,
  StyledButton,
  StyledFormGrid,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui';
import { useCustomSchedule } from '../../api/reportsQueries';
import { parseRecipients, WEEKDAYS } from '../../utils/customSpec';
import { EXPORT_LABELS } from '../ExportMenu';

const DAYS_OF_MONTH = Array.from({ length: 28 }, (_, i) => i + 1);

/** Weekly or monthly e-mail delivery of a saved custom report, the file attached; or stop it. */
export function ScheduleDialog({ report, onClose }: { report: TCustomReport; onClose: () => void }) {
  const s = report.schedule;
  const [frequency, setFrequency] = useState<CustomReportFrequency>(s?.frequency ?? 'weekly');
  const [dayOfWeek, setDayOfWeek] = useState(s?.dayOfWeek ?? 1);
  const [dayOfMonth, setDayOfMonth] = useState(s?.dayOfMonth ?? 1);
  const [format, setFormat] = useState<ReportFormat>(s?.format ?? 'xlsx');
  const [recipients, setRecipients] = useState((s?.recipients ?? []).join('\n'));
  const [error, setError] = useState<string | null>(null);
  const schedule = useCustomSchedule(onClose);

  const submit = () => {
    const parsed = parseRecipients(recipients);
    setError(parsed.error);
    if (parsed.error) return;
    schedule.mutate({
      id: report.id,
      schedule: {
        frequency,
        ...(frequency === 'weekly' ? { dayOfWeek } : { dayOfMonth }),
        format,
        recipients: parsed.emails,
      },
    });
  };

  return (
    <Dialog
      title={`Deliver “${report.name}” by e-mail`}
      onClose={onClose}
      locked={schedule.isPending}
      footer={
        <>
          {s ? (
            <StyledButton
              type="button"
              $variant="danger"
              disabled={schedule.isPending}
              onClick={() => schedule.mutate({ id: report.id, schedule: null })}
            >
              Stop deliveries
            </StyledButton>
          ) : null}
          <StyledButton type="button" onClick={onClose} disabled={schedule.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="schedule-form" $variant="primary" disabled={schedule.isPending}>
            {schedule.isPending ? 'Saving…' : 'Save schedule'}
          </StyledButton>
        </>
      }
    >
      <form
        id="schedule-form"
        noValidate
        aria-label="Delivery schedule"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <StyledFormGrid>
          <FormField label="Frequency" span={3}>
            <StyledSelect value={frequency} onChange={(e) => setFrequency(e.target.value as CustomReportFrequency)}>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </StyledSelect>
          </FormField>
          {frequency === 'weekly' ? (
            <FormField label="Day of the week" span={3}>
              <StyledSelect value={dayOfWeek} onChange={(e) => setDayOfWeek(Number(e.target.value))}>
                {WEEKDAYS.map((d, i) => (
                  <option key={d} value={i + 1}>
                    {d}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
          ) : (
            <FormField label="Day of the month" span={3} hint="1 to 28, so that every month has it">
              <StyledSelect value={dayOfMonth} onChange={(e) => setDayOfMonth(Number(e.target.value))}>
                {DAYS_OF_MONTH.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
          )}
          <FormField label="Attached file" span={3}>
            <StyledSelect value={format} onChange={(e) => setFormat(e.target.value as ReportFormat)}>
              {REPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {EXPORT_LABELS[f]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField
            label="Recipients"
            span={6}
            required
            error={error ?? undefined}
            hint="E-mail addresses, one per line or separated by commas"
          >
            <StyledTextArea value={recipients} onChange={(e) => setRecipients(e.target.value)} rows={4} />
          </FormField>
        </StyledFormGrid>
      </form>
      {schedule.isError ? (
        <ErrorPanel title="Couldn’t save the schedule" message={errorMessage(schedule.error)} />
      ) : null}
    </Dialog>
  );
}
