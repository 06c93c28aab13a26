import { formatHongKongDate, formatMoney } from '@platform/shared';
import type { MailMessage } from '../../../infra/mail/mailer.js';
import type { SubscriptionSource } from '../subscriptions.table.js';

/** What the buyer's emails name: the plan as it was paid, its channel, and where the buyer manages it. */
export interface PurchaseFacts {
  to: string;
  planName: string;
  channelName: string;
  /** The site's address; the emails link to {publicUrl}/account/subscriptions. */
  publicUrl: string;
}

const PAID_BY: Record<SubscriptionSource, { en: string; zh: string }> = {
  sandbox: { en: 'card', zh: '信用卡' },
  stripe: { en: 'card', zh: '信用卡' },
  carrier: { en: 'mobile phone bill', zh: '電話賬單' },
  redeem: { en: 'redeem code', zh: '兌換碼' },
};

const manageLink = (facts: PurchaseFacts) => `${facts.publicUrl}/account/subscriptions`;

/** Sent once per payment recorded, in both languages, as every email of the platform is. */
export function receiptEmail(
  facts: PurchaseFacts,
  payment: { amountCents: number; currency: string; paidAt: Date; source: SubscriptionSource },
): MailMessage {
  const paidBy = PAID_BY[payment.source];
  const text = [
    'Thank you for your payment.',
    `Plan: ${facts.planName}`,
    `Channel: ${facts.channelName}`,
    `Amount: ${formatMoney(payment.amountCents, payment.currency, 'en-HK')}`,
    `Paid on: ${formatHongKongDate(payment.paidAt, 'en-HK')} (Hong Kong time), by ${paidBy.en}`,
    'Your subscriptions, and a refund request if you need one:',
    manageLink(facts),
    '',
    '多謝你的付款。',
    `計劃：${facts.planName}`,
    `頻道：${facts.channelName}`,
    `金額：${formatMoney(payment.amountCents, payment.currency, 'zh-HK')}`,
    `付款日期：${formatHongKongDate(payment.paidAt, 'zh-HK')}（香港時間），以${paidBy.zh}付款`,
    '查看你的訂閱，或按需要申請退款：',
    manageLink(facts),
  ].join('\n');
  return { to: facts.to, subject: `Receipt: ${facts.planName} 收據：${facts.planName}`, text };
}

/** An admin's decision on a refund request. */
export function refundDecisionEmail(
  facts: PurchaseFacts,
  refund: { approved: boolean; amountCents: number; currency: string },
): MailMessage {
  const amountEn = formatMoney(refund.amountCents, refund.currency, 'en-HK');
  const amountZh = formatMoney(refund.amountCents, refund.currency, 'zh-HK');
  const text = refund.approved
    ? [
        `Your refund of ${amountEn} for ${facts.planName} (${facts.channelName}) was approved.`,
        'The money goes back the way you paid; your access to the plan has ended.',
        manageLink(facts),
        '',
        `你就「${facts.planName}」（${facts.channelName}）申請的 ${amountZh} 退款已獲批准。`,
        '款項會退回你的付款途徑；你使用此計劃的權限已經結束。',
        manageLink(facts),
      ]
    : [
        `Your refund request of ${amountEn} for ${facts.planName} (${facts.channelName}) was not approved.`,
        'Your plan stays as it was.',
        manageLink(facts),
        '',
        `你就「${facts.planName}」（${facts.channelName}）申請的 ${amountZh} 退款未獲批准。`,
        '你的計劃維持不變。',
        manageLink(facts),
      ];
  const subject = refund.approved ? 'Refund approved 退款已獲批准' : 'Refund request declined 退款申請未獲批准';
  return { to: facts.to, subject, text: text.join('\n') };
}

/** A free trial started: nothing charged today, and when the first payment comes unless the buyer cancels. */
export function trialStartedEmail(facts: PurchaseFacts, firstPayment: { amountCents: number; currency: string; on: Date }): MailMessage {
  const text = [
    `Your free trial of ${facts.planName} (${facts.channelName}) has started. Nothing was charged today.`,
    `Your first payment of ${formatMoney(firstPayment.amountCents, firstPayment.currency, 'en-HK')} is on ${formatHongKongDate(firstPayment.on, 'en-HK')} (Hong Kong time). Cancel before then and you pay nothing:`,
    manageLink(facts),
    '',
    `你已開始「${facts.channelName}」的「${facts.planName}」免費試用，今日沒有收費。`,
    `首次付款 ${formatMoney(firstPayment.amountCents, firstPayment.currency, 'zh-HK')} 將於${formatHongKongDate(firstPayment.on, 'zh-HK')}（香港時間）收取；在此之前取消便不用付款：`,
    manageLink(facts),
  ].join('\n');
  return { to: facts.to, subject: `Free trial started: ${facts.planName} 免費試用已開始：${facts.planName}`, text };
}

/** Confirms a cancellation the buyer made (spec §4: no refund, access ends at once). */
export function cancellationEmail(facts: PurchaseFacts): MailMessage {
  const text = [
    `You cancelled ${facts.planName} of ${facts.channelName}. Nothing more will be charged, and your access has ended.`,
    manageLink(facts),
    '',
    `你已取消「${facts.channelName}」的「${facts.planName}」。之後不會再收費，你的使用權限亦已結束。`,
    manageLink(facts),
  ].join('\n');
  return { to: facts.to, subject: `Cancelled: ${facts.planName} 已取消：${facts.planName}`, text };
}
