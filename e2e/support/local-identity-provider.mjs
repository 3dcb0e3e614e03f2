// A local OpenID Connect provider (oidc-provider) standing in for Google in the sign-in tests.
import Provider from 'oidc-provider';

export const IDP_CLIENT = { clientId: 'finboard-e2e', clientSecret: 'finboard-e2e-secret-0123456789abcdef' };

/** The person who signs in at the provider: any login name is accepted by its development pages. */
function account(id) {
  return {
    accountId: id,
    async claims() {
      return { sub: id, email: `${id}@social.example.com`, email_verified: true, given_name: 'Grace', family_name: 'Hopper', name: 'Grace Hopper' };
    },
  };
}

export async function startIdentityProvider(port, redirectUri) {
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: IDP_CLIENT.clientId,
        client_secret: IDP_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    findAccount: (_ctx, id) => account(id),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // Google asks for a birthday scope; an unknown scope must not fail the flow.
    scopes: ['openid', 'email', 'profile', 'https://www.googleapis.com/auth/user.birthday.read'],
  });
  provider.proxy = false;
  const server = provider.listen(port);
  await new Promise((resolve) => server.once('listening', resolve));
  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}
