import type { ComponentType } from 'react';
import type { PageProps } from 'shared/federation';
import { LoginPage } from './LoginPage';
import { NotFoundPage } from './NotFoundPage';

/** The shell's own pages by catalogue path; other shell routes render their route frame. */
export const shellPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  '/login': LoginPage,
  '/error-404': NotFoundPage,
};
