import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { PDF_REPORTS, paths, type PdfReport } from '../../config/paths';
import { guard } from './guards';
import { authLayout, onboardingLayout, publicLayout } from './lazy-layouts';

const isPdfReport = (value: string | undefined): value is PdfReport => (PDF_REPORTS as readonly string[]).includes(value ?? '');

/** Routes outside the app shell: sign-in and sign-up, onboarding, legal and status pages, PDFs. */
export function publicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    // The landing page has its own header and footer: no layout, open to everyone.
    { path: paths.landing.pattern, lazy: () => import('../routes/public/landing') },
    {
      lazy: authLayout,
      children: [
        { path: paths.login.pattern, lazy: () => import('../routes/auth/login') },
        { path: paths.register.pattern, lazy: () => import('../routes/auth/register') },
        { path: paths.registerAdvisor.pattern, lazy: () => import('../routes/auth/register-advisor') },
        { path: paths.resetPassword.pattern, lazy: () => import('../routes/auth/reset-password') },
        { path: paths.verifyEmail.pattern, lazy: () => import('../routes/auth/verify-email') },
      ],
    },
    {
      lazy: authLayout,
      loader: guard(queryClient, { kind: 'signed-in' }),
      children: [
        { path: paths.registrationComplete.pattern, lazy: () => import('../routes/auth/registration-complete') },
        { path: paths.changePassword.pattern, lazy: () => import('../routes/auth/change-password') },
        { path: paths.updatePassword.pattern, lazy: () => import('../routes/auth/update-password') },
      ],
    },
    {
      lazy: onboardingLayout,
      children: [
        {
          loader: guard(queryClient, { kind: 'roles', roles: ['client'] }),
          children: [
            { path: paths.financialFreedom.pattern, lazy: () => import('../routes/client/financial-freedom') },
            // The link page answers a client's own pending advisor requests.
            { path: paths.clientAdvisorLink.pattern, lazy: () => import('../routes/client/client-advisor-link') },
            // Where a bank link from /manual-account ends (the client's own accounts).
            { path: paths.accountAdded.pattern, lazy: () => import('../routes/client/account-added') },
          ],
        },
        {
          loader: guard(queryClient, { kind: 'roles', roles: ['advisor'] }),
          children: [{ path: paths.advisorOnboarding.pattern, lazy: () => import('../routes/advisor/onboarding') }],
        },
        {
          loader: guard(queryClient, { kind: 'signed-in' }),
          children: [
            { path: paths.subscribe.pattern, lazy: () => import('../routes/auth/subscribe') },
            { path: paths.updateAccount.pattern, lazy: () => import('../routes/auth/update-account') },
          ],
        },
      ],
    },
    {
      lazy: publicLayout,
      children: [
        { path: paths.terms.pattern, lazy: () => import('../routes/public/terms') },
        { path: paths.termsAndConditions.pattern, loader: () => redirect(paths.terms()), element: null },
        { path: paths.privacy.pattern, lazy: () => import('../routes/public/privacy') },
        { path: paths.accountStatus.pattern, lazy: () => import('../routes/public/account-status') },
        { path: paths.alertsOff.pattern, lazy: () => import('../routes/public/alerts-off') },
        { path: paths.reportLink.pattern, lazy: () => import('../routes/public/report-link') },
        { path: paths.devMailbox.pattern, lazy: () => import('../routes/public/dev-mailbox') },
        { path: paths.notFound.pattern, lazy: () => import('../routes/public/not-found') },
        { path: paths.advisorSearch.pattern, lazy: () => import('../routes/public/advisor-search') },
        { path: paths.advisorList.pattern, lazy: () => import('../routes/public/advisor-list') },
        { path: paths.advisorPublicProfile.pattern, lazy: () => import('../routes/public/advisor-public-profile') },
        {
          path: paths.pdf.pattern,
          loader: ({ params }) => (isPdfReport(params.report) ? null : redirect(paths.notFound())),
          lazy: () => import('../routes/pdf/report'),
        },
      ],
    },
  ];
}
