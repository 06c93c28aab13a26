import { apiRequest, apiSend } from '../../lib/api';
import { workspaceSchemas } from '../../lib/contract';

function workspacePath(id: string, rest: string): string {
  return `/api/workspaces/${encodeURIComponent(id)}${rest}`;
}

export function followWorkspace(id: string) {
  return apiSend(workspacePath(id, '/follow'), { method: 'POST' });
}

export function unfollowWorkspace(id: string) {
  return apiSend(workspacePath(id, '/follow'), { method: 'DELETE' });
}

export function fetchChannelUsers(id: string, query: { limit: number; offset: number; plan: string | null }) {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.plan) params.set('plan', query.plan);
  return apiRequest(workspacePath(id, `/users?${params.toString()}`), workspaceSchemas('channelUsersPageSchema'));
}

export function removeChannelUser(id: string, userId: string) {
  return apiSend(workspacePath(id, `/users/${encodeURIComponent(userId)}`), { method: 'DELETE' });
}

export function inviteToChannel(id: string, email: string) {
  return apiSend(workspacePath(id, '/invitations'), { method: 'POST', body: { email } });
}

export function fetchInvitation(workspace: string, pwd: string) {
  return apiRequest(`/api/join?${new URLSearchParams({ workspace, pwd }).toString()}`, workspaceSchemas('joinLookupSchema'));
}

export interface AcceptInvitationBody {
  username: string;
  password: string;
  invitation_token: string;
  workspace: string;
  email: string;
  first_name: string;
  last_name: string;
}

export function acceptInvitation(body: AcceptInvitationBody) {
  return apiRequest('/api/join', workspaceSchemas('joinedResponseSchema'), { method: 'PUT', body });
}

/** A signed-in invitee who already has an account accepts and follows the channel. */
export function acceptInvitationAsMember(workspace: string, token: string) {
  return apiSend('/api/join/accept', { method: 'POST', body: { workspace, invitation_token: token } });
}
