import { z } from 'zod';
import { zMultilineText, zText } from '../common/primitives.schema';

/** POST /api/support/messages: the Support page's contact form and the help chat, mailed to the support mailbox. */
export const ZSupportMessageRequest = z
  .object({
    name: zText(100, { required: 'Name is required' }).refine((value) => value.length > 0, { error: 'Name is required' }),
    email: z.email({ error: 'Enter a valid email' }).max(254, 'Enter a valid email'),
    /** The help chat asks for a phone too (spec 02: no format check), so support can call back. */
    phone: zText(40).optional(),
    subject: zText(150, { required: 'Subject is required' }).refine((value) => value.length > 0, { error: 'Subject is required' }),
    message: zMultilineText(5000).refine((value) => value.length > 0, { error: 'Message is required' }),
  })
  .strict();
export type TSupportMessageRequest = z.infer<typeof ZSupportMessageRequest>;
export const ZSupportMessageResponse = z.object({ message: z.string() });
export const SUPPORT_MESSAGE_SENT = 'Thank you. Your message has been sent to our support team; we will answer by email.';
