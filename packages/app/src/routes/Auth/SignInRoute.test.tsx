import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@bloomkeep/ui';
import { AuthStore } from '../../auth/authStore';
import { AuthProvider } from '../../auth/AuthProvider';
import { createSession } from '../../auth/session';
import { createRelayEnvironment } from '../../relay/environment';
import { SignInRoute } from './SignInRoute';

function jwt(claims: Record<string, unknown>) {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

const exp = Math.floor(Date.now() / 1000) + 3600;

function json(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** The /graphql endpoint: "sam" / "Right-pass-1" is the only account. */
const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body)) as {
    operationName: string;
    variables: Record<string, string>;
  };
  if (body.operationName === 'SignInAsGuest')
    return json({ data: { signInAsGuest: { jwtToken: jwt({ role: 'bk_anonymous', exp }) } } });
  if (body.operationName === 'SignInMutation') {
    return body.variables.password === 'Right-pass-1'
      ? json({ data: { signIn: { jwtToken: jwt({ role: 'bk_user', user_id: 'u1', exp }) } } })
      : json({
          errors: [{ message: 'You entered incorrect details', extensions: { errcode: 'CREDS' } }],
          data: { signIn: null },
        });
  }
  return json({ data: { currentUser: null, allUserEmails: null } });
}) as unknown as typeof fetch;

function Where() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

function renderSignIn(path: string) {
  const items = new Map<string, string>();
  const auth = new AuthStore({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  });
  const session = createSession({
    auth,
    createEnvironment: () =>
      createRelayEnvironment({
        auth,
        graphqlUrl: '/graphql',
        graphqlWsUrl: () => 'ws://localhost/graphql',
        fetchImpl,
      }),
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignInRoute /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider session={session}>
      <RelayEnvironmentProvider environment={session.getEnvironment()}>
        <ThemeProvider theme="default">
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </RelayEnvironmentProvider>
    </AuthProvider>,
  );
  return { auth };
}

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Username or e-mail' }), username);
  await user.type(screen.getByLabelText(/^Passphrase/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(cleanup);

describe('SignInRoute', () => {
  it('returns to the ?next= page after signing in', async () => {
    const { auth } = renderSignIn('/signin?next=%2Faccount%2Femails');
    await submit('sam', 'Right-pass-1');
    await screen.findByText('At /account/emails');
    expect(auth.isLoggedIn()).toBe(true);
  });

  it('ignores a ?next= that leaves the site', async () => {
    renderSignIn(`/signin?next=${encodeURIComponent('//evil.example/x')}`);
    await submit('sam', 'Right-pass-1');
    await screen.findByText('At /');
  });

  it('shows the first GraphQL error and stays signed out', async () => {
    const { auth } = renderSignIn('/signin');
    await submit('sam', 'wrong-one');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveProperty(
        'textContent',
        'You entered incorrect details',
      ),
    );
    expect(auth.isLoggedIn()).toBe(false);
  });

  it('sends an e-mail address in the username field as typed', async () => {
    const { auth } = renderSignIn('/signin');
    await submit('sam@example.org', 'Right-pass-1');
    await screen.findByText('At /');
    expect(auth.isLoggedIn()).toBe(true);
    const signIn = vi
      .mocked(fetchImpl)
      .mock.calls.map(
        ([, init]) =>
          JSON.parse(String(init?.body)) as {
            operationName: string;
            variables: Record<string, string>;
          },
      )
      .findLast((body) => body.operationName === 'SignInMutation');
    expect(signIn?.variables.username).toBe('sam@example.org');
  });

  it('asks for the username and passphrase before calling the server', async () => {
    renderSignIn('/signin');
    const calls = vi.mocked(fetchImpl).mock.calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Username or e-mail is required');
    expect(screen.getByText('Passphrase is required')).toBeTruthy();
    expect(vi.mocked(fetchImpl).mock.calls.length).toBe(calls);
  });
});
