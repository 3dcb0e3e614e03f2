// Layouts load with their first page, so the login page never downloads the app shell.
export const authLayout = () => import('../layouts/auth-layout').then((m) => ({ Component: m.AuthLayout }));
export const publicLayout = () => import('../layouts/public-layout').then((m) => ({ Component: m.PublicLayout }));
export const onboardingLayout = () => import('../layouts/onboarding-layout').then((m) => ({ Component: m.OnboardingLayout }));
export const appShellLayout = () => import('../layouts/shell/app-shell-layout').then((m) => ({ Component: m.AppShellLayout }));
