import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledSelect } from 'shared/ui/form';
import { createSignI18n, SIGN_LANGUAGE_NAMES, SIGN_LANGUAGES, type SignLanguage } from '../i18n';

const StyledLanguage = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 13px;
`;

function LanguagePicker({ value, onChange }: { value: SignLanguage; onChange: (l: SignLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <StyledLanguage>
      {t('languageLabel')}
      <StyledSelect value={value} onChange={(e) => onChange(e.target.value as SignLanguage)}>
        {SIGN_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {SIGN_LANGUAGE_NAMES[l]}
          </option>
        ))}
      </StyledSelect>
    </StyledLanguage>
  );
}

/** The sign page in the signer's language: its own i18next instance, `lang`, and a language picker. */
export function SignLocalized({
  language = 'en',
  children,
}: {
  language?: SignLanguage | undefined;
  children: (picker: ReactElement, lng: SignLanguage) => ReactNode;
}) {
  const i18n = useMemo(() => createSignI18n(language), [language]);
  const [lng, setLng] = useState<SignLanguage>(language);
  const change = (l: SignLanguage) => {
    void i18n.changeLanguage(l);
    setLng(l);
  };
  return (
    <I18nextProvider i18n={i18n}>
      <div lang={lng}>{children(<LanguagePicker value={lng} onChange={change} />, lng)}</div>
    </I18nextProvider>
  );
}
