import { fullName, type SessionUser } from '@platform/shared';

/** The name to greet someone by: their display name, else their full name, else their email. */
export function displayNameOf(user: Pick<SessionUser, 'display_name' | 'first_name' | 'last_name' | 'email'>): string {
  return user.display_name.trim() || fullName(user.first_name, user.last_name) || user.email;
}

/** The name others may see (a live room's display name): never the email, which only its owner sees. */
export function publicNameOf(user: Pick<SessionUser, 'display_name' | 'first_name' | 'last_name'>): string {
  return user.display_name.trim() || fullName(user.first_name, user.last_name);
}
