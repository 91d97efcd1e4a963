import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledSelect } from 'shared/ui/form';
import { createFillI18n, FILL_LANGUAGES, LANGUAGE_NAMES, type FillLanguage } from '../i18n';

const StyledLanguage = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 13px;
`;

function LanguagePicker({ value, onChange }: { value: FillLanguage; onChange: (l: FillLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <StyledLanguage>
      {t('languageLabel')}
      <StyledSelect value={value} onChange={(e) => onChange(e.target.value as FillLanguage)}>
        {FILL_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </StyledSelect>
    </StyledLanguage>
  );
}

/**
 * A client-facing page in the client's language (English, Spanish; see ../i18n): its own i18next
 * instance, the `lang` attribute, and the language picker it hands to the page's header.
 */
export function LocalizedPage({
  language = 'en',
  children,
}: {
  /** The first language (the link's `?lang=`, else the browser's); the client can switch. */
  language?: FillLanguage | undefined;
  children: (picker: ReactElement) => ReactNode;
}) {
  const i18n = useMemo(() => createFillI18n(language), [language]);
  const [lng, setLng] = useState<FillLanguage>(language);
  const change = (l: FillLanguage) => {
    void i18n.changeLanguage(l);
    setLng(l);
  };
  // The page may switch too (the language stored with the questionnaire): keep picker and `lang` in step.
  useEffect(() => {
    const follow = (l: string) => {
      if ((FILL_LANGUAGES as readonly string[]).includes(l)) setLng(l as FillLanguage);
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <div lang={lng}>{children(<LanguagePicker value={lng} onChange={change} />)}</div>
    </I18nextProvider>
  );
}
