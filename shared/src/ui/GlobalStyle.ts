import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    font-size: 14px;
    line-height: 1.45;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.bg};
  }
  a { color: ${({ theme }) => theme.color.brand}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
`;
