// The part of oidc-provider (which ships no types) that the test issuer uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims: (use: string, scope: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string };
    cookies?: { keys?: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    ttl?: Record<string, number>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, string | undefined>;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => GrantInstance;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
