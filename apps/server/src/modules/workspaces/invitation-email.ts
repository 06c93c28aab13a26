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

/** For someone who already has an account: they are a member at once, the mail just tells them where to go. */
export function addedToChannelEmail(to: string, channelName: string, link: string): MailMessage {
  const text = [`You have been added to the channel "${channelName}":`, link, '', `你已被加入頻道「${channelName}」：`, link].join('\n');
  return { to, subject: `You joined ${channelName} 已加入頻道`, text };
}
