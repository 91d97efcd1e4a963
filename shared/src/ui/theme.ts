import 'styled-components';

/** Theme tokens. Tenants override brand colours (white-label); users pick light or dark. */
export interface PassageTheme {
  mode: 'light' | 'dark';
  color: {
    brand: string;
    brandContrast: string;
    bg: string;
    surface: string;
    surfaceAlt: string;
    border: string;
    text: string;
    textMuted: string;
    danger: string;
    dangerBg: string;
    success: string;
    successBg: string;
    warning: string;
    focus: string;
  };
  radius: string;
  font: string;
  space: (n: number) => string;
  /** SPEC §9: mobile view at width 768 or less. */
  mobileMax: number;
}

const space = (n: number) => `${n * 4}px`;

export const lightTheme: PassageTheme = {
  mode: 'light',
  color: {
    brand: '#1f4e8c',
    brandContrast: '#ffffff',
    bg: '#f4f6f9',
    surface: '#ffffff',
    surfaceAlt: '#eef2f7',
    border: '#d8dee8',
    text: '#1b2330',
    textMuted: '#5b6677',
    danger: '#b42318',
    dangerBg: '#fdecea',
    success: '#1e7b4f',
    successBg: '#e7f6ee',
    warning: '#a15c07',
    focus: '#2f6fde',
  },
  radius: '6px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  space,
  mobileMax: 768,
};

export const darkTheme: PassageTheme = {
  ...lightTheme,
  mode: 'dark',
  color: {
    ...lightTheme.color,
    brand: '#6ea2ef',
    brandContrast: '#0c1320',
    bg: '#0f141c',
    surface: '#161d28',
    surfaceAlt: '#1d2634',
    border: '#2c3748',
    text: '#e6ebf2',
    textMuted: '#9aa6b8',
    dangerBg: '#3a1714',
    successBg: '#12301f',
    focus: '#8fb8ff',
  },
};

/** Media query for the mobile layout (≤ 768 px). */
export const mobile = `@media (max-width: ${lightTheme.mobileMax}px)`;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PassageTheme {}
}
