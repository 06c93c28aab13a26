import type { MailMessage } from '../../infra/mail/mailer.js';

/** Both languages in one message: we do not know the invitee's language yet. */
export function invitationEmail(to: string, channelName: string, link: string): MailMessage {
  const text = [
    `You are invited to join the channel "${channelName}".`,
    'Open this link to set your password and join (it works once, for 7 days):',
    link,
    '',
    `你獲邀加入頻道「${channelName}」。`,
    '請打開以下連結設定密碼並加入（連結只可使用一次，7 日內有效）：',
    link,
  ].join('\n');
  return { to, subject: `Invitation to ${channelName} 頻道邀請`, text };
}

/** For someone who already has an account: they log in and accept; nothing changes until they do. */
export function invitationToAcceptEmail(to: string, channelName: string, link: string): MailMessage {
  const text = [
    `You are invited to follow the channel "${channelName}".`,
    'Log in and accept the invitation here (for 7 days):',
    link,
    'If you do not want to follow it, ignore this email.',
    '',
    `你獲邀追蹤頻道「${channelName}」。`,
    '請登入後在以下連結接受邀請（7 日內有效）：',
    link,
    '如你不想追蹤，請忽略此電郵。',
  ].join('\n');
  return { to, subject: `Invitation to ${channelName} 頻道邀請`, text };
}
