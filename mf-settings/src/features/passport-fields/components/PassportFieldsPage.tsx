import { useState } from 'react';
import { PASSPORT_FIELDS, type TPassportFieldSetting } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { PageFrame, QueryState, StatusBadge, StyledButton, StyledFormActions, StyledScrollX } from 'shared/ui';
import { usePassportFields, useSavePassportFields } from '../../case-types/api/caseConfigQueries';

function FieldsForm({ initial, saved }: { initial: TPassportFieldSetting[]; saved: boolean }) {
  const save = useSavePassportFields();
  const [fields, setFields] = useState(initial);
  const change = (key: string, over: Partial<TPassportFieldSetting>) =>
    setFields((cur) =>
      cur.map((f) => {
        if (f.key !== key) return f;
        const next = { ...f, ...over };
        return next.collected ? next : { ...next, required: false };
      }),
    );
  return (
    <>
      <p>{saved ? <StatusBadge tone="info">Your firm’s choice</StatusBadge> : <StatusBadge>Default: every field collected and required</StatusBadge>}</p>
      <StyledScrollX>
        <table aria-label="Passport fields">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Collected</th>
              <th scope="col">Required</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => {
              const label = PASSPORT_FIELDS.find((p) => p.key === f.key)?.label ?? f.key;
              return (
                <tr key={f.key}>
                  <th scope="row">{label}</th>
                  <td>
                    <input type="checkbox" aria-label={`Collect ${label}`} checked={f.collected} onChange={(e) => change(f.key, { collected: e.target.checked })} />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Require ${label}`}
                      checked={f.required}
                      disabled={!f.collected}
                      onChange={(e) => change(f.key, { required: e.target.checked })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </StyledScrollX>
      <StyledFormActions>
        <StyledButton type="button" $variant="primary" disabled={save.isPending} onClick={() => save.mutate({ data: fields })}>
          {save.isPending ? 'Saving…' : 'Save passport fields'}
        </StyledButton>
      </StyledFormActions>
    </>
  );
}

/** /passport-Fields: which passport fields the questionnaires and beneficiary forms collect, and which are required. */
export default function PassportFieldsPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const query = usePassportFields();
  return (
    <PageFrame title={route?.title ?? 'Passport Fields'} description={route?.description} remote="mf-settings">
      <QueryState query={query} noun="passport fields">
        {(d) => <FieldsForm key={JSON.stringify(d.data)} initial={d.data} saved={d.saved} />}
      </QueryState>
    </PageFrame>
  );
}
