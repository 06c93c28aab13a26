import { formatHongKongDate, formatMoney } from '@platform/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';

/** The plans' names as the dashboard writes them in each language. */
const PLAN_NAME: Record<string, { en: string; zh: string }> = {
  community: { en: 'Community', zh: '社群計劃' },
  starter: { en: 'Starter', zh: '入門計劃' },
  professional: { en: 'Professional', zh: '專業計劃' },
};

/** A hosting fee paid: the plan, the amount, the day, and where the host finds the plan and its invoices. */
export function hostingReceiptEmail(
  to: string,
  payment: { planKey: string; amountCents: number; currency: string; paidAt: Date; receiptUrl: string | null },
  publicUrl: string,
): MailMessage {
  const name = PLAN_NAME[payment.planKey] ?? { en: payment.planKey, zh: payment.planKey };
  const dashboard = `${publicUrl}/channel/dashboard`;
  const text = [
    'Thank you for your payment.',
    `Hosting plan: ${name.en}`,
    `Amount: ${formatMoney(payment.amountCents, payment.currency, 'en-HK')}`,
    `Paid on: ${formatHongKongDate(payment.paidAt, 'en-HK')} (Hong Kong time), by card`,
    ...(payment.receiptUrl ? ["The payment provider's invoice:", payment.receiptUrl] : []),
    'Your plan and all its invoices are on your channel dashboard:',
    dashboard,
    '',
    '多謝你的付款。',
    `主持計劃：${name.zh}`,
    `金額：${formatMoney(payment.amountCents, payment.currency, 'zh-HK')}`,
    `付款日期：${formatHongKongDate(payment.paidAt, 'zh-HK')}（香港時間），以信用卡付款`,
    ...(payment.receiptUrl ? ['付款服務商的發票：', payment.receiptUrl] : []),
    '你的計劃及所有發票都在頻道主控台：',
    dashboard,
  ].join('\n');
  return { to, subject: `Receipt: ${name.en} hosting plan 收據：${name.zh}`, text };
}
