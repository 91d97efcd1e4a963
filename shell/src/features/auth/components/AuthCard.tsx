import type { ReactNode } from 'react';
import { useSession } from 'shared/session';
import { AuthFrame } from './AuthFrame';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Links under the card (e.g. "Back to sign in"). */
  footer?: ReactNode;
  wide?: boolean;
}

/** The frame of every public account page, for the session's tenant. */
export function AuthCard(props: AuthCardProps) {
  const tenant = useSession((s) => s.tenant);
  return <AuthFrame tenant={tenant} {...props} />;
}
