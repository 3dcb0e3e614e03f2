import { z } from 'zod';

export const ZMailMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;
export const ZMailboxResponse = z.object({ messages: z.array(ZMailMessage) });
export type TMailboxResponse = z.infer<typeof ZMailboxResponse>;
