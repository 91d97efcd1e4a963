import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton, StyledCard } from 'shared/ui';

const StyledWrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: min(380px, 100%);
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 500;
  }
  input {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 0;
`;

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) setError(body.message ?? 'Something went wrong. Please try again later');
    } catch {
      setError('Something went wrong. Please try again later');
    } finally {
      setBusy(false);
    }
  }

  return (
    <StyledWrap>
      <StyledCard>
        <h1>Sign in</h1>
        <StyledForm onSubmit={onSubmit} noValidate>
          <label>
            Email
            <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </label>
          <label>
            Password
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </label>
          {error ? <StyledError role="alert">{error}</StyledError> : null}
          <StyledButton type="submit" $variant="primary" disabled={busy || !email || !password}>
            {busy ? 'Signing in…' : 'Sign in'}
          </StyledButton>
          <Link to="/forgot-password">Forgot password?</Link>
        </StyledForm>
      </StyledCard>
    </StyledWrap>
  );
}
