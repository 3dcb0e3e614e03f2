import { signedInActor } from '../../access/access';
import {
  ZBillingManager,
  ZCancelAtPeriodEndRequest,
  ZBillingOverview,
  ZChangePlanRequest,
  ZClientFreePlanRequest,
  ZPaymentMethodRequest,
  ZPlanChangePreview,
  ZPlanChangePreviewQuery,
  ZSubAccountParams,
  ZSubAccountsPage,
  ZSubAccountsQuery,
  ZSubscribeRequest,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verified } from '../../access/route-policy';
import type { BillingDeps } from './billing-deps';
import { changePlan, chooseClientFreePlan, getBillingOverview, setPaymentMethod, subscribe } from './billing.service';
import { getBillingManager } from './billing-manager.service';
import { setCancelAtPeriodEnd } from './cancellation.service';
import { invoicePdf } from './invoice-pdf.service';
import { previewPlanChange } from './plan-preview.service';
import { deleteAllSubAccounts, deleteOneSubAccount, listSubAccountsPage } from './sub-accounts.service';

const ZInvoiceParams = z.object({ id: z.string().regex(/^in_[A-Za-z0-9]{1,64}$/, 'Invoice not found') }).strict();

/** /billing and /subscribe (spec 01 §2 Billing): the caller's own plan, card and invoices, as a verified client or primary advisor. */
export const billingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const tags = ['billing'];
  const access = verified('client', 'advisor');

  app.get('/api/billing', { config: { access }, schema: { tags, response: { 200: ZBillingOverview } } }, async (req) =>
    getBillingOverview(deps, signedInActor(req)),
  );

  app.get('/api/billing/manager', { config: { access: verified('advisor') }, schema: { tags, response: { 200: ZBillingManager } } }, async (req) =>
    getBillingManager(deps, signedInActor(req)),
  );

  app.post('/api/billing/subscription', { config: { access }, schema: { tags, body: ZSubscribeRequest, response: { 200: ZBillingOverview } } }, async (req) =>
    subscribe(deps, signedInActor(req), req.body),
  );

  app.post(
    '/api/billing/subscription/plan',
    { config: { access }, schema: { tags, body: ZChangePlanRequest, response: { 200: ZBillingOverview } } },
    async (req) => changePlan(deps, signedInActor(req), req.body),
  );

  app.get(
    '/api/billing/subscription/plan-preview',
    { config: { access }, schema: { tags, querystring: ZPlanChangePreviewQuery, response: { 200: ZPlanChangePreview } } },
    async (req) => previewPlanChange(deps, signedInActor(req), req.query),
  );

  app.post(
    '/api/billing/subscription/cancel-at-period-end',
    { config: { access }, schema: { tags, body: ZCancelAtPeriodEndRequest, response: { 200: ZBillingOverview } } },
    async (req) => setCancelAtPeriodEnd(deps, signedInActor(req), req.body),
  );

  app.post(
    '/api/billing/payment-method',
    { config: { access }, schema: { tags, body: ZPaymentMethodRequest, response: { 200: ZBillingOverview } } },
    async (req) => setPaymentMethod(deps, signedInActor(req), req.body),
  );

  app.post(
    '/api/billing/client-plan',
    { config: { access }, schema: { tags, body: ZClientFreePlanRequest, response: { 200: ZBillingOverview } } },
    async (req) => chooseClientFreePlan(deps, signedInActor(req), req.body),
  );

  app.get('/api/billing/invoices/:id/pdf', { config: { access }, schema: { tags, params: ZInvoiceParams } }, async (req, reply) => {
    const pdf = await invoicePdf(deps, signedInActor(req), req.params.id);
    if (pdf.kind === 'redirect') return reply.redirect(pdf.url, 303);
    return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${pdf.fileName}"`).send(pdf.body);
  });

  app.get(
    '/api/billing/sub-accounts',
    { config: { access: verified('advisor') }, schema: { tags, querystring: ZSubAccountsQuery, response: { 200: ZSubAccountsPage } } },
    async (req) => listSubAccountsPage(deps, signedInActor(req), req.query.page),
  );

  app.delete(
    '/api/billing/sub-accounts',
    { config: { access: verified('advisor') }, schema: { tags, response: { 200: z.object({ deleted: z.number().int() }) } } },
    async (req) => deleteAllSubAccounts(deps, signedInActor(req)),
  );

  app.delete('/api/billing/sub-accounts/:id', { config: { access: verified('advisor') }, schema: { tags, params: ZSubAccountParams } }, async (req, reply) => {
    await deleteOneSubAccount(deps, signedInActor(req), req.params.id);
    return reply.status(204).send();
  });
};
