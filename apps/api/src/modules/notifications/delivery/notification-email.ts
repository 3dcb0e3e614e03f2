import { notificationSentence, type NotificationRecipientRole, type NotificationType, type SharePart } from '@finboard/domain';
import type { OutgoingMail } from '../../../providers/mail/mailer';

export interface NotificationEmailInput {
  productName: string;
  publicUrl: string;
  to: string;
  recipientRole: NotificationRecipientRole;
  type: NotificationType;
  personName: string;
  institutionName: string;
  /** share_request and its answers: the part asked for. */
  sharePart?: SharePart | null;
  /** The link that turns email alerts off (a signed token, see alert-links.ts). */
  alertOffUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email an alert sends: the bell's sentence, a link to the notifications, and the way to stop these emails. */
export function notificationEmail(input: NotificationEmailInput): OutgoingMail {
  const sentence = notificationSentence(
    { type: input.type, personName: input.personName, institutionName: input.institutionName, sharePart: input.sharePart },
    input.recipientRole,
  );
  const viewUrl = `${input.publicUrl}/notifications`;
  const text = [
    sentence,
    '',
    `See your notifications: ${viewUrl}`,
    '',
    `You receive this because email alerts are on for your ${input.productName} account.`,
    `Turn off email alerts: ${input.alertOffUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(sentence)}</p>`,
    `<p><a href="${escapeHtml(viewUrl)}">See your notifications</a></p>`,
    `<p style="color:#666;font-size:12px">You receive this because email alerts are on for your ${escapeHtml(input.productName)} account. `,
    `<a href="${escapeHtml(input.alertOffUrl)}">Turn off email alerts</a></p>`,
  ].join('');
  return { to: input.to, subject: `${input.productName}: ${sentence}`, text, html };
}
