import { signedInActor } from '../../access/access';
import {
  ZAdminActionRequest,
  ZAdminActionResponse,
  ZAdminAuditPage,
  ZAdminAuditQuery,
  ZAdminBilling,
  ZAdminCalendar,
  ZAdminClientsPage,
  ZAdminClientsQuery,
  ZAdminDashboard,
  ZAdminFirms,
  ZAdminFirmsQuery,
  ZAdminRoleRequest,
  ZAdminSales,
  ZAdminUserParams,
  ZCalendarQuery,
  ZSalesQuery,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../access/route-policy';
import type { AdminDeps } from './admin-deps';
import { changeUserRole, restoreUser, resendVerification, suspendUser } from './admin-actions.service';
import { listAuditEntries } from './admin-audit.service';
import { getBillingOverview } from './admin-billing.service';
import { getCalendar } from './admin-calendar.service';
import { listClients } from './admin-clients.service';
import { getDashboard } from './admin-dashboard.service';
import { listFirms } from './admin-firms.service';
import { getSales } from './admin-sales.service';

/** The admin area's api: figures of the business, and the actions on accounts (each audited). */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  const tags = ['admin'];
  const config = { access: ADMIN_ONLY };

  app.get('/api/admin/dashboard', { config, schema: { tags, response: { 200: ZAdminDashboard } } }, async (req) =>
    getDashboard({ ...deps, readDb: await req.readDb() }),
  );
  app.get('/api/admin/clients', { config, schema: { tags, querystring: ZAdminClientsQuery, response: { 200: ZAdminClientsPage } } }, async (req) =>
    listClients(deps, req.query),
  );
  app.get('/api/admin/firms', { config, schema: { tags, querystring: ZAdminFirmsQuery, response: { 200: ZAdminFirms } } }, async (req) =>
    listFirms(deps, req.query),
  );
  app.get('/api/admin/billing', { config, schema: { tags, response: { 200: ZAdminBilling } } }, async () => getBillingOverview(deps));
  app.get('/api/admin/sales', { config, schema: { tags, querystring: ZSalesQuery, response: { 200: ZAdminSales } } }, async (req) => getSales(deps, req.query));
  app.get('/api/admin/calendar', { config, schema: { tags, querystring: ZCalendarQuery, response: { 200: ZAdminCalendar } } }, async (req) =>
    getCalendar(deps, req.query.month),
  );
  app.get('/api/admin/audit', { config, schema: { tags, querystring: ZAdminAuditQuery, response: { 200: ZAdminAuditPage } } }, async (req) =>
    listAuditEntries(deps, req.query),
  );

  const action = { config, schema: { tags, params: ZAdminUserParams, body: ZAdminActionRequest, response: { 200: ZAdminActionResponse } } };
  app.post('/api/admin/users/:id/suspend', action, async (req) => suspendUser(deps, signedInActor(req), req.params.id, req.body.reason));
  app.post('/api/admin/users/:id/restore', action, async (req) => restoreUser(deps, signedInActor(req), req.params.id, req.body.reason));
  app.post('/api/admin/users/:id/resend-verification', action, async (req) => resendVerification(deps, signedInActor(req), req.params.id, req.body.reason));
  app.post(
    '/api/admin/users/:id/role',
    { config, schema: { tags, params: ZAdminUserParams, body: ZAdminRoleRequest, response: { 200: ZAdminActionResponse } } },
    async (req) => changeUserRole(deps, signedInActor(req), req.params.id, req.body.role, req.body.reason),
  );
};
