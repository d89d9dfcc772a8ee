import type { LoginResponse, SignInMethod } from '@/domain/auth';
import type { Ctx } from '@/server/infrastructure/context';
import type { users } from '@/server/infrastructure/db/schema';

export type UserRow = typeof users.$inferSelect;

/** Opens a session for a user whose proofs are complete (password and second factor, passkey, or single sign-on). */
export type SignIn = (c: Ctx, user: UserRow, method: SignInMethod) => Promise<LoginResponse>;
