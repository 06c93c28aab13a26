import { PASSWORD_RESET_TTL_MINUTES } from '@platform/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';
import type { UserRow } from '../users/index.js';

/** One message in both languages: we do not know which one the reader prefers when they forgot their password. */
export function resetPasswordEmail(to: string, link: string): MailMessage {
  const text = [
    'You asked to reset your password.',
    `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one (it works once):`,
    link,
    'If you did not ask for this, ignore this email; your password stays as it is.',
    '',
    '你要求重設密碼。',
    `請在 ${PASSWORD_RESET_TTL_MINUTES} 分鐘內打開以下連結設定新密碼（連結只可使用一次）：`,
    link,
    '如果你沒有提出這個要求，請忽略此電郵，你的密碼不會改變。',
  ].join('\n');
  return { to, subject: 'Reset your password 重設密碼', text };
}

/** Sent after sign-up, in both languages; creators are pointed at their channel set-up. */
export function welcomeEmail(user: Pick<UserRow, 'email' | 'displayName' | 'role'>, publicUrl: string): MailMessage {
  const start = user.role === 'host' ? `${publicUrl}/webinar/manage` : `${publicUrl}/`;
  // Someone who gave no name is greeted without one.
  const name = user.displayName.trim();
  const text = [
    name ? `Welcome to Chunks, ${name}!` : 'Welcome to Chunks!',
    user.role === 'host' ? 'Your channel is ready to set up:' : 'Start exploring channels here:',
    start,
    '',
    name ? `歡迎加入 Chunks，${name}！` : '歡迎加入 Chunks！',
    user.role === 'host' ? '你的頻道已準備好，可以開始設定：' : '立即探索頻道：',
    start,
  ].join('\n');
  return { to: user.email, subject: 'Welcome to Chunks 歡迎加入 Chunks', text };
}
